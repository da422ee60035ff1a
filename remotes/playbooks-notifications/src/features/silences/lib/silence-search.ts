import type { Silence } from '@opsdeck/contracts';

/** A silences list query's key, read back: its state and search, then its paging and sort (the last part). */
interface ListKey {
  state: unknown;
  search: string;
  paging: { pageIndex?: unknown; pageSize?: unknown; sortBy?: unknown; sortOrder?: unknown };
}

/** A cached answer of a silences list query: its key and data ({ data, total } from fetchList). */
export type CachedAnswer = readonly [key: readonly unknown[], data: unknown];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The state and search of a silences list key, and its paging and sort (the last part). */
export function listKey(key: readonly unknown[]): ListKey | undefined {
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

/** Rows and total of a cached answer, when it is the whole list of its query (its first page holding every row). */
function wholeList(key: ListKey, data: unknown): Silence[] | undefined {
  if (!isRecord(data) || !Array.isArray(data.data) || typeof data.total !== 'number') return undefined;
  if ((key.paging.pageIndex ?? 0) !== 0 || data.total > data.data.length) return undefined;
  return data.data as Silence[];
}

/**
 * The page a search shows, worked out from a cached answer known to hold every silence of a
 * shorter text (same state and sort): the page of the last answer when it held the whole list, or
 * the search's matches loaded whole (SILENCE_SEARCH_MATCHES_LIMIT). The matches of the new text
 * are a subset of those, filtered here as the server's ilike filters them; text with LIKE
 * wildcards (% _) or beyond ASCII is left to the server, whose case folding and patterns are the
 * reference. Undefined when no cached answer holds them.
 */
export function narrowedSilences(
  nextKey: readonly unknown[],
  cached: readonly CachedAnswer[],
): { rows: Silence[]; total: number } | undefined {
  const next = listKey(nextKey);
  if (!next) return undefined;
  const text = next.search.toLowerCase();
  if (!/^[\x20-\x7e]*$/.test(text) || /[%_]/.test(text)) return undefined;
  let source: Silence[] | undefined;
  for (const [key, data] of cached) {
    const known = listKey(key);
    if (!known || known.state !== next.state || known.search.toLowerCase() === text) continue;
    if (!text.includes(known.search.toLowerCase())) continue;
    if (known.paging.sortBy !== next.paging.sortBy || known.paging.sortOrder !== next.paging.sortOrder) continue;
    const rows = wholeList(known, data);
    if (rows && (!source || rows.length < source.length)) source = rows;
  }
  if (!source) return undefined;
  const matches = source.filter((row) => silenceMatches(row, text));
  const pageIndex = typeof next.paging.pageIndex === 'number' ? next.paging.pageIndex : 0;
  const pageSize = typeof next.paging.pageSize === 'number' ? next.paging.pageSize : matches.length;
  return { rows: matches.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize), total: matches.length };
}
