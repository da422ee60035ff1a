import { useQuery } from '@tanstack/react-query';
import { fetchRows, from, propertySchema, queryKeys } from '@opsdeck/contracts';
import { useApi } from '@opsdeck/shared/services';
import type { AxiosInstance } from 'axios';

/** GET /db/properties: every property (feature flags among them) by name. */
export const propertiesQuery = from('properties')
  .select('name,value,created_at,updated_at,created_by(id,name,avatar,email)')
  .isNull('deleted_at')
  .order('name');

export const fetchProperties = (api: AxiosInstance, signal?: AbortSignal) =>
  fetchRows(api, propertiesQuery, propertySchema, signal ? { signal } : {});

export const propertiesQueryOptions = (api: AxiosInstance) => ({
  queryKey: queryKeys.properties.lists(),
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchProperties(api, signal),
});

export function useProperties() {
  const api = useApi();
  return useQuery(propertiesQueryOptions(api));
}
