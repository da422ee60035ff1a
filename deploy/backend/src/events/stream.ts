/**
 * One reader's Server-Sent Events stream: events filtered for the reader, heartbeats, and a
 * bounded queue. While the socket does not take more (a slow reader), events wait in the queue;
 * past `maxQueued` they are dropped and the reader is told to refetch everything (`resync`, with
 * the id of the last dropped event so a reconnect resumes after it).
 */
import { LIVE_RESYNC_REASONS, LIVE_STREAM_EVENTS, type LiveEvent } from '@opsdeck/contracts';

/** What the stream needs of the response (a ServerResponse in production). */
export interface StreamSink {
  write(chunk: string): boolean;
  once(event: 'drain', listener: () => void): unknown;
}

export interface LiveStreamOptions {
  /** Events kept while the reader does not keep up (default 1000). */
  maxQueued?: number;
}

/** One SSE message; `data` is JSON on one line. */
export function sseMessage(event: string, data: unknown, id?: string): string {
  return `${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** Each event is serialised once, whatever the number of streams it goes to. */
const wireCache = new WeakMap<LiveEvent, string>();
function wireOf(event: LiveEvent): string {
  let wire = wireCache.get(event);
  if (wire === undefined) {
    wire = sseMessage(LIVE_STREAM_EVENTS.change, publicEvent(event), event.id);
    wireCache.set(event, wire);
  }
  return wire;
}

const publicEvent = (event: LiveEvent): LiveEvent => ({
  id: event.id,
  kind: event.kind,
  op: event.op,
  table: event.table,
  rowId: event.rowId,
  scope: event.scope,
  at: event.at,
});

export class LiveStream {
  private readonly queue: string[] = [];
  /** Events waiting in the queue. */
  private queued = 0;
  private blocked = false;
  private droppedUpTo: string | null = null;
  private closed = false;
  /** Events dropped for this reader since it connected. */
  dropped = 0;

  constructor(
    private readonly sink: StreamSink,
    private accepts: (event: LiveEvent) => boolean,
    private readonly options: LiveStreamOptions = {},
  ) {}

  /** The reader's access changed: later events are filtered with the new rules. */
  setFilter(accepts: (event: LiveEvent) => boolean): void {
    this.accepts = accepts;
  }

  /** Sends the events the reader may receive, in order. */
  push(events: readonly LiveEvent[]): void {
    // One write per batch: a burst costs a few socket writes, not one per event.
    let chunk = '';
    let last: string | null = null;
    let count = 0;
    for (const event of events) {
      if (!this.accepts(event)) continue;
      chunk += wireOf(event);
      last = event.id;
      count += 1;
    }
    if (count > 0) this.enqueue(chunk, last, count);
  }

  send(event: string, data: unknown, id?: string): void {
    this.enqueue(sseMessage(event, data, id), id ?? null);
  }

  /** A comment line: keeps intermediaries from timing out without waking the reader. */
  comment(text: string): void {
    this.enqueue(`: ${text}\n\n`, null);
  }

  close(): void {
    this.closed = true;
    this.queue.length = 0;
    this.queued = 0;
  }

  private enqueue(chunk: string, id: string | null, count = 1): void {
    if (this.closed) return;
    if (!this.blocked) {
      this.write(chunk);
      return;
    }
    if (this.droppedUpTo !== null || this.queued + count > (this.options.maxQueued ?? 1000)) {
      // Bounded memory: drop what waits and ask for a full refetch once the reader catches up.
      this.dropped += this.queued + count;
      this.queue.length = 0;
      this.queued = 0;
      if (id !== null) this.droppedUpTo = id;
      else this.droppedUpTo ??= '';
      return;
    }
    this.queue.push(chunk);
    this.queued += count;
  }

  private write(chunk: string): void {
    if (this.sink.write(chunk)) return;
    this.blocked = true;
    this.sink.once('drain', () => this.flush());
  }

  private flush(): void {
    if (this.closed) return;
    this.blocked = false;
    if (this.droppedUpTo !== null) {
      const id = this.droppedUpTo || undefined;
      this.droppedUpTo = null;
      this.write(sseMessage(LIVE_STREAM_EVENTS.resync, { reason: LIVE_RESYNC_REASONS.slowReader }, id));
    }
    if (this.queue.length > 0) {
      const chunk = this.queue.join('');
      this.queue.length = 0;
      this.queued = 0;
      this.write(chunk);
    }
  }
}
