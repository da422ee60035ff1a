// Test helpers for every package: render inside the same providers the shell gives its routes.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router-dom';
import { UiProvider } from '../provider/UiProvider';
import { CONSOLE_QUERY_DEFAULTS } from '../toast/query-defaults';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  /** Initial URL (path + query), default "/". */
  route?: string;
  /** Route pattern for `ui` (e.g. "/catalog/:id") so params resolve; default: rendered at any path. */
  path?: string;
  /** Defaults to a fresh client with retries off. */
  queryClient?: QueryClient;
}

export interface RenderWithProvidersResult extends RenderResult {
  queryClient: QueryClient;
  /** The router's current location (updates as the component navigates). */
  location: () => Location;
}

/**
 * A QueryClient for tests with the console's defaults (stale time, retries of network and server
 * errors, the toast of a failed write: CONSOLE_QUERY_DEFAULTS, as the shell's client), retried without waiting and with no
 * garbage-collection timers left behind.
 */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      ...CONSOLE_QUERY_DEFAULTS,
      queries: { ...CONSOLE_QUERY_DEFAULTS.queries, retryDelay: 0, gcTime: Infinity },
      mutations: { ...CONSOLE_QUERY_DEFAULTS.mutations, retry: false },
    },
  });
}

function LocationProbe({ onChange }: { onChange: (l: Location) => void }) {
  onChange(useLocation());
  return null;
}

export function renderWithProviders(ui: ReactElement, options: RenderWithProvidersOptions = {}): RenderWithProvidersResult {
  const { route = '/', path, queryClient = createTestQueryClient(), ...rest } = options;
  let current: Location | undefined;
  const track = (l: Location) => {
    current = l;
  };
  function Providers({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <UiProvider>
          <MemoryRouter initialEntries={[route]}>
            {children}
            <LocationProbe onChange={track} />
          </MemoryRouter>
        </UiProvider>
      </QueryClientProvider>
    );
  }
  const routed = (el: ReactElement): ReactElement =>
    path ? (
      <Routes>
        <Route path={path} element={el} />
        <Route path="*" element={null} />
      </Routes>
    ) : (
      el
    );
  const result = render(routed(ui), { ...rest, wrapper: Providers });
  return {
    ...result,
    rerender: (next: ReactNode) => result.rerender(routed(next as ReactElement)),
    queryClient,
    location: () => {
      if (!current) throw new Error('router location not yet known');
      return current;
    },
  };
}
