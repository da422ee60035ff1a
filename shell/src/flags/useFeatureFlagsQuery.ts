import { useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { z } from 'zod/mini';
import { describeZodIssue, from, propertySchema } from '@opsdeck/contracts';
import type { PropertyRow } from './feature-flags';

export const featureFlagsQueryKey = ['db', 'properties', 'flags'] as const;

/** The `<feature>.disable` properties. */
export const featureFlagsQuery = from('properties').select('name,value').like('name', '*.disable');

/** Reads the flags, checked with the contracts schema: a malformed answer is a clear error, not a guess. */
export async function fetchFeatureFlagProperties(api: AxiosInstance): Promise<PropertyRow[]> {
  const { url, headers } = featureFlagsQuery.toRequest();
  const response = await api.get<unknown>(url, { headers });
  const parsed = z.array(propertySchema).safeParse(response.data);
  if (!parsed.success) throw new Error(`The feature flags from /db/properties are not valid (${describeZodIssue(parsed.error)})`);
  return parsed.data.map(({ name, value }) => ({ name, value }));
}

export function useFeatureFlagsQuery(api: AxiosInstance, enabled: boolean) {
  return useQuery({ queryKey: featureFlagsQueryKey, queryFn: () => fetchFeatureFlagProperties(api), enabled });
}
