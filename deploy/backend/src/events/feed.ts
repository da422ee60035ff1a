/**
 * The process's reader of opsdeck_events.events (migration 0985): one per backend process, shared
 * by all its streams. It LISTENs on `opsdeck_events` (triggers NOTIFY on every recorded change,
 * from any process on the database) and reads the rows it has not seen, in (tx, id) order, taking
 * only rows whose transaction is older than every transaction still running: a row committed late
 * with a smaller id is then never skipped. Rows held back that way are read again shortly after.
 */
import { LIVE_EVENT_KINDS, type LiveEvent, type LiveEventKind } from '@opsdeck/contracts';
import type { Database, Queryable } from '../db/types';

/** A position in the feed: the writing transaction and the row id. */
export interface FeedPosition {
  tx: bigint;
  id: bigint;
}

export interface FeedEvent extends LiveEvent {
  position: FeedPosition;
}

export interface EventFeedOptions {
  /** Rows read per query (default 500). */
  batch?: number;
  /** Re-read period while nothing wakes the feed: lost notifications, no LISTEN (default 5 s). */
  fallbackPollMs?: number;
  log?: (line: string) => void;
}

interface EventRow {
  id: string;
  tx: string;
  kind: string;
  op: string;
  relation: string;
  row_id: string | null;
  scope: Record<string, unknown> | null;
  created_at: string;
  xmin?: string;
}

export const EVENTS_CHANNEL = 'opsdeck_events';
export const ACCESS_CHANNEL = 'opsdeck_events_access';
const START: FeedPosition = { tx: 0n, id: 0n };
const KINDS = new Set<string>(LIVE_EVENT_KINDS);
const COLUMNS = 'e.id::text AS id, e.tx::text AS tx, e.kind, e.op, e.relation, e.row_id, e.scope, e.created_at';

export const isAfter = (a: FeedPosition, b: FeedPosition): boolean => a.tx > b.tx || (a.tx === b.tx && a.id > b.id);

function toEvent(row: EventRow): FeedEvent | null {
  if (!KINDS.has(row.kind)) return null;
  const scope: Record<string, string> = {};
  for (const [key, value] of Object.entries(row.scope ?? {}))
    if (value !== null && value !== undefined) scope[key] = String(value);
  return {
    id: row.id,
    kind: row.kind as LiveEventKind,
    op: row.op as LiveEvent['op'],
    table: row.relation,
    rowId: row.row_id,
    scope,
    at: row.created_at,
    position: { tx: BigInt(row.tx), id: BigInt(row.id) },
  };
}

/** The newest position no transaction still running can come before. */
export async function currentPosition(db: Queryable): Promise<FeedPosition> {
  const { rows } = await db.query<{ tx: string; id: string }>(
    `SELECT e.tx::text AS tx, e.id::text AS id FROM opsdeck_events.events e
      WHERE e.tx < pg_snapshot_xmin(pg_current_snapshot()) ORDER BY e.tx DESC, e.id DESC LIMIT 1`,
  );
  const row = rows[0];
  return row ? { tx: BigInt(row.tx), id: BigInt(row.id) } : START;
}

/** The position of a kept event, or null when it was pruned (or never existed). */
export async function positionOf(db: Queryable, id: bigint): Promise<FeedPosition | null> {
  const { rows } = await db.query<{ tx: string }>('SELECT tx::text AS tx FROM opsdeck_events.events WHERE id = $1::bigint', [
    id.toString(),
  ]);
  return rows[0] ? { tx: BigInt(rows[0].tx), id } : null;
}

/** The events after `from` up to `to` (a resume), at most `limit`; null when there are more. */
export async function eventsBetween(
  db: Queryable,
  from: FeedPosition,
  to: FeedPosition,
  limit: number,
): Promise<FeedEvent[] | null> {
  const { rows } = await db.query<EventRow>(
    `SELECT ${COLUMNS} FROM opsdeck_events.events e
      WHERE (e.tx, e.id) > ($1::text::xid8, $2::bigint) AND (e.tx, e.id) <= ($3::text::xid8, $4::bigint)
      ORDER BY e.tx, e.id LIMIT $5`,
    [from.tx.toString(), from.id.toString(), to.tx.toString(), to.id.toString(), limit + 1],
  );
  if (rows.length > limit) return null;
  return rows.flatMap((row) => toEvent(row) ?? []);
}

