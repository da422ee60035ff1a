import { useQuery } from '@tanstack/react-query';
import { aboutResponseSchema, backendVersionOf, BACKEND_VERSION_FALLBACK, kubeconfigAvailable } from '@opsdeck/contracts';
import { useApi } from '@opsdeck/shared/services';

export const aboutQueryKey = ['about'] as const;

/** GET /about, asked once per session. */
function useAbout() {
  const api = useApi();
  return useQuery({
    queryKey: aboutQueryKey,
    queryFn: async () => aboutResponseSchema.parse((await api.get<unknown>('/about')).data),
    staleTime: Infinity,
    retry: false,
  });
}

/** The backend version from GET /about, or "NA" while unknown, on failure or when absent. */
export function useBackendVersion(): string {
  const about = useAbout();
  return about.data ? backendVersionOf(about.data) : BACKEND_VERSION_FALLBACK;
}

/** False once GET /about says the backend reaches no Kubernetes cluster; true otherwise. */
export function useKubeconfigAvailable(): boolean {
  return kubeconfigAvailable(useAbout().data);
}
