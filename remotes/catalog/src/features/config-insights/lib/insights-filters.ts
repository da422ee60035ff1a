import {
  CATALOG_PARAMS,
  COMPONENT_SCOPE_JOINS,
  cond,
  decodeFilterValue,
  from,
  splitSelection,
  type Condition,
  type FilterSelection,
  type PostgrestQuery,
  type SortOrder,
} from '@opsdeck/contracts';

export interface InsightsFilters {
  analyzer: FilterSelection;
  analysisType: FilterSelection;
  severity: FilterSelection;
  status: FilterSelection;
  /** Only insights of the configs related to this component (a topology card's badge links here). */
  component?: string | undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function parseInsightsFilters(params: URLSearchParams): InsightsFilters {
  return {
    analyzer: decodeFilterValue(params.get(CATALOG_PARAMS.analyzer)),
    analysisType: decodeFilterValue(params.get(CATALOG_PARAMS.analysisType)),
    severity: decodeFilterValue(params.get(CATALOG_PARAMS.severity)),
    status: decodeFilterValue(params.get(CATALOG_PARAMS.insightStatus)),
    component: UUID.test(params.get(CATALOG_PARAMS.component) ?? '') ? params.get(CATALOG_PARAMS.component)! : undefined,
  };
}

export const INSIGHT_COLUMNS =
  'id,config_id,analyzer,analysis_type,severity,status,message,summary,source,first_observed,last_observed,config_name,config_type,config_class';
const SORTABLE = new Set(['analyzer', 'analysis_type', 'severity', 'status', 'config_name', 'first_observed', 'last_observed']);

function selection(column: string, value: FilterSelection): Condition[] {
  const { include, exclude } = splitSelection(value);
  const conditions: Condition[] = [];
  if (include.length > 0) conditions.push(cond.in(column, include));
  if (exclude.length > 0) conditions.push(cond.or(cond.isNull(column), { ...cond.in(column, exclude), negate: true }));
  return conditions;
}

// The insights of one component: of its configs' live relationships.
const SCOPE = COMPONENT_SCOPE_JOINS.insights;

/** GET /db/config_analysis_items with the filters, one item's or all, sorted (default last observed, newest first). */
export function insightsListQuery(
  filters: InsightsFilters,
  sort: { sortBy: string | undefined; sortOrder: SortOrder },
  configId?: string,
): PostgrestQuery {
  let query = from('config_analysis_items').select(filters.component ? `${INSIGHT_COLUMNS},${SCOPE.embed}` : INSIGHT_COLUMNS);
  if (filters.component) query = query.eq(`${SCOPE.path}.component_id`, filters.component).isNull(`${SCOPE.path}.deleted_at`);
  if (configId) query = query.eq('config_id', configId);
  else query = query.isNull('deleted_at');
  const conditions = [
    ...selection('analyzer', filters.analyzer),
    ...selection('analysis_type', filters.analysisType),
    ...selection('severity', filters.severity),
    ...selection('status', filters.status),
  ];
  if (conditions.length > 0) query = query.and(...conditions);
  const known = sort.sortBy !== undefined && SORTABLE.has(sort.sortBy);
  return query
    .order(known ? sort.sortBy! : 'last_observed', { ascending: known ? sort.sortOrder === 'asc' : false, nullsLast: true })
    .order('id', { ascending: false });
}
