import { cond, splitSelection, type Condition, type FilterSelection } from '@opsdeck/contracts';

/** A `key=value` entry of a label or tag filter; the key is everything before the first `=`. */
export function splitKeyValue(entry: string): { key: string; value: string } | null {
  const at = entry.indexOf('=');
  if (at <= 0) return null;
  return { key: entry.slice(0, at), value: entry.slice(at + 1) };
}

export const keyValueEntry = (key: string, value: string) => `${key}=${value}`;

/** A value of a logic tree, quoted when it holds a separator (PostgREST's quoting rules). */
function treeValue(text: string): string {
  return /[,()]/.test(text) ? `"${text.replace(/[\\"]/g, (c) => `\\${c}`)}"` : text;
}

const containsPair = (column: string, key: string, value: string, negate = false) =>
  cond.raw(`${column}.${negate ? 'not.' : ''}cs.${treeValue(JSON.stringify({ [key]: value }))}`);

/**
 * Conditions of a tri-state `key=value` selection on a JSON object column (labels, tags): for each
 * key, any of its included values; and none of the excluded pairs (an item without the key stays).
 */
export function keyValueConditions(column: string, selection: FilterSelection): Condition[] {
  const { include, exclude } = splitSelection(selection);
  const byKey = new Map<string, string[]>();
  for (const entry of include) {
    const pair = splitKeyValue(entry);
    if (pair) byKey.set(pair.key, [...(byKey.get(pair.key) ?? []), pair.value]);
  }
  const conditions: Condition[] = [];
  for (const [key, values] of byKey) {
    const pairs = values.map((value) => containsPair(column, key, value));
    conditions.push(pairs.length === 1 ? pairs[0]! : cond.or(...pairs));
  }
  for (const entry of exclude) {
    const pair = splitKeyValue(entry);
    if (pair) conditions.push(cond.or(cond.isNull(column), containsPair(column, pair.key, pair.value, true)));
  }
  return conditions;
}
