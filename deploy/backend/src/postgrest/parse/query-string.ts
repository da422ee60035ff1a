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
 * The query string as ordered key/value pairs, read as PostgREST reads it (http-types'
 * `parseQueryReplacePlus`, then its `nonemptyParams`):
 * - `&` and `;` both separate parameters;
 * - repeated keys are kept in order (`created_at=gt.a&created_at=lt.b` are two filters); which
 *   occurrence counts is decided per parameter by `parseParams`;
 * - a segment without `=` (`?&select=*`, `?flag`) has no value and is ignored, as PostgREST ignores
 *   it for select, filters, order, limit and offset alike; `key=` keeps its empty value.
 */
export function parseQueryString(raw: string): [string, string][] {
  const text = raw.startsWith('?') ? raw.slice(1) : raw;
  const pairs: [string, string][] = [];
  for (const segment of text.split(/[&;]/)) {
    const eq = segment.indexOf('=');
    if (eq === -1) continue;
    pairs.push([decode(segment.slice(0, eq)), decode(segment.slice(eq + 1))]);
  }
  return pairs;
}
