import { liveEventsQueryKeys, SERVER_DATA_KEY, type InvalidatingClient, type LiveEventKind } from '@opsdeck/contracts';

/** How long events are gathered before their queries are invalidated: a burst refetches once. */
export const INVALIDATION_BATCH_MS = 100;

export interface InvalidationBatch {
  add(kind: LiveEventKind): void;
  /** Everything shown may be stale (events were missed). */
  all(): void;
  cancel(): void;
}

/** Turns stream events into TanStack Query invalidations (contracts' LIVE_EVENT_INVALIDATES). */
export function createInvalidationBatch(
  client: InvalidatingClient,
  schedule: (fn: () => void, ms: number) => unknown = (fn, ms) => setTimeout(fn, ms),
  cancel: (handle: unknown) => void = (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
): InvalidationBatch {
  const kinds = new Set<LiveEventKind>();
  let timer: unknown = null;
  const flush = () => {
    timer = null;
    const keys = liveEventsQueryKeys(kinds);
    kinds.clear();
    for (const queryKey of keys) void client.invalidateQueries({ queryKey });
  };
  return {
    add(kind) {
      kinds.add(kind);
      timer ??= schedule(flush, INVALIDATION_BATCH_MS);
    },
    all() {
      kinds.clear();
      if (timer !== null) cancel(timer);
      timer = null;
      void client.invalidateQueries({ queryKey: [SERVER_DATA_KEY] });
    },
    cancel() {
      if (timer !== null) cancel(timer);
      timer = null;
      kinds.clear();
    },
  };
}
