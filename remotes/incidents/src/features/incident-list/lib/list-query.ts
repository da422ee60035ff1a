import {
  COMPONENT_SCOPE_JOINS,
  from,
  INCIDENT_SEVERITIES,
  INCIDENT_STATUSES,
  INCIDENT_TYPES,
  type PostgrestQuery,
  type SortOrder,
} from '@opsdeck/contracts';

/** The list's filters as the URL holds them (each optional). */
export interface IncidentFilters {
  search?: string | undefined;
  status?: string | undefined;
  severity?: string | undefined;
  type?: string | undefined;
  commander?: string | undefined;
  /** Only incidents with evidence on this component (a topology card's badge links here). */
  component?: string | undefined;
  /** ISO instants bounding created_at, from the time range. */
  from?: string | undefined;
  to?: string | undefined;
}

export const SORTABLE_COLUMNS = ['incident_id', 'title', 'severity', 'status', 'type', 'created_at', 'updated_at'] as const;
// The hypotheses with their evidence ids give the counts columns in the same request as the rows.
export const SUMMARY_COLUMNS =
  'id,incident_id,title,severity,type,status,created_at,updated_at,commander,responders,hypotheses(evidences(id))';

const known = (list: readonly string[], value: string | undefined) => (value && list.includes(value) ? value : undefined);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Filters from the URL, with values the list does not know dropped (a hand-edited link cannot break the query). */
export function cleanFilters(raw: IncidentFilters): IncidentFilters {
  return {
    search: raw.search?.trim() || undefined,
    status: known(INCIDENT_STATUSES, raw.status),
    severity: known(INCIDENT_SEVERITIES, raw.severity),
    type: known(INCIDENT_TYPES, raw.type),
    commander: raw.commander && UUID.test(raw.commander) ? raw.commander : undefined,
    component: raw.component && UUID.test(raw.component) ? raw.component : undefined,
    from: raw.from,
    to: raw.to,
  };
}

// Incidents with evidence on one component; the counts' embed keeps every evidence.
const SCOPE = COMPONENT_SCOPE_JOINS.incidents;

/** incident_summary with the filters and a sort limited to known columns. */
export function incidentListQuery(
  filters: IncidentFilters,
  sort: { sortBy: string | undefined; sortOrder: SortOrder },
): PostgrestQuery {
  let query = from('incident_summary').select(filters.component ? `${SUMMARY_COLUMNS},${SCOPE.embed}` : SUMMARY_COLUMNS);
  if (filters.component) query = query.eq(`${SCOPE.path}.component_id`, filters.component);
  if (filters.search) query = query.ilike('title', `*${filters.search}*`);
  if (filters.status) query = query.eq('status', filters.status);
  if (filters.severity) query = query.eq('severity', filters.severity);
  if (filters.type) query = query.eq('type', filters.type);
  if (filters.commander) query = query.eq('commander->>id', filters.commander);
  if (filters.from) query = query.gte('created_at', filters.from);
  if (filters.to) query = query.lte('created_at', filters.to);
  const column = sort.sortBy && (SORTABLE_COLUMNS as readonly string[]).includes(sort.sortBy) ? sort.sortBy : 'created_at';
  const ascending = (sort.sortBy ? sort.sortOrder : 'desc') === 'asc';
  query = query.order(column, { ascending, nullsLast: true });
  // A stable order across pages when the sort column ties.
  return column === 'created_at' ? query : query.order('created_at', { ascending: false });
}

export interface IncidentCounts {
  hypotheses: number;
  evidence: number;
}

/** The Hypotheses and Evidence columns of a row, from its embedded hypotheses. */
export function countsOf(row: { hypotheses?: readonly { evidences?: readonly unknown[] | null }[] | null }): IncidentCounts {
  const hypotheses = row.hypotheses ?? [];
  return { hypotheses: hypotheses.length, evidence: hypotheses.reduce((sum, h) => sum + (h.evidences?.length ?? 0), 0) };
}
