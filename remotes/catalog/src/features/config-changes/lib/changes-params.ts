import {
  CATALOG_PARAMS,
  CHANGES_DEFAULT_RANGE,
  DEFAULT_CHANGES_SORT,
  RECURSIVE_DEPTH,
  decodeFilterValue,
  splitSelection,
  tristateToFilterParam,
  type CatalogChangesRequest,
  type FilterSelection,
  type TimeRange,
} from '@opsdeck/contracts';
import { splitKeyValue } from '../../../lib/json-filters';

export const DEFAULT_CHANGES_RANGE: TimeRange = { type: 'relative', range: CHANGES_DEFAULT_RANGE, display: 'Last 2 days' };

/** The filters of a changes list, as kept in the URL. */
export interface ChangesFilters {
  configType: FilterSelection;
  changeType: FilterSelection;
  severity: string;
  tags: FilterSelection;
  /** On an item: its related items' changes too (default on). */
  includeChildren: boolean;
  /** Changes of deleted items too (default off). */
  includeDeleted: boolean;
}

export function parseChangesFilters(params: URLSearchParams): ChangesFilters {
  return {
    configType: decodeFilterValue(params.get(CATALOG_PARAMS.configType)),
    changeType: decodeFilterValue(params.get(CATALOG_PARAMS.changeType)),
    severity: params.get(CATALOG_PARAMS.severity) ?? '',
    tags: decodeFilterValue(params.get(CATALOG_PARAMS.tags)),
    includeChildren: params.get(CATALOG_PARAMS.includeChildren) !== 'no',
    includeDeleted: params.get(CATALOG_PARAMS.includeDeleted) === 'yes',
  };
}

/** Tag pairs as the endpoint's label selector: included `k=v`, excluded `k!=v`. */
export function tagSelector(selection: FilterSelection): string {
  const { include, exclude } = splitSelection(selection);
  const pairs = [
    ...include.flatMap((entry) => {
      const pair = splitKeyValue(entry);
      return pair ? [`${pair.key}=${pair.value}`] : [];
    }),
    ...exclude.flatMap((entry) => {
      const pair = splitKeyValue(entry);
      return pair ? [`${pair.key}!=${pair.value}`] : [];
    }),
  ];
  return pairs.join(',');
}

/** The time window of a range: date math as the endpoint takes it. */
export function windowOf(range: TimeRange, resolve: (range: TimeRange) => { from: string; to?: string } | undefined) {
  if (range.type === 'relative') return { from: range.range };
  if (range.type === 'absolute') return { from: range.from, to: range.to };
  return resolve(range) ?? { from: CHANGES_DEFAULT_RANGE };
}

export interface ChangesPaging {
  pageIndex: number;
  pageSize: number;
  sortBy: string | undefined;
  sortOrder: 'asc' | 'desc';
}

/** The POST /catalog/changes body for a list (one item's, or all) with its filters, window, sort and page. */
export function changesRequestOf(
  filters: ChangesFilters,
  window: { from: string; to?: string },
  paging: ChangesPaging,
  configId?: string,
): CatalogChangesRequest {
  const sortBy = paging.sortBy ?? DEFAULT_CHANGES_SORT.sortBy;
  const sortOrder = paging.sortBy ? paging.sortOrder : DEFAULT_CHANGES_SORT.sortOrder;
  const request: CatalogChangesRequest = {
    page: paging.pageIndex + 1,
    page_size: paging.pageSize,
    sort_by: `${sortOrder === 'desc' ? '-' : ''}${sortBy}`,
    from: window.from,
  };
  if (window.to) request.to = window.to;
  if (configId) {
    request.id = configId;
    request.recursive = filters.includeChildren ? 'downstream' : 'none';
    request.depth = RECURSIVE_DEPTH.changes;
  }
  const configType = tristateToFilterParam(filters.configType);
  const changeType = tristateToFilterParam(filters.changeType);
  const tags = tagSelector(filters.tags);
  if (configType) request.config_type = configType;
  if (changeType) request.type = changeType;
  if (filters.severity) request.severity = filters.severity;
  if (tags) request.tags = tags;
  if (filters.includeDeleted) request.include_deleted_configs = true;
  return request;
}
