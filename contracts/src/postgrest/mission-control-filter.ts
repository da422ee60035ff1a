// Helpers for mission-control's `<column>.filter=` extension (reference 3.4).

/**
 * Tri-state selections (1 include, -1 exclude, 0 neutral) to the extension's list syntax:
 * included values as is, excluded ones prefixed with `!`, neutral ones dropped. `{a: 1, b: -1}` -> "a,!b".
 */
export function tristateToFilterParam(selection: Readonly<Record<string, number>>): string {
  const parts: string[] = [];
  for (const [value, mode] of Object.entries(selection)) {
    if (mode === 1) parts.push(value);
    else if (mode === -1) parts.push(`!${value}`);
  }
  return parts.join(',');
}

export type TimestampComparison = '>' | '<' | '=';

/** `>now-1h`-style value for a timestamp column (datemath with an optional comparison prefix). */
export function timestampFilterParam(comparison: TimestampComparison, datemath: string): string {
  return `${comparison}${datemath}`;
}
