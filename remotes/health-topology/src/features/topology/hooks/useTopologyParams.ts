import { withParams } from '@opsdeck/shared/url-state';
import { useCallback, useMemo } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { parseTopologyFilters, TOPOLOGY_PARAMS, type TopologyFilters } from '../lib/params';

export type TopologyFilterValue = string | string[] | boolean;

/** Lists are comma separated; a yes/no switch is `yes` when on and left out when off (the default). */
const paramValue = (value: TopologyFilterValue): string | null =>
  typeof value === 'boolean' ? (value ? 'yes' : null) : Array.isArray(value) ? value.join(',') : value;

/** The shown component (route :id), whether the page is the bare /view variant, and the filters in the URL. */
export function useTopologyParams() {
  const { id } = useParams();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const filters = useMemo(() => parseTopologyFilters(new URLSearchParams(search)), [search]);
  const bare = pathname.startsWith('/view/');
  const setFilter = useCallback(
    (key: keyof TopologyFilters, value: TopologyFilterValue) =>
      setParams((prev) => withParams(prev, { [TOPOLOGY_PARAMS[key]]: paramValue(value) }), { replace: true }),
    [setParams],
  );
  /** Links keep the filters and stay in the bare view when in it. */
  const hrefOf = useCallback(
    (componentId?: string) => {
      const base = componentId ? `${bare ? '/view' : ''}/topology/${encodeURIComponent(componentId)}` : '/topology';
      return search ? `${base}?${search}` : base;
    },
    [bare, search],
  );
  return { id, bare, filters, setFilter, hrefOf };
}