type Subscriber = (events: FeedEvent[]) => void;

export class EventFeed {
  private readonly subscribers = new Set<Subscriber>();
  private position: FeedPosition = START;
  private started: Promise<void> | null = null;
  private stopListening: (() => Promise<void>) | null = null;
  private reading: Promise<void> | null = null;
  private resetting: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private fallback: NodeJS.Timeout | undefined;
  private retry: NodeJS.Timeout | undefined;
  private retryMs = 0;

  constructor(
    private readonly db: Database,
    private readonly options: EventFeedOptions = {},
  ) {}

  /** Where the feed stands: every event up to here was handed to the subscribers of the time. */
  get current(): FeedPosition {
    return this.position;
  }

  /**
   * Adds a subscriber once the feed is running; resolves with the position from which it receives
   * events. The first subscriber after an idle spell starts from the database's current position
   * (nobody needed what came before; resumes replay it from the table).
   */
  async subscribe(subscriber: Subscriber): Promise<{ position: FeedPosition; unsubscribe: () => void }> {
    await this.start();
    if (this.subscribers.size === 0) {
      this.resetting ??= (async () => {
        await this.reading;
        this.position = await currentPosition(this.db);
      })().finally(() => {
        this.resetting = null;
      });
    }
    await this.resetting;
    this.subscribers.add(subscriber);
    this.wake();
    return { position: this.position, unsubscribe: () => this.subscribers.delete(subscriber) };
  }

  private start(): Promise<void> {
    this.started ??= (async () => {
      const listen = this.db.listen?.bind(this.db);
      if (listen)
        this.stopListening = await listen(
          EVENTS_CHANNEL,
          () => this.wake(),
          () => this.wake(),
        );
      const period = this.options.fallbackPollMs ?? (listen ? 5_000 : 1_000);
      this.fallback = setInterval(() => this.wake(), period);
      this.fallback.unref();
    })();
    return this.started;
  }

  /** Reads what is new (one read at a time; a wake during a read reads again after it). */
  wake(): void {
    if (this.stopped || this.subscribers.size === 0) return;
    if (this.reading) {
      this.again = true;
      return;
    }
    this.reading = this.readNew()
      .catch((error: unknown) =>
        this.options.log?.(`[events] reading events failed: ${error instanceof Error ? error.message : String(error)}`),
      )
      .finally(() => {
        this.reading = null;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  private async readNew(): Promise<void> {
    const batch = this.options.batch ?? 500;
    for (;;) {
      const { rows } = await this.db.query<EventRow>(
        `SELECT ${COLUMNS}, pg_snapshot_xmin(pg_current_snapshot())::text AS xmin FROM opsdeck_events.events e
          WHERE (e.tx, e.id) > ($1::text::xid8, $2::bigint) ORDER BY e.tx, e.id LIMIT $3`,
        [this.position.tx.toString(), this.position.id.toString(), batch],
      );
      if (rows.length === 0) return;
      const xmin = BigInt(rows[0]!.xmin!);
      const ready = rows.filter((row) => BigInt(row.tx) < xmin);
      const last = ready[ready.length - 1];
      if (last) {
        this.position = { tx: BigInt(last.tx), id: BigInt(last.id) };
        const events = ready.flatMap((row) => toEvent(row) ?? []);
        if (events.length) for (const subscriber of [...this.subscribers]) subscriber(events);
      }
      if (ready.length < rows.length) {
        // Committed by a transaction younger than one still running: wait for that one to end.
        this.retryLater();
        return;
      }
      this.retryMs = 0;
      if (rows.length < batch) return;
    }
  }

  private retryLater(): void {
    if (this.retry || this.stopped) return;
    this.retryMs = Math.min(1_000, Math.max(50, this.retryMs * 2));
    this.retry = setTimeout(() => {
      this.retry = undefined;
      this.wake();
    }, this.retryMs);
    this.retry.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.fallback);
    clearTimeout(this.retry);
    this.subscribers.clear();
    await this.reading;
    await this.stopListening?.();
  }
}
