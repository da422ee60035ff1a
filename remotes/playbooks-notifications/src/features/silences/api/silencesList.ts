import { from, queryKeys, SILENCE_LIST_SELECT, silenceSchema, type SortOrder } from '@opsdeck/contracts';
import { useServerTable } from '@opsdeck/shared/table';
import { narrowedSilences } from '../lib/silence-search';

/** Which silences the list shows: those still in force (the default), the ended ones, or both. */
export const SILENCE_STATE_FILTERS = ['active', 'expired', 'all'] as const;
export type SilenceStateFilter = (typeof SILENCE_STATE_FILTERS)[number];
/** The list's URL parameter holding the filter; absent: active. */
export const STATE_PARAM = 'state';
/** The list's URL parameter holding the search text (name, reason or filter expression). */
export const SEARCH_PARAM = 'search';

/** Characters of PostgREST's or() syntax are left out of the search text. */
export const searchTerm = (value: string | null | undefined): string => (value ?? '').replace(/[,()*"\\]/g, ' ').trim();

export const parseStateFilter = (value: string | null): SilenceStateFilter =>
  (SILENCE_STATE_FILTERS as readonly string[]).includes(value ?? '') ? (value as SilenceStateFilter) : 'active';

const SORTABLE = new Set(['name', 'from', 'until', 'created_at']);

/**
 * GET /db/notification_silences: silences not deleted, newest first unless sorted, filtered by
 * state at `now` (active: no end or an end still to come; expired: ended).
 */
export function silencesListQuery(
  state: SilenceStateFilter,
  sort: { sortBy: string | undefined; sortOrder: SortOrder },
  now: Date,
  search = '',
) {
  const column = sort.sortBy && SORTABLE.has(sort.sortBy) ? sort.sortBy : 'created_at';
  const ascending = (sort.sortBy ? sort.sortOrder : 'desc') === 'asc';
  let query = from('notification_silences').select(SILENCE_LIST_SELECT).isNull('deleted_at');
  const instant = now.toISOString();
  if (state === 'active') query = query.or('until.is.null', `until.gt.${instant}`);
  else if (state === 'expired') query = query.lte('until', instant);
  const term = searchTerm(search);
  if (term) query = query.or(`name.ilike.*${term}*`, `description.ilike.*${term}*`, `filter.ilike.*${term}*`);
  return query.order(column, { ascending, nullsLast: true });
}

export function useSilencesList(state: SilenceStateFilter, search = '') {
  return useServerTable({
    // The page, sort and page size are appended; silence writes invalidate queryKeys.notifications.all.
    queryKey: queryKeys.notifications.key('silences', 'list', { state, search: searchTerm(search) }),
    // The state is judged when the page is fetched, so a refresh moves silences that ended.
    query: (sort) => silencesListQuery(state, sort, new Date(), search),
    rowSchema: silenceSchema,
    defaultSortBy: 'created_at',
    defaultSortOrder: 'desc',
    // A keystroke that narrows a list complete on screen shows its rows at once; the server confirms.
    narrowed: narrowedSilences,
  });
}
