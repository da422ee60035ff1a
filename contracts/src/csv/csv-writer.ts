// CSV as the console writes it, in the browser and in the reference backend alike (RFC 4180
// quoting, PostgREST's conventions): a header row of keys, then one line per row, joined by `\n`.

const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One field: NULL is empty and an empty string is `""`, so the two stay apart; a field holding a
 * comma, a double quote, CR or LF is enclosed in double quotes, its double quotes doubled.
 */
export function csvField(value: string | null): string {
  if (value === null) return '';
  if (value === '' || NEEDS_QUOTES.test(value)) return `"${value.replace(/"/g, '""')}"`;
  return value;
}

/** The text of a JSON value in a field: strings as they are, objects and arrays as their JSON. */
export function csvText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** One line of fields, without its line break. */
export const csvLine = (values: readonly unknown[]): string => values.map((value) => csvField(csvText(value))).join(',');
