/**
 * Orders names and keys alphabetically ignoring case, then by code units so the order is total.
 * For our own labels and for label and tag keys, which are ASCII: `localeCompare` would load the
 * locale's collation data on its first call, several milliseconds of a page's first render.
 */
export function compareText(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  if (x !== y) return x < y ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}
