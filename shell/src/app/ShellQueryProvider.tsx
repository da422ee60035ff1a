import { useContext, type ReactNode } from 'react';
import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { CONSOLE_QUERY_DEFAULTS } from '@opsdeck/shared';

let pageClient: QueryClient | undefined;

/** The one QueryClient of the page, created on first use. */
export function shellQueryClient(): QueryClient {
  // The defaults live in the kit: the test harness (@opsdeck/shared/testing) builds its client from them too.
  pageClient ??= new QueryClient({ defaultOptions: CONSOLE_QUERY_DEFAULTS });
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
