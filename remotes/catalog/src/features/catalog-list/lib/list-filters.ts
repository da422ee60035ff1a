import {
  CATALOG_GROUP_BY,
  CATALOG_LIST_COLUMNS,
  CATALOG_PARAMS,
  CATALOG_SORTABLE_COLUMNS,
  cond,
  decodeFilterValue,
  from,
  splitSelection,
  tristateToFilterParam,
  type CatalogSummaryRequest,
  type Condition,
  type FilterSelection,
  type PostgrestQuery,
  type SortOrder,
} from '@opsdeck/contracts';
import { keyValueConditions, splitKeyValue } from '../../../lib/json-filters';

/** What the catalog list shows, as kept in the URL. */
export interface CatalogListFilters {
  configType: FilterSelection;
  health: FilterSelection;
  status: FilterSelection;
  labels: FilterSelection;
  tags: FilterSelection;
  search: string;
  groupBy: string;
}

export function parseCatalogFilters(params: URLSearchParams): CatalogListFilters {
  return {
    configType: decodeFilterValue(params.get(CATALOG_PARAMS.configType)),
    health: decodeFilterValue(params.get(CATALOG_PARAMS.health)),
    status: decodeFilterValue(params.get(CATALOG_PARAMS.status)),
    labels: decodeFilterValue(params.get(CATALOG_PARAMS.labels)),
    tags: decodeFilterValue(params.get(CATALOG_PARAMS.tags)),
    search: params.get(CATALOG_PARAMS.search)?.trim() ?? '',
    groupBy: params.get(CATALOG_PARAMS.groupBy) ?? CATALOG_GROUP_BY.none,
  };
}

/** The label key of a `label:<key>` grouping, else undefined. */
export function groupLabelKey(groupBy: string): string | undefined {
  return groupBy.startsWith(CATALOG_GROUP_BY.labelPrefix) ? groupBy.slice(CATALOG_GROUP_BY.labelPrefix.length) : undefined;
}

const quoteListItem = (value: string) => (/[,()"\\\s]/.test(value) ? `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"` : value);

/** Any of the included values; none of the excluded ones (an item without a value stays). */
function selectionConditions(column: string, selection: FilterSelection): Condition[] {
  const { include, exclude } = splitSelection(selection);
  const conditions: Condition[] = [];
  if (include.length > 0) conditions.push(cond.in(column, include));
  if (exclude.length > 0)
    conditions.push(cond.or(cond.isNull(column), cond.raw(`${column}.not.in.(${exclude.map(quoteListItem).join(',')})`)));
  return conditions;
}

const SIMPLE_KEY = /^[A-Za-z_][A-Za-z0-9_]*$/;

const SORTABLE = new Set<string>(CATALOG_SORTABLE_COLUMNS);

/** The configs query for the filters and a sort (only known columns; default name ascending). */
export function catalogListQuery(
  filters: CatalogListFilters,
  sort: { sortBy: string | undefined; sortOrder: SortOrder },
  showDeleted: boolean,
): PostgrestQuery {
  let query = from('configs').select(CATALOG_LIST_COLUMNS.join(','));
  if (!showDeleted) query = query.isNull('deleted_at');
  const conditions = [
    ...selectionConditions('type', filters.configType),
    ...selectionConditions('health', filters.health),
    ...selectionConditions('status', filters.status),
    ...keyValueConditions('labels', filters.labels),
    ...keyValueConditions('tags', filters.tags),
  ];
  if (conditions.length > 0) query = query.and(...conditions);
  if (filters.search) query = query.ilike('name', `*${filters.search}*`);
  const known = sort.sortBy !== undefined && SORTABLE.has(sort.sortBy);
  const column = known ? sort.sortBy! : 'name';
  const ascending = (known ? sort.sortOrder : 'asc') === 'asc';
  // Grouped rows stay together across pages: the group column sorts first.
  const groupLabel = groupLabelKey(filters.groupBy);
  if (filters.groupBy === CATALOG_GROUP_BY.type && column !== 'type') query = query.order('type', { nullsLast: true });
  if (groupLabel && SIMPLE_KEY.test(groupLabel)) query = query.order(`labels->>${groupLabel}`, { nullsLast: true });
  return query.order(column, { ascending, nullsLast: true }).order('id', { ascending });
}

/** The summary for the list's health, status and label filters (types stay all visible). */
export function summaryRequestOf(filters: CatalogListFilters, showDeleted: boolean): CatalogSummaryRequest {
  const labelFilter: Record<string, string> = {};
  for (const [entry, mode] of Object.entries(filters.labels)) {
    const pair = splitKeyValue(entry);
    if (!pair) continue;
    const item = mode === -1 ? `!${pair.value}` : pair.value;
    labelFilter[pair.key] = labelFilter[pair.key] ? `${labelFilter[pair.key]},${item}` : item;
  }
  const request: CatalogSummaryRequest = { groupBy: ['type'] };
  const health = tristateToFilterParam(filters.health);
  const status = tristateToFilterParam(filters.status);
  if (health) request.health = health;
  if (status) request.status = status;
  if (Object.keys(labelFilter).length > 0) request.filter = labelFilter;
  if (showDeleted) request.deleted = true;
  return request;
}
