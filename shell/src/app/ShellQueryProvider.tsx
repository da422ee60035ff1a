import { useContext, type ReactNode } from 'react';
import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { DEFAULT_STALE_TIME_MS } from '@opsdeck/contracts';

/** Retries after the first failure of a query that may succeed on its own (network error or 5xx). */
export const MAX_QUERY_RETRIES = 2;

/**
 * Only failures that may pass are retried: no answer (network) or a server error, at most twice.
 * A 4xx (forbidden, not found, bad request) or an invalid answer would fail again the same way:
 * retrying only keeps the user on a skeleton (a 403 took about 7 s with the library's defaults).
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_QUERY_RETRIES || !isAxiosError(error)) return false;
  const status = error.response?.status;
  return status === undefined || status >= 500;
}

let pageClient: QueryClient | undefined;

/** The one QueryClient of the page, created on first use. */
export function shellQueryClient(): QueryClient {
  pageClient ??= new QueryClient({
    defaultOptions: { queries: { staleTime: DEFAULT_STALE_TIME_MS, refetchOnWindowFocus: false, retry: shouldRetryQuery } },
  });
  return pageClient;
}

/**
 * Provides the page's QueryClient to the screens that query (the console, the hosted provider,
 * health-only mode). It is not in App itself so the sign-in pages do not download TanStack Query.
 * A client already in context (an outer screen, a test) is kept.
 */
export function ShellQueryProvider({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  if (outer) return <>{children}</>;
  return <QueryClientProvider client={shellQueryClient()}>{children}</QueryClientProvider>;
}
