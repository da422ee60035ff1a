import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { AxiosInstance } from 'axios';
import { useQueryClient } from '@tanstack/react-query';
import { LIVE_EVENTS_PATH } from '@opsdeck/contracts';
import { LiveUpdatesProvider } from '@opsdeck/shared/services';
import { connectEventStream, type EventStreamEnvironment } from './event-stream';
import { createInvalidationBatch } from './invalidations';

export interface LiveUpdatesProps {
  api: AxiosInstance;
  /** Off with the hosted provider: EventSource cannot send its bearer token. */
  enabled: boolean;
  /** Replaces the browser's EventSource and fetch (tests). */
  environment?: EventStreamEnvironment;
  children: ReactNode;
}

/** The stream's address: the API base (`/api`) plus the events path. */
export const liveEventsUrl = (api: AxiosInstance): string =>
  `${(api.defaults.baseURL ?? '/api').replace(/\/+$/, '')}${LIVE_EVENTS_PATH}`;

/**
 * Holds the console's one live update stream while someone is signed in: its events invalidate
 * the queries that show what changed, and pages read whether it is up (usePollingInterval) to
 * stop polling while it is.
 */
export function LiveUpdates({ api, enabled, environment, children }: LiveUpdatesProps) {
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState(false);
  useEffect(() => {
    if (!enabled || (!environment && typeof EventSource === 'undefined')) return undefined;
    const batch = createInvalidationBatch(queryClient);
    const close = connectEventStream(
      liveEventsUrl(api),
      { onStatus: setConnected, onChange: (event) => batch.add(event.kind), onResync: () => batch.all() },
      environment,
    );
    return () => {
      close();
      batch.cancel();
    };
  }, [api, enabled, environment, queryClient]);
  const state = useMemo(() => ({ connected }), [connected]);
  return <LiveUpdatesProvider state={state}>{children}</LiveUpdatesProvider>;
}
