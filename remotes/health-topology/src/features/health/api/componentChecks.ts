import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchComponentCheckIds, queryKeys } from '@opsdeck/contracts';
import { useApi } from '@opsdeck/shared/services';
import type { AxiosInstance } from 'axios';

/** GET /db/checks_by_component: the list narrowed to one component's checks. */
export const componentChecksQueryOptions = (api: AxiosInstance, componentId: string) =>
  queryOptions({
    queryKey: queryKeys.checks.key('component', componentId),
    queryFn: ({ signal }) => fetchComponentCheckIds(api, componentId, signal),
  });

/** Only asked for when the list is narrowed (`component` in the URL). */
export function useComponentChecks(componentId: string | undefined) {
  const api = useApi();
  return useQuery({ ...componentChecksQueryOptions(api, componentId ?? ''), enabled: Boolean(componentId) });
}
