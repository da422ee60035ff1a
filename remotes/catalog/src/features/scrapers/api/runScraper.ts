import {
  API_SUB_BASES,
  invalidateResource,
  runScraperResponseSchema,
  SCRAPER_MESSAGES,
  type RunScraperResponse,
} from '@opsdeck/contracts';
import { notify } from '@opsdeck/shared';
import { useApi } from '@opsdeck/shared/services';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';

/** POST /config/run/{scraperId}: runs the scraper now and answers its job when it ends. */
export async function runScraper(api: AxiosInstance, scraperId: string): Promise<RunScraperResponse> {
  const response = await api.post<unknown>(`${API_SUB_BASES.config}/run/${encodeURIComponent(scraperId)}`, {});
  return runScraperResponseSchema.parse(response.data ?? {});
}

/** Run now: toasts the outcome (with the first error of a failed run) and refreshes the scraper, its jobs and the catalog. */
export function useRunScraper(scraperId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => runScraper(api, scraperId),
    onSuccess: (result) => {
      const payload = result.payload;
      const errors = payload?.errors ?? [];
      if (payload?.status === 'FAILED') notify.error(`${SCRAPER_MESSAGES.runFailed}: ${errors[0] ?? ''}`);
      else notify.success(SCRAPER_MESSAGES.runFinished(payload?.success_count ?? 0, payload?.error_count ?? 0));
    },
    onError: (error) => notify.apiError(error),
    onSettled: () => invalidateResource(queryClient, 'config_scrapers'),
  });
}
