// Where a return_to from the address bar may send the browser. The browser and the server decide
// with this one function, so a value one of them reads as "this site" cannot mean "another site"
// to the other.

const PROBE_ORIGIN = 'http://same-origin.invalid';

/**
 * The value as the WHATWG URL parser reads it: ASCII tab, line feed and carriage return are
 * removed wherever they are, leading and trailing C0 controls and spaces are dropped, and a
 * backslash counts as a slash (as in every http(s) URL).
 */
export function normaliseUrlInput(value: string): string {
  const stripped = value.replace(/[\t\n\r]/g, '');
  let start = 0;
  let end = stripped.length;
  while (start < end && isC0ControlOrSpace(stripped.charCodeAt(start))) start += 1;
  while (end > start && isC0ControlOrSpace(stripped.charCodeAt(end - 1))) end -= 1;
  return stripped.slice(start, end).replace(/\\/g, '/');
}

function isC0ControlOrSpace(code: number): boolean {
  return code <= 0x20;
}

/**
 * A return_to is only followed when it is a path on this origin: after normalisation it starts
 * with exactly one slash, and resolving it against an origin keeps that origin and gives a path
 * that does not itself start with two slashes. Returns the path,
 * query and fragment the browser would navigate to, or undefined for anything else (other hosts,
 * protocol-relative and scheme URLs, values the parser rejects).
 */
export function sameOriginPath(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const normalised = normaliseUrlInput(value);
  if (!normalised.startsWith('/') || normalised.startsWith('//')) return undefined;
  let url: URL;
  try {
    url = new URL(value, `${PROBE_ORIGIN}/`);
  } catch {
    return undefined;
  }
  if (url.origin !== PROBE_ORIGIN || url.username || url.password) return undefined;
  // `/.//host` resolves to the path `//host`, which is protocol-relative once passed on
  if (url.pathname.startsWith('//')) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
