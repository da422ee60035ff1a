import type { Silence } from '@opsdeck/contracts';
import type { NarrowingInput } from '@opsdeck/shared/table';

interface ListKey {
  state: unknown;
  search: string;
  paging: { pageIndex?: unknown; pageSize?: unknown; sortBy?: unknown; sortOrder?: unknown };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The state and search of a silences list key, and its paging and sort (the last part). */
function listKey(key: readonly unknown[]): ListKey | undefined {
  const list = key.find((part) => isRecord(part) && 'state' in part && 'search' in part) as Record<string, unknown> | undefined;
  const paging = key.at(-1);
  if (!list || !isRecord(paging) || typeof list.search !== 'string') return undefined;
  return { state: list.state, search: list.search, paging };
}

/** Whether a silence's name, reason or filter expression holds the text, as the server's ilike reads it. */
export const silenceMatches = (silence: Silence, lowerText: string): boolean =>
  [silence.name, silence.description, silence.filter].some(
    (value) => typeof value === 'string' && value.toLowerCase().includes(lowerText),
  );

/**
 * The rows of a search that narrows the previous one, when they are known without the server:
 * same state, sort and page size, both on the first page, the previous answer complete on screen
 * (its total no more than its rows), and the new text containing the old (so its matches are a
 * subset). Text with LIKE wildcards (% _) or beyond ASCII is left to the server, whose case folding
 * and patterns are the reference.
 */
export function narrowedSilences({ previousKey, nextKey, rows, total }: NarrowingInput<Silence>): Silence[] | undefined {
  const before = listKey(previousKey);
  const after = listKey(nextKey);
  if (!before || !after || before.state !== after.state || total > rows.length) return undefined;
  const { paging: p } = before;
  const { paging: n } = after;
  if (p.pageIndex !== 0 || n.pageIndex !== 0 || p.pageSize !== n.pageSize || p.sortBy !== n.sortBy || p.sortOrder !== n.sortOrder)
    return undefined;
  const text = after.search.toLowerCase();
  if (text === before.search.toLowerCase() || !text.includes(before.search.toLowerCase())) return undefined;
  if (!/^[\x20-\x7e]*$/.test(text) || /[%_]/.test(text)) return undefined;
  return rows.filter((row) => silenceMatches(row, text));
}
