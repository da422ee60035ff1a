import { useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { z } from 'zod/mini';
import { describeZodIssue, propertySchema } from '@opsdeck/contracts';
import { takeEarlyJson } from '../app/early-requests';
import type { PropertyRow } from './feature-flags';
import { featureFlagsQuery } from './feature-flags-query';

export const featureFlagsQueryKey = ['db', 'properties', 'flags'] as const;

/**
 * Reads the flags, checked with the contracts schema: a malformed answer is a clear error, not a
 * guess. The answer of the request the console's start sent (console-start.ts) is used when it
 * succeeded.
 */
export async function fetchFeatureFlagProperties(api: AxiosInstance): Promise<PropertyRow[]> {
  const { url, headers } = featureFlagsQuery.toRequest();
  const early = await takeEarlyJson(`${api.defaults.baseURL ?? ''}${url}`);
  const parsed = z.array(propertySchema).safeParse(early ? early.body : (await api.get<unknown>(url, { headers })).data);
  if (!parsed.success) throw new Error(`The feature flags from /db/properties are not valid (${describeZodIssue(parsed.error)})`);
  return parsed.data.map(({ name, value }) => ({ name, value }));
}

export function useFeatureFlagsQuery(api: AxiosInstance, enabled: boolean) {
  return useQuery({ queryKey: featureFlagsQueryKey, queryFn: () => fetchFeatureFlagProperties(api), enabled });
}
