// Value and URL encoding for PostgREST query strings.

export type FilterValue = string | number | boolean | null;

/** Characters PostgREST treats as syntax inside in()/or()/and() lists (plus whitespace). */
const RESERVED = /[,.:()"\\\s{}]/;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** encodeURIComponent that cannot throw: lone surrogates become U+FFFD first. */
export function encodeQueryComponent(value: string): string {
  return encodeURIComponent(value.replace(LONE_SURROGATE, '\uFFFD'));
}

export function stringifyValue(value: FilterValue): string {
  return value === null ? 'null' : String(value);
}

/**
 * A value inside a PostgREST list or logic tree: wrapped in double quotes (with `\` and `"`
 * backslash-escaped) when it holds a reserved character or is empty; otherwise as is.
 */
export function quoteListValue(value: FilterValue): string {
  const text = stringifyValue(value);
  if (text !== '' && !RESERVED.test(text)) return text;
  return `"${text.replace(/[\\"]/g, (char) => `\\${char}`)}"`;
}

/** `(a,"b,c")` for the in operator. */
export function formatInList(values: readonly FilterValue[]): string {
  return `(${values.map(quoteListValue).join(',')})`;
}

/** `{a,"b c"}` for array operators (cs, cd, ov). */
export function formatArrayLiteral(values: readonly FilterValue[]): string {
  return `{${values.map(quoteListValue).join(',')}}`;
}

/**
 * Removes whitespace outside double quotes from a select list; PostgREST's grammar does not
 * expect it and some real UI selects contain it ("agents!checks_agent_id_fkey(id, name)").
 */
export function compactSelect(select: string): string {
  let result = '';
  let quoted = false;
  for (let i = 0; i < select.length; i += 1) {
    const char = select.charAt(i);
    if (char === '"' && select.charAt(i - 1) !== '\\') quoted = !quoted;
    if (!quoted && /\s/.test(char)) continue;
    result += char;
  }
  return result;
}

/**
 * Column references accepted in filters and order: identifiers joined by `.` (embedded
 * resources) or `->`/`->>` (JSON paths). Anything else is rejected so values taken from the URL
 * (a sortBy parameter, say) cannot inject extra PostgREST syntax.
 */
const COLUMN = /^[A-Za-z_][A-Za-z0-9_$]*(?:(?:\.|->>?)[A-Za-z0-9_$]+)*$/;

/** Whether a column reference is safe to use, e.g. a sortBy value read from the URL. */
export const isValidColumn = (column: string): boolean => COLUMN.test(column);

export function assertColumn(column: string): string {
  if (!COLUMN.test(column)) throw new TypeError(`Invalid column reference: ${JSON.stringify(column)}`);
  return column;
}

export function assertNonNegativeInteger(name: string, value: number): number {
  if (!Number.isInteger(value) || value < 0) throw new RangeError(`${name} must be a non-negative integer, got ${value}`);
  return value;
}
