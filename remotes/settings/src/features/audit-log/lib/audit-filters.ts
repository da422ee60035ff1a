import {
  AUDIT_LOG_PARAMS,
  AUDIT_LOG_SORT_COLUMNS,
  cond,
  decodeFilterValue,
  from,
  splitSelection,
  type FilterSelection,
  type PostgrestQuery,
  type SortOrder,
} from '@opsdeck/contracts';

/** The page's filters as the URL holds them (the time range, paging and sort have their own helpers). */
export interface AuditFilters {
  /** A person's id. */
  person: string | undefined;
  /** Actions included (1) or excluded (-1). */
  action: FilterSelection;
  resource: string | undefined;
  search: string;
}

export interface AuditRange {
  from: string | undefined;
  to: string | undefined;
}

export function parseAuditFilters(params: URLSearchParams): AuditFilters {
  return {
    person: params.get(AUDIT_LOG_PARAMS.person) || undefined,
    action: decodeFilterValue(params.get(AUDIT_LOG_PARAMS.action)),
    resource: params.get(AUDIT_LOG_PARAMS.resource) || undefined,
    search: params.get(AUDIT_LOG_PARAMS.search) ?? '',
  };
}

/** PostgREST's reserved characters would end the pattern or the or() list early. */
const searchTerm = (text: string) =>
  text
    .trim()
    .replace(/[,()*%"\\]/g, ' ')
    .trim();

/** A sort the table asked for, limited to the columns the log is sorted by. */
export function auditSort(sortBy: string | undefined, sortOrder: SortOrder): { column: string; ascending: boolean } {
  const column = (AUDIT_LOG_SORT_COLUMNS as readonly string[]).includes(sortBy ?? '') ? sortBy! : AUDIT_LOG_SORT_COLUMNS[0];
  return { column, ascending: sortOrder === 'asc' };
}

/**
 * audit_log filtered as the bar says, within [from, to), sorted (newest first by default) with the
 * id as tiebreaker. The total is estimated past one page cap (count=estimated), so a long log is
 * never counted row by row.
 */
export function auditLogQuery(
  filters: AuditFilters,
  range: AuditRange,
  sort: { column: string; ascending: boolean },
): PostgrestQuery {
  let query = from('audit_log').select('*', { count: 'estimated' });
  if (filters.person) query = query.eq('actor_id', filters.person);
  const { include, exclude } = splitSelection(filters.action);
  if (include.length) query = query.in('action', include);
  if (exclude.length) query = query.not('in', 'action', exclude);
  if (filters.resource) query = query.eq('resource', filters.resource);
  if (range.from) query = query.gt('created_at', range.from);
  if (range.to) query = query.lt('created_at', range.to);
  const term = searchTerm(filters.search);
  if (term) {
    const pattern = `*${term}*`;
    query = query.or(
      cond.ilike('actor_name', pattern),
      cond.ilike('token_name', pattern),
      cond.ilike('resource', pattern),
      cond.ilike('path', pattern),
      cond.ilike('client_address', pattern),
      cond.cs('resource_ids', [term]),
      cond.cs('fields', [term]),
    );
  }
  query = query.order(sort.column, { ascending: sort.ascending });
  return sort.column === 'created_at' ? query.order('id', { ascending: sort.ascending }) : query;
}
