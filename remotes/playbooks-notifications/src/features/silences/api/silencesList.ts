import {
  fetchList,
  from,
  queryKeys,
  SILENCE_LIST_SELECT,
  SILENCE_SEARCH_MATCHES_LIMIT,
  silenceSchema,
  type Silence,
  type SortOrder,
} from '@opsdeck/contracts';
import { useApi } from '@opsdeck/shared/services';
import { useServerTable, type NarrowingInput } from '@opsdeck/shared/table';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
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

const SILENCES_KEY = queryKeys.notifications.key('silences');

/** The list's key prefix and query for a state and search text (paging and sort come from the table). */
const silencesListOptions = (state: SilenceStateFilter, text: string) => ({
  // The page, sort and page size are appended; silence writes invalidate queryKeys.notifications.all.
  queryKey: queryKeys.notifications.key('silences', 'list', { state, search: searchTerm(text) }),
  // The state is judged when the page is fetched, so a refresh moves silences that ended.
  query: (sort: { sortBy: string | undefined; sortOrder: SortOrder }) => silencesListQuery(state, sort, new Date(), text),
});

/**
 * The silences list, server-paged. A search with more matches than a page but no more than
 * SILENCE_SEARCH_MATCHES_LIMIT also loads its matches whole, so that a keystroke narrowing it (or
 * narrowing a list complete on screen) shows its rows at once, filtered from those; the server's
 * answer for the new text replaces them when it comes.
 */
export function useSilencesList(state: SilenceStateFilter, search = '') {
  const api = useApi();
  const client = useQueryClient();
  const term = searchTerm(search);
  const narrowed = useCallback(
    ({ nextKey }: NarrowingInput<Silence>) => narrowedSilences(nextKey, client.getQueriesData({ queryKey: SILENCES_KEY })),
    [client],
  );
  const list = useServerTable({
    ...silencesListOptions(state, search),
    rowSchema: silenceSchema,
    defaultSortBy: 'created_at',
    defaultSortOrder: 'desc',
    narrowed,
  });
  const sorting = list.tableProps.sorting?.[0];
  const sort = { sortBy: sorting?.id, sortOrder: (sorting?.desc ? 'desc' : 'asc') as SortOrder };
  const answer = list.query.isPlaceholderData ? undefined : list.query.data;
  useQuery({
    queryKey: queryKeys.notifications.key('silences', 'matches', { state, search: term }, sort),
    queryFn: ({ signal }) =>
      fetchList(api, silencesListQuery(state, sort, new Date(), search).page(0, SILENCE_SEARCH_MATCHES_LIMIT), silenceSchema, {
        signal,
      }),
    enabled:
      term !== '' && answer !== undefined && answer.total > answer.data.length && answer.total <= SILENCE_SEARCH_MATCHES_LIMIT,
  });
  // Once a search is answered, the list one character shorter is asked for too: deleting a
  // character (which only the server can answer) then shows its list at once.
  const { prefetchFirstPage } = list;
  const answered = answer !== undefined;
  useEffect(() => {
    if (answered && term !== '') prefetchFirstPage(silencesListOptions(state, search.slice(0, -1)));
  }, [answered, term, search, state, prefetchFirstPage]);
  return list;
}
