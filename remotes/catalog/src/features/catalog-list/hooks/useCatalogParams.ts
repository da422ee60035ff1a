import { CATALOG_PARAMS, PREFERENCE_KEYS } from '@opsdeck/contracts';
import { usePreference } from '@opsdeck/shared/format';
import { useTriStateFilterParam, withParams } from '@opsdeck/shared/url-state';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseCatalogFilters } from '../lib/list-filters';

/** The parameters that narrow the list (grouping and sort only arrange it). */
const NARROWING_PARAMS = [
  CATALOG_PARAMS.configType,
  CATALOG_PARAMS.health,
  CATALOG_PARAMS.status,
  CATALOG_PARAMS.labels,
  CATALOG_PARAMS.tags,
  CATALOG_PARAMS.search,
];
const CLEARED_FILTERS = Object.fromEntries([...NARROWING_PARAMS, 'pageIndex'].map((key) => [key, undefined]));

/** The catalog list's filters in the URL, their setters, and the show-deleted preference. */
export function useCatalogParams() {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const filters = useMemo(() => parseCatalogFilters(new URLSearchParams(search)), [search]);
  const configType = useTriStateFilterParam(CATALOG_PARAMS.configType);
  const health = useTriStateFilterParam(CATALOG_PARAMS.health);
  const status = useTriStateFilterParam(CATALOG_PARAMS.status);
  const labels = useTriStateFilterParam(CATALOG_PARAMS.labels);
  const tags = useTriStateFilterParam(CATALOG_PARAMS.tags);
  const [showDeletedPreference, setShowDeletedPreference] = usePreference(PREFERENCE_KEYS.showDeletedItems);
  // A new text or grouping starts from the first page.
  const setParam = useCallback(
    (key: string, value: string | undefined) =>
      setParams((prev) => withParams(prev, { [key]: value || undefined, pageIndex: undefined }), { replace: true }),
    [setParams],
  );
  const filtered = NARROWING_PARAMS.some((key) => params.has(key));
  const clearFilters = useCallback(() => setParams((prev) => withParams(prev, CLEARED_FILTERS), { replace: true }), [setParams]);
  return {
    filters,
    filtered,
    clearFilters,
    configType,
    health,
    status,
    labels,
    tags,
    setSearch: (text: string) => setParam(CATALOG_PARAMS.search, text.trim()),
    setGroupBy: (groupBy: string) => setParam(CATALOG_PARAMS.groupBy, groupBy),
    showDeleted: showDeletedPreference === 'yes',
    setShowDeleted: (on: boolean) => setShowDeletedPreference(on ? 'yes' : 'no'),
  };
}
