import { normaliseUrlInput, sameOriginPath } from './return-to';

const CONSOLE = 'https://console.example';

/** Where the browser would go when the console renders the value as a link. */
function browserTarget(value: string): URL | null {
  try {
    return new URL(value, `${CONSOLE}/profile-settings`);
  } catch {
    return null;
  }
}

// Each of these leaves the console's origin (or is not a navigable path) in a browser.
const HOSTILE: string[] = [
  // protocol-relative, with every separator the parser ignores or rewrites
  '//evil.example',
  '//evil.example/',
  '///evil.example',
  '////evil.example',
  '/\\evil.example',
  '\\/evil.example',
  '\\\\evil.example',
  '\\\\\\evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r/evil.example',
  '/\r\n/evil.example',
  '\t//evil.example',
  '/\t\t/evil.example',
  '/\t\\evil.example',
  '\\\t\\evil.example',
  '\t/\t/\tevil.example',
  '/\n\\evil.example',
  '\n\n//evil.example',
  '/\r\\evil.example',
  ' //evil.example',
  '  /\\evil.example',
  '\u0000//evil.example',
  '\u001f//evil.example',
  '\u0001/\t/evil.example',
  '\u000b//evil.example',
  '\f//evil.example',
  '//evil.example\t',
  '//evil.example ',
  '/\t/evil.example/path?q=1#frag',
  '//evil.example:8443/x',
  '//user:pass@evil.example',
  '//console.example@evil.example',
  '/\\console.example@evil.example',
  '/\t/console.example@evil.example',
  '//evil.example%2f%2e%2e',
  '//evil.example\\@console.example',
  '//\tevil.example',
  '/\\/evil.example',
  '\\//evil.example',
  // absolute URLs and schemes
  'https://evil.example',
  'http://evil.example/',
  'HTTPS://evil.example',
  'https:evil.example',
  'http:/evil.example',
  'http:\\\\evil.example',
  'https:/\\evil.example',
  'h\ttps://evil.example',
  'ht\ntp://evil.example',
  '\thttps://evil.example',
  ' https://evil.example',
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  '\u0000javascript:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'ftp://evil.example',
  'mailto:someone@evil.example',
  'blob:https://evil.example/1',
  // not a path at all
  'evil.example',
  'evil.example/path',
  '.evil.example',
  '?return_to=//evil.example',
  '#//evil.example',
  '',
  ' ',
  '\t',
  '\n',
  '\u0000',
  // the parser rejects these
  '//[',
  '//x:99999/',
  '/\t/[::1',
];

const SAFE: Array<[string, string]> = [
  ['/', '/'],
  ['/health', '/health'],
  ['/catalog?type=Pod', '/catalog?type=Pod'],
  ['/catalog?type=Pod#top', '/catalog?type=Pod#top'],
  ['/a/b/../c', '/a/c'],
  ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
  ['/%09/evil.example', '/%09/evil.example'],
  ['/x//evil.example', '/x//evil.example'],
  ['/search?q=//evil.example', '/search?q=//evil.example'],
  ['/profile\t-settings', '/profile-settings'],
];

// Same origin as they stand, but their resolved path is `//evil.example`: passed on (stored as a
// flow's return_to, put in a link again) it would be protocol-relative.
const DOT_SEGMENTS: string[] = ['/.//evil.example', '/x/..//evil.example', '/%2e//evil.example', '/.\\/evil.example'];

describe('normaliseUrlInput', () => {
  it('strips what the URL parser strips and turns backslashes into slashes', () => {
    expect(normaliseUrlInput('/\t/evil.example')).toBe('//evil.example');
    expect(normaliseUrlInput(' \u0000/\\evil.example\n')).toBe('//evil.example');
    expect(normaliseUrlInput('/a\r\nb')).toBe('/ab');
  });
});

describe('sameOriginPath', () => {
  it('has a large table of hostile values', () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(60);
  });

  it.each(HOSTILE.map((value) => [JSON.stringify(value), value]))('refuses %s', (_label, value) => {
    // the value really is hostile: the browser would leave the console, or cannot navigate to it
    const target = browserTarget(value);
    const notAPath = !/^[/\\]/.test(value.replace(/[\t\n\r]/g, '').replace(/^[^!-~]+/, ''));
    const leaves = target === null || target.origin !== CONSOLE || notAPath;
    expect(leaves).toBe(true);
    expect(sameOriginPath(value)).toBeUndefined();
  });

  it.each(DOT_SEGMENTS)('refuses %j, whose resolved path starts with two slashes', (value) => {
    expect(browserTarget(value)?.pathname.startsWith('//')).toBe(true);
    expect(sameOriginPath(value)).toBeUndefined();
  });

  it.each(SAFE)('keeps the same-origin path %j', (value, expected) => {
    expect(sameOriginPath(value)).toBe(expected);
    expect(browserTarget(expected)?.origin).toBe(CONSOLE);
  });

  it('treats null and undefined as absent', () => {
    expect(sameOriginPath(null)).toBeUndefined();
    expect(sameOriginPath(undefined)).toBeUndefined();
  });
});
