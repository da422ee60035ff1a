/**
 * The shell's one connection to the backend's live update stream (contracts/src/live-updates):
 * an EventSource that reports whether the stream is up and hands over each change. EventSource
 * reconnects by itself (sending Last-Event-ID) after a dropped connection. When it gives up (the
 * answer was not a stream), one probe tells why: 404 means the backend has no stream (Mission
 * Control): stop, quietly, and let pages poll; 401 or 403 means the session is gone: stop; anything
 * else: try again later, resuming from the last event received.
 */
import {
  LIVE_RETRY_MS,
  LIVE_STALE_AFTER_MS,
  LIVE_STREAM_EVENTS,
  liveEventSchema,
  liveReadySchema,
  type LiveEvent,
} from '@opsdeck/contracts';

export interface EventStreamHandlers {
  /** The stream is up (true) or down (false). */
  onStatus(connected: boolean): void;
  onChange(event: LiveEvent): void;
  /** Events may have been missed: refetch everything shown. */
  onResync(): void;
}

/** What the stream needs of the browser's EventSource and fetch (replaced in tests). */
export interface EventStreamEnvironment {
  createEventSource(url: string): EventSourceLike;
  probe(url: string): Promise<number>;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface EventSourceLike {
  readonly readyState: number;
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  onerror: ((event: Event) => void) | null;
  close(): void;
}

const CLOSED = 2;
/** Waits before opening the stream again after it gave up, doubled each time up to the maximum. */
const MAX_BACKOFF_MS = 60_000;

function browserEnvironment(): EventStreamEnvironment {
  return {
    createEventSource: (url) => new EventSource(url, { withCredentials: true }),
    // The status is all that is wanted: stop reading the moment the headers arrive.
    probe: async (url) => {
      const controller = new AbortController();
      const res = await fetch(url, {
        credentials: 'include',
        headers: { Accept: 'text/event-stream' },
        signal: controller.signal,
      });
      controller.abort();
      return res.status;
    },
    setTimeout: (fn, ms) => window.setTimeout(fn, ms),
    clearTimeout: (handle) => window.clearTimeout(handle as number),
  };
}

function parse<T>(
  schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } },
  text: string,
): T | null {
  try {
    const result = schema.safeParse(JSON.parse(text));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

/** Opens the stream at `url`; returns the function that closes it for good. */
export function connectEventStream(
  url: string,
  handlers: EventStreamHandlers,
  environment: EventStreamEnvironment = browserEnvironment(),
): () => void {
  let source: EventSourceLike | null = null;
  let lastEventId: string | null = null;
  let connected = false;
  let stopped = false;
  let everConnected = false;
  let backoffMs = LIVE_RETRY_MS;
  let staleTimer: unknown = null;
  let retryTimer: unknown = null;

  const setConnected = (value: boolean) => {
    if (connected === value) return;
    connected = value;
    handlers.onStatus(value);
  };
  // Nothing for too long (not even a heartbeat): the connection is dead without saying so.
  const alive = () => {
    environment.clearTimeout(staleTimer);
    staleTimer = environment.setTimeout(() => {
      setConnected(false);
      reopen();
    }, LIVE_STALE_AFTER_MS);
  };
  const remember = (event: MessageEvent<string>) => {
    if (event.lastEventId) lastEventId = event.lastEventId;
    alive();
  };

  function open(): void {
    const target = lastEventId ? `${url}?lastEventId=${encodeURIComponent(lastEventId)}` : url;
    const next = environment.createEventSource(target);
    source = next;
    next.addEventListener(LIVE_STREAM_EVENTS.ready, (event) => {
      remember(event);
      const ready = parse(liveReadySchema, event.data);
      backoffMs = LIVE_RETRY_MS;
      // Reconnected without resuming: what changed meanwhile is unknown.
      if (everConnected && !ready?.resumed) handlers.onResync();
      everConnected = true;
      setConnected(true);
    });
    next.addEventListener(LIVE_STREAM_EVENTS.change, (event) => {
      remember(event);
      const change = parse(liveEventSchema, event.data);
      if (change) handlers.onChange(change);
    });
    next.addEventListener(LIVE_STREAM_EVENTS.heartbeat, remember);
    next.addEventListener(LIVE_STREAM_EVENTS.resync, (event) => {
      remember(event);
      handlers.onResync();
    });
    next.onerror = () => {
      if (source !== next) return;
      setConnected(false);
      // CONNECTING: EventSource retries by itself. CLOSED: it gave up; find out why.
      if (next.readyState === CLOSED) void giveUpOrRetry();
    };
  }

  function reopen(): void {
    source?.close();
    source = null;
    if (!stopped) open();
  }

  async function giveUpOrRetry(): Promise<void> {
    source?.close();
    source = null;
    environment.clearTimeout(staleTimer);
    const status = await environment.probe(url).catch(() => 0);
    if (stopped || status === 404 || status === 401 || status === 403) return;
    retryTimer = environment.setTimeout(() => {
      if (!stopped) open();
    }, backoffMs);
    backoffMs = Math.min(MAX_BACKOFF_MS, backoffMs * 2);
  }

  open();
  return () => {
    stopped = true;
    environment.clearTimeout(staleTimer);
    environment.clearTimeout(retryTimer);
    source?.close();
    source = null;
    setConnected(false);
  };
}
