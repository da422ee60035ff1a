import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// Every colour of the kit, the shell and the remotes is a semantic token (fg, bg, border,
// <palette>.solid/.fg/.subtle...) so both colour modes stay readable. Fixed shades, hex, rgb()
// and named CSS colours would look right in one mode only.
const ROOT = path.resolve(__dirname, '..', '..', '..');
const SOURCE_DIRS = [
  path.join(ROOT, 'shared', 'src'),
  path.join(ROOT, 'shell', 'src'),
  ...readdirSync(path.join(ROOT, 'remotes')).map((name) => path.join(ROOT, 'remotes', name, 'src')),
];

const FORBIDDEN: [string, RegExp][] = [
  ['hex colour', /['"`]#[0-9a-fA-F]{3,8}['"`]/],
  ['rgb()/hsl() colour', /\b(?:rgba?|hsla?)\(/],
  [
    'fixed palette shade',
    /['"`{]\s*(?:gray|red|orange|yellow|green|teal|blue|cyan|purple|pink|white|black)\.(?:50|[1-9]00|950)\b/,
  ],
  ['fixed shade of a computed palette', /\}\.(?:50|[1-9]00|950)\b/],
  ['fixed shade as a CSS variable', /--chakra-colors-[a-z$}{]+-(?:50|[1-9]00|950)\b/],
  [
    'named CSS colour',
    /\b(?:color|bg|background|backgroundColor|borderColor|fill|stroke)[=:]\s*\{?\s*['"](?:white|black|red|green|blue|orange|gray|grey|yellow)['"]/,
  ],
];

// Where the semantic tokens themselves are defined, per mode: the one place shades belong. Monaco
// paints its own canvas and takes only hex colours in its light and dark themes.
const THEME_DEFINITIONS = new Set(['shared/src/theme/accessible-colours.ts', 'shared/src/editor/MonacoCodeEditor.tsx']);

function sourceFiles(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

describe('colours', () => {
  it('are semantic tokens everywhere in the kit, the shell and the remotes', () => {
    const offences: string[] = [];
    for (const file of SOURCE_DIRS.flatMap(sourceFiles).filter((file) => !THEME_DEFINITIONS.has(path.relative(ROOT, file)))) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          if (/^\s*(\/\/|\*)/.test(line)) return;
          for (const [what, pattern] of FORBIDDEN)
            if (pattern.test(line)) offences.push(`${path.relative(ROOT, file)}:${index + 1} ${what}: ${line.trim()}`);
        });
    }
    expect(offences).toEqual([]);
  });
});
