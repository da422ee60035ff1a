import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchRows, from, queryKeys } from '@opsdeck/contracts';
import { useApi } from '@opsdeck/shared/services';
import type { AxiosInstance } from 'axios';
import { z } from 'zod/mini';
import { keyValueEntry } from '../../../lib/json-filters';

const statusRow = z.looseObject({ status: z.nullish(z.string()) });
const keyValueRow = z.looseObject({ key: z.string(), value: z.nullish(z.string()) });

/** GET /db/config_statuses: the statuses items have. */
export async function fetchConfigStatuses(api: AxiosInstance, signal?: AbortSignal): Promise<string[]> {
  const rows = await fetchRows(api, from('config_statuses').select('status'), statusRow, { signal });
  return rows.flatMap((row) => (row.status ? [row.status] : []));
}

const KEY_VALUE_QUERIES = {
  config_labels: () => from('config_labels').select('key,value'),
  config_tags: () => from('config_tags').select('key,value'),
};

/** GET /db/config_labels or /db/config_tags: `key=value` entries of the filter. */
export async function fetchKeyValues(api: AxiosInstance, view: 'config_labels' | 'config_tags', signal?: AbortSignal) {
  const rows = await fetchRows(api, KEY_VALUE_QUERIES[view](), keyValueRow, { signal });
  return rows.map((row) => keyValueEntry(row.key, row.value ?? ''));
}

export const configStatusesQueryOptions = (api: AxiosInstance) =>
  queryOptions({ queryKey: queryKeys.configs.key('statuses'), queryFn: ({ signal }) => fetchConfigStatuses(api, signal) });

export const keyValuesQueryOptions = (api: AxiosInstance, view: 'config_labels' | 'config_tags') =>
  queryOptions({ queryKey: queryKeys.configs.key(view), queryFn: ({ signal }) => fetchKeyValues(api, view, signal) });

/** `enabled` false holds the read back (the page asks once its list has arrived). */
export function useConfigStatuses(enabled = true) {
  return useQuery({ ...configStatusesQueryOptions(useApi()), enabled });
}

export function useKeyValues(view: 'config_labels' | 'config_tags', enabled = true) {
  return useQuery({ ...keyValuesQueryOptions(useApi(), view), enabled });
}
