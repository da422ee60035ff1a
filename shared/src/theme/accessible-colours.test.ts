import { semanticTokens } from '@chakra-ui/react/theme';
import { withAccessibleColours } from './accessible-colours';
import { focusVisibleRing, system } from './system';

type Mode = '_light' | '_dark';
type Token = { value: string | { _light: string; _dark: string } };
const colours = withAccessibleColours(semanticTokens.colors ?? {}) as Record<string, Record<string, Token>>;
const PALETTES = ['gray', 'red', 'orange', 'yellow', 'green', 'teal', 'blue', 'cyan', 'purple', 'pink'];
const MODES: Mode[] = ['_light', '_dark'];
const PAGE_BACKGROUNDS = ['bg.DEFAULT', 'bg.panel', 'bg.subtle'];

/** The hex colour a semantic token has in a mode ("{colors.gray.500}", or a plain white/black). */
function resolve(name: string, mode: Mode): string {
  const [group, key] = name.split('.') as [string, string];
  const token = colours[group]?.[key];
  if (!token) throw new Error(`no semantic colour ${name}`);
  const value = typeof token.value === 'string' ? token.value : token.value[mode];
  const reference = /^\{colors\.(.+)\}$/.exec(value)?.[1] ?? `${value}`;
  const hex = system.token(`colors.${reference}`) as string | undefined;
  if (!hex?.startsWith('#')) throw new Error(`${name} (${mode}) is ${value}`);
  return hex;
}

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio, rounded down to two decimals. */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return Math.floor(((light + 0.05) / (dark + 0.05)) * 100) / 100;
}

/** Every pair below `minimum`, as "fg on bg (mode): ratio". */
function shortfalls(pairs: [string, string][], minimum: number): string[] {
  return MODES.flatMap((mode) =>
    pairs
      .map(([fg, bg]) => [fg, bg, contrast(resolve(fg, mode), resolve(bg, mode))] as const)
      .filter(([, , ratio]) => ratio < minimum)
      .map(([fg, bg, ratio]) => `${fg} on ${bg} (${mode}): ${ratio}`),
  );
}

describe('semantic colours meet WCAG AA in both modes', () => {
  it('text tokens read at 4.5:1 on the page backgrounds', () => {
    const text = ['fg.DEFAULT', 'fg.muted', 'fg.subtle', 'fg.error', 'fg.warning', 'fg.success', 'fg.info'];
    expect(
      shortfalls(
        text.flatMap((fg) => PAGE_BACKGROUNDS.map((bg): [string, string] => [fg, bg])),
        4.5,
      ),
    ).toEqual([]);
  });

  it("each palette's text reads at 4.5:1 on the page and on its own subtle fill (badges, alerts)", () => {
    const pairs = PALETTES.flatMap((p): [string, string][] => [
      [`${p}.fg`, 'bg.DEFAULT'],
      [`${p}.fg`, 'bg.panel'],
      [`${p}.fg`, `${p}.subtle`],
    ]);
    expect(shortfalls(pairs, 4.5)).toEqual([]);
  });

  it("each palette's solid fill holds its contrast text at 4.5:1 (solid buttons and badges)", () => {
    expect(
      shortfalls(
        PALETTES.map((p): [string, string] => [`${p}.contrast`, `${p}.solid`]),
        4.5,
      ),
    ).toEqual([]);
  });

  it("each palette's focus ring stands out at 3:1 from the page", () => {
    const pairs = PALETTES.flatMap((p) => PAGE_BACKGROUNDS.map((bg): [string, string] => [`${p}.focusRing`, bg]));
    expect(shortfalls(pairs, 3)).toEqual([]);
  });

  it('replaces only what fell short, and gives unstyled focusable elements the palette ring', () => {
    expect(resolve('fg.subtle', '_light')).toBe(system.token('colors.gray.500'));
    expect(resolve('blue.focusRing', '_light')).toBe(system.token('colors.blue.500'));
    expect(focusVisibleRing['*:focus-visible']).toMatchObject({ outlineStyle: 'solid', outlineColor: 'colorPalette.focusRing' });
  });
});
