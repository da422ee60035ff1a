// The tri-state filter value kept in the URL (spec 1 section 3): "value:1" includes, "value:-1"
// excludes, entries joined by commas. Commas inside a value are written as four pipes and colons
// as four underscores so the list stays splittable.

export type TristateMode = 1 | -1;
/** Filter value type: value -> include (1) or exclude (-1). Neutral values are simply absent. */
export type FilterSelection = Record<string, TristateMode>;

const COMMA_ESCAPE = '||||';
const COLON_ESCAPE = '____';

export const escapeFilterValue = (value: string): string => value.split(',').join(COMMA_ESCAPE).split(':').join(COLON_ESCAPE);

export const unescapeFilterValue = (value: string): string => value.split(COMMA_ESCAPE).join(',').split(COLON_ESCAPE).join(':');

/** `{a: 1, "b,c": -1, d: 0}` -> "a:1,b||||c:-1" (neutral entries are dropped). */
export function encodeFilterValue(selection: Readonly<Record<string, number>>): string {
  return Object.entries(selection)
    .filter(([, mode]) => mode === 1 || mode === -1)
    .map(([value, mode]) => `${escapeFilterValue(value)}:${mode}`)
    .join(',');
}

/** The inverse of encodeFilterValue. Entries without a valid mode (1 or -1) are ignored. */
export function decodeFilterValue(encoded: string | null | undefined): FilterSelection {
  const selection: FilterSelection = {};
  if (!encoded) return selection;
  for (const entry of encoded.split(',')) {
    const separator = entry.lastIndexOf(':');
    if (separator < 0) continue;
    const value = unescapeFilterValue(entry.slice(0, separator));
    const mode = entry.slice(separator + 1).trim();
    if (mode !== '1' && mode !== '-1') continue;
    // Own data property even for names such as "__proto__".
    Object.defineProperty(selection, value, {
      value: Number(mode) as TristateMode,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return selection;
}

/** Includes and excludes of a selection, e.g. for building server filters. */
export function splitSelection(selection: Readonly<Record<string, number>>): { include: string[]; exclude: string[] } {
  const include: string[] = [];
  const exclude: string[] = [];
  for (const [value, mode] of Object.entries(selection)) {
    if (mode === 1) include.push(value);
    else if (mode === -1) exclude.push(value);
  }
  return { include, exclude };
}
