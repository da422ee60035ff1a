import { useQuery } from '@tanstack/react-query';
import { aboutResponseSchema, backendVersionOf, BACKEND_VERSION_FALLBACK } from '@opsdeck/contracts';
import { useApi } from '@opsdeck/shared/services';

export const aboutQueryKey = ['about'] as const;

/** The backend version from GET /about, or "NA" while unknown, on failure or when absent. */
export function useBackendVersion(): string {
  const api = useApi();
  const about = useQuery({
    queryKey: aboutQueryKey,
    queryFn: async () => aboutResponseSchema.parse((await api.get<unknown>('/about')).data),
    staleTime: Infinity,
    retry: false,
  });
  return about.data ? backendVersionOf(about.data) : BACKEND_VERSION_FALLBACK;
}
