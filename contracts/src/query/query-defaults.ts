// The QueryClient defaults of the console: the shell's one client and the test harness build theirs
// from these, so tests see the retries and stale times pages get.
import { isAxiosError } from 'axios';
import { DEFAULT_STALE_TIME_MS } from '../constants/shell';
import { defaultIsOnline } from '../http/failures';

/** Retries after the first failure of a query that may succeed on its own (network error or 5xx). */
export const MAX_QUERY_RETRIES = 2;

/**
 * Only failures that may pass are retried: no answer (network) or a server error, at most twice.
 * A 4xx (forbidden, not found, bad request) or an invalid answer would fail again the same way:
 * retrying only keeps the user on a skeleton (a 403 took about 7 s with the library's defaults).
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_QUERY_RETRIES || !isAxiosError(error)) return false;
  // Offline, a retry fails the same way: the user gets the offline text at once, not after the retries.
  if (!defaultIsOnline()) return false;
  const status = error.response?.status;
  return status === undefined || status >= 500;
}

/**
 * `defaultOptions` of the console's QueryClient. Requests are sent even when the browser says it is
 * offline (networkMode always): the library would otherwise pause them until it is back online, so
 * a refresh would spin forever and no failure (and no "No internet connection" toast) would show.
 */
export const QUERY_CLIENT_DEFAULTS = {
  queries: { staleTime: DEFAULT_STALE_TIME_MS, refetchOnWindowFocus: false, retry: shouldRetryQuery, networkMode: 'always' },
  mutations: { networkMode: 'always' },
} as const;
