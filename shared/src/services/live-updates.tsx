import { createContext, useContext, type ReactNode } from 'react';

/** Whether the shell's live update stream is up: while it is, server pushes replace polling. */
export interface LiveUpdatesState {
  connected: boolean;
}

const NOT_CONNECTED: LiveUpdatesState = { connected: false };
const LiveUpdatesContext = createContext<LiveUpdatesState>(NOT_CONNECTED);

export function LiveUpdatesProvider({ state, children }: { state: LiveUpdatesState; children: ReactNode }) {
  return <LiveUpdatesContext.Provider value={state}>{children}</LiveUpdatesContext.Provider>;
}

/** The stream's state; without the shell's provider (health-only, tests) it is never up. */
export const useLiveUpdates = (): LiveUpdatesState => useContext(LiveUpdatesContext);

/**
 * A query's `refetchInterval` for a page that polls: off while the live stream is up (its events
 * invalidate the query), the page's own refresh rate when it is not (no stream on the backend, or
 * the connection dropped). `false` or 0 keep polling off either way.
 */
export function usePollingInterval(refreshMs: number | false): number | false {
  const { connected } = useLiveUpdates();
  if (refreshMs === false || refreshMs <= 0) return false;
  return connected ? false : refreshMs;
}
