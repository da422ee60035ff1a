import {
  DEBOUNCE_MS,
  RESOURCE_SEARCH,
  searchResources,
  type ResourceSearchKind,
  type SearchResourcesRequest,
  type SelectedResource,
} from '@opsdeck/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDebouncedValue } from '../hooks';
import { useApi } from '../services';

/** One result of a search, with the kind it was found under. */
export interface ResourceSearchItem extends SelectedResource {
  kind: ResourceSearchKind;
}

/** The console's payload: each asked kind with one selector `{agent: "all", search}` (spec 2, 3). */
export function resourceSearchRequest(
  search: string,
  kinds: readonly ResourceSearchKind[],
  limit?: number,
): SearchResourcesRequest {
  const request: SearchResourcesRequest = {};
  for (const kind of kinds) request[kind] = [{ agent: RESOURCE_SEARCH.agent, search }];
  if (limit !== undefined) request.limit = limit;
  return request;
}

export interface ResourceSearchState {
  /** The results in the order of `kinds`, each kind's as the server ordered them. */
  items: ResourceSearchItem[];
  /** Typing has not paused yet, or the answer for the typed text is on its way. */
  loading: boolean;
  error: unknown;
  /** The text the shown results answer (trimmed, debounced). */
  searched: string;
}

/**
 * Asks POST /resources/search for the typed text once typing has paused for 300 ms
 * (DEBOUNCE_MS.resourceSearch); nothing is asked for an empty text.
 */
export function useResourceSearch(text: string, kinds: readonly ResourceSearchKind[], limit?: number): ResourceSearchState {
  const api = useApi();
  const typed = text.trim();
  const searched = useDebouncedValue(typed, DEBOUNCE_MS.resourceSearch);
  const kindsKey = kinds.join(',');
  const query = useQuery({
    queryKey: ['resources', 'search', kindsKey, searched, limit ?? null],
    queryFn: ({ signal }) => searchResources(api, resourceSearchRequest(searched, kinds, limit), { signal }),
    enabled: searched !== '',
  });
  const items = useMemo(
    () =>
      searched === '' || !query.data ? [] : kinds.flatMap((kind) => (query.data[kind] ?? []).map((item) => ({ ...item, kind }))),
    // kindsKey stands for kinds.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [query.data, kindsKey, searched],
  );
  return {
    items,
    loading: typed !== '' && (typed !== searched || query.isPending || (query.isFetching && !query.data)),
    error: typed !== '' && typed === searched ? query.error : null,
    searched,
  };
}
