import { useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import type { PropertyRow } from './feature-flags';

export const featureFlagsQueryKey = ['db', 'properties', 'flags'] as const;

export function fetchFeatureFlagProperties(api: AxiosInstance): Promise<PropertyRow[]> {
  return api
    .get<PropertyRow[]>('/db/properties', { params: { select: 'name,value', name: 'like.*.disable' } })
    .then((response) => (Array.isArray(response.data) ? response.data : []));
}

export function useFeatureFlagsQuery(api: AxiosInstance, enabled: boolean) {
  return useQuery({ queryKey: featureFlagsQueryKey, queryFn: () => fetchFeatureFlagProperties(api), enabled });
}
