import { from } from '../postgrest/query';
import type { SortOrder } from '../constants/shell';

/** The runs list's select (reference 4.3): the run with its author, playbook and resource. */
export const RUNS_LIST_SELECT =
  '*,created_by(id,name,avatar),playbooks(id,name,title,icon),component:components(id,name,icon),check:checks(id,name,icon),config:config_items(id,name,type,config_class)';

export interface RunsFilters {
  playbookId?: string | undefined;
  status?: string | undefined;
  resource?: { column: 'config_id' | 'component_id' | 'check_id'; id: string } | undefined;
  /** ISO bounds of the time range, on start_time or, before a run starts, created_at. */
  from?: string | undefined;
  to?: string | undefined;
}

const SORTABLE = new Set(['created_at', 'start_time', 'end_time', 'status']);

/**
 * GET /db/playbook_runs: top-level runs (children show inside their parent), newest first. The
 * total is `count=estimated`: exact up to max-rows, the planner's estimate past it, so a page of a
 * hundred thousand runs is not preceded by counting them all.
 */
export function runsListQuery(filters: RunsFilters, sort: { sortBy: string | undefined; sortOrder: SortOrder }) {
  const column = sort.sortBy && SORTABLE.has(sort.sortBy) ? sort.sortBy : 'created_at';
  let query = from('playbook_runs').select(RUNS_LIST_SELECT).isNull('parent_id');
  if (filters.playbookId) query = query.eq('playbook_id', filters.playbookId);
  if (filters.status) query = query.eq('status', filters.status);
  if (filters.resource) query = query.eq(filters.resource.column, filters.resource.id);
  if (filters.from && filters.to) {
    query = query.or(
      `and(start_time.gte.${filters.from},start_time.lte.${filters.to})`,
      `and(created_at.gte.${filters.from},created_at.lte.${filters.to})`,
    );
  } else if (filters.from) {
    query = query.gte('created_at', filters.from);
  }
  return query
    .order(column, { ascending: (sort.sortBy ? sort.sortOrder : 'desc') === 'asc', nullsLast: true })
    .count('estimated');
}
