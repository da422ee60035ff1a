import {
  AUDIT_LOG_COLUMNS,
  AUDIT_LOG_PARAMS,
  AUDIT_LOG_SORT_COLUMNS,
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

/** Lower case, as the backend writes search_text; the wildcards of PostgREST and LIKE are dropped. */
const searchTerm = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[*%_"\\]/g, ' ')
    .trim();

/** A sort the table asked for, limited to the columns the log is sorted by. */
export function auditSort(sortBy: string | undefined, sortOrder: SortOrder): { column: string; ascending: boolean } {
  const column = (AUDIT_LOG_SORT_COLUMNS as readonly string[]).includes(sortBy ?? '') ? sortBy! : AUDIT_LOG_SORT_COLUMNS[0];
  return { column, ascending: sortOrder === 'asc' };
}

/**
 * audit_log filtered as the bar says, within [from, to), sorted (newest first by default) with the
 * id as tiebreaker. The search is one pattern on search_text, the lower-case text of the person,
 * token, resource, path, address, row ids and field names the backend writes with each entry. The
 * total is estimated past one page cap (count=estimated), so a long log is never counted row by row.
 */
export function auditLogQuery(
  filters: AuditFilters,
  range: AuditRange,
  sort: { column: string; ascending: boolean },
): PostgrestQuery {
  let query = from('audit_log').select(AUDIT_LOG_COLUMNS, { count: 'estimated' });
  if (filters.person) query = query.eq('actor_id', filters.person);
  const { include, exclude } = splitSelection(filters.action);
  if (include.length) query = query.in('action', include);
  if (exclude.length) query = query.not('in', 'action', exclude);
  if (filters.resource) query = query.eq('resource', filters.resource);
  if (range.from) query = query.gt('created_at', range.from);
  if (range.to) query = query.lt('created_at', range.to);
  const term = searchTerm(filters.search);
  if (term) query = query.like('search_text', `*${term}*`);
  query = query.order(sort.column, { ascending: sort.ascending });
  return sort.column === 'created_at' ? query.order('id', { ascending: sort.ascending }) : query;
}
