import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchRows, from, queryKeys } from '@opsdeck/contracts';
import { useApi } from '@opsdeck/shared/services';
import type { AxiosInstance } from 'axios';
import { z } from 'zod/mini';
import { keyValueEntry } from '../../../lib/json-filters';

const keyValueRow = z.looseObject({ key: z.string(), value: z.nullish(z.string()) });

/** GET /db/config_tags: `key=value` entries for the tags filter. */
export async function fetchTagOptions(api: AxiosInstance, signal?: AbortSignal) {
  const rows = await fetchRows(api, from('config_tags').select('key,value'), keyValueRow, { signal });
  return rows.map((row) => keyValueEntry(row.key, row.value ?? ''));
}

export const tagOptionsQueryOptions = (api: AxiosInstance) =>
  queryOptions({ queryKey: queryKeys.configs.key('config_tags'), queryFn: ({ signal }) => fetchTagOptions(api, signal) });

export const useTagOptions = (enabled = true) => useQuery({ ...tagOptionsQueryOptions(useApi()), enabled });
