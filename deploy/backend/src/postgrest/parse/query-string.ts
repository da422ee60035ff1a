/** Decodes one query-string component like PostgREST's server does (`+` is a space). */
function decode(text: string): string {
  const spaced = text.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced; // malformed %-escapes are kept literally rather than failing the request
  }
}

/**
 * The query string as ordered key/value pairs. Repeated keys are kept (`created_at=gt.a&created_at=lt.b`
 * are two filters) and empty segments are skipped, so `?&select=*` works like `?select=*`.
 */
export function parseQueryString(raw: string): [string, string][] {
  const text = raw.startsWith('?') ? raw.slice(1) : raw;
  const pairs: [string, string][] = [];
  for (const segment of text.split('&')) {
    if (segment === '') continue;
    const eq = segment.indexOf('=');
    const key = decode(eq === -1 ? segment : segment.slice(0, eq));
    const value = eq === -1 ? '' : decode(segment.slice(eq + 1));
    if (key === '') continue;
    pairs.push([key, value]);
  }
  return pairs;
}
