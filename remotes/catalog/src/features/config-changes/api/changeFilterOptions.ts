import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchRows, from, queryKeys } from '@opsdeck/contracts';
import { useApi } from '@opsdeck/shared/services';
import type { AxiosInstance } from 'axios';
import { z } from 'zod/mini';

const changeTypeRow = z.looseObject({ change_type: z.nullish(z.string()) });
const configTypeRow = z.looseObject({ type: z.nullish(z.string()) });

/** GET /db/change_types?change_type=not.eq.: the change types there are (empty ones left out). */
export async function fetchChangeTypes(api: AxiosInstance, signal?: AbortSignal) {
  const rows = await fetchRows(api, from('change_types').select('change_type').neq('change_type', ''), changeTypeRow, { signal });
  return rows.flatMap((row) => (row.change_type ? [row.change_type] : []));
}

/** GET /db/config_types: the item types there are. */
export async function fetchConfigTypes(api: AxiosInstance, signal?: AbortSignal) {
  const rows = await fetchRows(api, from('config_types').select('type'), configTypeRow, { signal });
  return rows.flatMap((row) => (row.type ? [row.type] : []));
}

export const changeTypesQueryOptions = (api: AxiosInstance) =>
  queryOptions({ queryKey: queryKeys.configs.key('change-types'), queryFn: ({ signal }) => fetchChangeTypes(api, signal) });
export const configTypesQueryOptions = (api: AxiosInstance) =>
  queryOptions({ queryKey: queryKeys.configs.key('types'), queryFn: ({ signal }) => fetchConfigTypes(api, signal) });

/** `enabled` false holds the read back (the page asks once its changes have arrived). */
export const useChangeTypes = (enabled = true) => useQuery({ ...changeTypesQueryOptions(useApi()), enabled });
export const useConfigTypes = (enabled = true) => useQuery({ ...configTypesQueryOptions(useApi()), enabled });
