import {
  decodeFilterValue,
  encodeFilterValue,
  from,
  JOB_DURATION_OPTIONS,
  JOB_HISTORY,
  JOB_HISTORY_PARAMS,
  splitSelection,
  type FilterSelection,
  type PostgrestQuery,
} from '@opsdeck/contracts';

/** The job history filters kept in the URL (spec 3 sections 5 and 9). */
export interface JobFilters {
  name: FilterSelection;
  resourceType: FilterSelection;
  status: FilterSelection;
  /** Minimum duration in ms; undefined: any. */
  durationMillis: number | undefined;
  duration: string | undefined;
}

/**
 * Reads the filters from the URL. A missing status parameter means the default, SUCCESS:-1
 * (successful runs hidden); an empty one (`status=`) means every status.
 */
export function parseJobFilters(params: URLSearchParams): JobFilters {
  const status = params.get(JOB_HISTORY_PARAMS.status);
  const duration = params.get(JOB_HISTORY_PARAMS.duration) ?? undefined;
  const option = JOB_DURATION_OPTIONS.find((entry) => entry.value === duration);
  return {
    name: decodeFilterValue(params.get(JOB_HISTORY_PARAMS.name)),
    resourceType: decodeFilterValue(params.get(JOB_HISTORY_PARAMS.resourceType)),
    status: decodeFilterValue(status === null ? JOB_HISTORY.defaultStatusFilter : status),
    durationMillis: option?.millis,
    duration: option?.value,
  };
}

/** Writes one tri-state filter; the status default is left out of the URL, clearing it is kept as `status=`. */
export function withJobFilter(
  params: URLSearchParams,
  key: 'name' | 'resourceType' | 'status',
  selection: Readonly<Record<string, number>>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const encoded = encodeFilterValue(selection);
  const name = JOB_HISTORY_PARAMS[key];
  if (key === 'status' && encoded === JOB_HISTORY.defaultStatusFilter) next.delete(name);
  else if (encoded === '' && key !== 'status') next.delete(name);
  else next.set(name, encoded);
  next.delete('pageIndex');
  return next;
}

export function withDuration(params: URLSearchParams, duration: string | undefined): URLSearchParams {
  const next = new URLSearchParams(params);
  if (duration) next.set(JOB_HISTORY_PARAMS.duration, duration);
  else next.delete(JOB_HISTORY_PARAMS.duration);
  next.delete('pageIndex');
  return next;
}

const applySelection = (query: PostgrestQuery, column: string, selection: FilterSelection): PostgrestQuery => {
  const { include, exclude } = splitSelection(selection);
  let next = query;
  if (include.length) next = next.in(column, include);
  if (exclude.length) next = next.not('in', column, exclude);
  return next;
};

/** job_histories, newest first, filtered as the bar says, within [from, to). */
export function jobHistoriesQuery(
  filters: JobFilters,
  range: { from: string | undefined; to: string | undefined },
): PostgrestQuery {
  let query = from('job_histories').select('*', { count: 'exact' });
  query = applySelection(query, 'name', filters.name);
  query = applySelection(query, 'resource_type', filters.resourceType);
  query = applySelection(query, 'status', filters.status);
  if (filters.durationMillis !== undefined) query = query.gte('duration_millis', filters.durationMillis);
  if (range.from) query = query.gt('created_at', range.from);
  if (range.to) query = query.lt('created_at', range.to);
  return query.order('created_at', { ascending: false });
}
