/**
 * Notification delivery, in two steps through event_queue (duty's outbox), so several backend
 * processes on one database deliver each event once:
 *
 * 1. Events (check.failed, config.unhealthy, incident.created, playbook.failed, ...: pushed by
 *    the triggers of migrations 0014 and 0780) are claimed in a batch with FOR UPDATE SKIP LOCKED.
 *    Each is matched against the rules; a match that an active silence covers is recorded as
 *    `silenced`, one inside the rule's repeat interval for that recipient as `repeat-interval`,
 *    and any other becomes a `notification.send` row per recipient with the rendered message.
 *    The event row is deleted in the same transaction.
 * 2. `notification.send` rows are claimed with an UPDATE that takes a lease (last_attempt +
 *    delay), delivered outside any transaction, and then deleted (sent) or given a backoff
 *    (failed; retried until NOTIFICATION_DELIVERY.maxAttempts). Every attempt is a
 *    notification_send_history row. A process that dies mid-delivery leaves its lease to run out,
 *    and another process takes the row over.
 *
 * Each batch that did work is one job_history row (NotificationEvents, NotificationSend).
 */
import { NOTIFICATION_DELIVERY, NOTIFICATION_EVENTS, NOTIFICATION_SEND_STATUSES as STATUS } from '@opsdeck/contracts';
import { z } from 'zod';
import type { Database, Queryable } from '../db/types';
import { runJob } from '../jobs/job-history';
import { deliver, resolveConnection, UndeliverableError, type MailSender, type Recipient } from './channels';
import { loadEventContext, type EventContext, type QueuedEvent } from './event-context';
import { parseDuration, recipientKey, recipientsOf, ruleMatches, rulesForEvent, type RuleRow } from './rules';
import { findSilence, type SilenceRow } from './silence-match';
import { renderMessage, type RenderedMessage } from './template';

export interface DispatcherOptions {
  db: Database;
  mail?: MailSender;
  log?: (line: string) => void;
  /** The console's public URL, for links in messages ('' keeps them relative). */
  publicUrl?: string;
  pollMs?: number;
  batchSize?: number;
  concurrency?: number;
  leaseMs?: number;
  retryBaseMs?: number;
  retryMaxMs?: number;
  fetch?: typeof fetch;
}

const SEND = 'notification.send';
const EVENT_NAMES = [...NOTIFICATION_EVENTS];

const PENDING_EVENTS_SQL = `SELECT EXISTS (SELECT 1 FROM event_queue WHERE name = ANY($1::text[]) AND attempts < $2) AS pending`;
const CLAIM_EVENTS_SQL = `
SELECT id::text, name, event_id::text, properties, created_at FROM event_queue
WHERE name = ANY($1::text[]) AND attempts < $2
ORDER BY priority, created_at LIMIT $3 FOR UPDATE SKIP LOCKED`;
const ACTIVE_SILENCES_SQL = `
SELECT id::text, name, filter, selectors, recursive, "from", until, check_id::text, canary_id::text,
       config_id::text, component_id::text
FROM notification_silences
WHERE deleted_at IS NULL AND ("from" IS NULL OR "from" <= now()) AND (until IS NULL OR until > now())`;
const CLAIM_SENDS_SQL = `
UPDATE event_queue q SET attempts = q.attempts + 1, last_attempt = now(), delay = $3
WHERE q.id IN (
  SELECT id FROM event_queue
  WHERE name = '${SEND}' AND attempts < $1
    AND (last_attempt IS NULL OR last_attempt + make_interval(secs => COALESCE(delay, 0) / 1000.0) <= now())
  ORDER BY priority, created_at LIMIT $2 FOR UPDATE SKIP LOCKED)
RETURNING q.id::text, q.properties, q.attempts`;
const RECENTLY_SENT_SQL = `
SELECT 1 FROM notification_send_history
WHERE notification_id = $1::uuid AND resource_id = $2::uuid AND status = '${STATUS.sent}'
  AND payload->>'recipient_key' = $3 AND created_at > now() - make_interval(secs => $4 / 1000.0)
LIMIT 1`;
const INSERT_HISTORY_SQL = `
INSERT INTO notification_send_history
  (notification_id, status, body, body_payload, payload, source_event, resource_id, resource_health,
   resource_status, resource_health_description, person_id, team_id, connection_id, silenced_by, error,
   retries, duration_millis, first_observed)
VALUES ($1::uuid, $2, $3, $4::jsonb, $5::jsonb, $6, $7::uuid, $8, $9, $10, $11::uuid, $12::uuid, $13::uuid, $14::uuid,
        $15, $16, $17, COALESCE($18::timestamptz, now()))`;

/** What a notification.send row carries from step 1 to step 2. */
export interface SendProperties {
  notification_id: string;
  resource_id: string;
  source_event: string;
  event_created_at: string;
  recipient: Recipient;
  recipient_key: string;
  connection_id: string | null;
  title: string;
  message: string;
  resource_health: string | null;
  resource_status: string | null;
  resource_health_description: string | null;
}

interface HistoryRow {
  status: string;
  error?: string | null;
  retries?: number;
  durationMs?: number | null;
  silencedBy?: string | null;
}

async function recordHistory(db: Queryable, send: SendProperties, row: HistoryRow): Promise<void> {
  const recipient = send.recipient;
  await db.query(INSERT_HISTORY_SQL, [
    send.notification_id,
    row.status,
    send.message,
    JSON.stringify({ title: send.title, message: send.message }),
    JSON.stringify({ recipient_key: send.recipient_key, recipient }),
    send.source_event,
    send.resource_id,
    send.resource_health,
    send.resource_status,
    send.resource_health_description,
    recipient.kind === 'person' ? recipient.person_id : null,
    recipient.kind === 'team' ? recipient.team_id : null,
    send.connection_id,
    row.silencedBy ?? null,
    row.error ?? null,
    row.retries ?? 0,
    row.durationMs ?? null,
    send.event_created_at,
  ]);
}

/** The shape step 1 queues; rows queued otherwise (by another writer) are refused, not guessed at. */
const sendPropertiesSchema = z.object({
  notification_id: z.string(),
  resource_id: z.string(),
  source_event: z.string(),
  recipient: z.object({ kind: z.enum(['person', 'team', 'service']) }).passthrough(),
  recipient_key: z.string(),
  title: z.string(),
  message: z.string(),
});

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export class NotificationDispatcher {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = true;
  private readonly options: Required<Omit<DispatcherOptions, 'mail' | 'fetch'>> & Pick<DispatcherOptions, 'mail' | 'fetch'>;

  constructor(options: DispatcherOptions) {
    this.options = {
      log: () => {},
      publicUrl: '',
      pollMs: 500,
      batchSize: 100,
      concurrency: 8,
      leaseMs: 60_000,
      retryBaseMs: NOTIFICATION_DELIVERY.firstRetryDelayMs,
      retryMaxMs: NOTIFICATION_DELIVERY.maxRetryDelayMs,
      ...options,
    };
  }

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  private schedule(delay: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.tick().finally(() => {
        this.running = null;
      });
    }, delay);
  }

  private async tick(): Promise<void> {
    let busy = false;
    try {
      busy = (await this.processEvents()) === this.options.batchSize;
      busy = (await this.processSends()) === this.options.batchSize || busy;
    } catch (error) {
      this.options.log(`[notifications] dispatch failed: ${errorText(error)}`);
    }
    this.schedule(busy ? 0 : this.options.pollMs);
  }

  /** Runs both steps until nothing is due (tests, benchmarks). Retries waiting on a backoff are left. */
  async drain(): Promise<void> {
    for (;;) {
      const events = await this.processEvents();
      const sends = await this.processSends();
      if (events === 0 && sends === 0) return;
    }
  }

  /** Step 1: one batch of events turned into sends or history rows; the number of events claimed. */
  async processEvents(): Promise<number> {
    const { db, batchSize } = this.options;
    const pending = await db.query<{ pending: boolean }>(PENDING_EVENTS_SQL, [EVENT_NAMES, NOTIFICATION_DELIVERY.maxAttempts]);
    if (!pending.rows[0]?.pending) return 0;
    let claimed = 0;
    await runJob(db, { name: 'NotificationEvents', resourceType: 'notification' }, async () => {
      const outcome = { successCount: 0, errorCount: 0, errors: [] as string[] };
      await db.transaction(async (tx) => {
        const { rows } = await tx.query<QueuedEvent>(CLAIM_EVENTS_SQL, [
          EVENT_NAMES,
          NOTIFICATION_DELIVERY.maxAttempts,
          batchSize,
        ]);
        claimed = rows.length;
        const silences = rows.length ? (await tx.query<SilenceRow>(ACTIVE_SILENCES_SQL)).rows : [];
        for (const event of rows) {
          await tx.query('SAVEPOINT notification_event');
          try {
            await this.handleEvent(tx, event, silences);
            await tx.query('DELETE FROM event_queue WHERE id = $1::uuid', [event.id]);
            await tx.query('RELEASE SAVEPOINT notification_event');
            outcome.successCount += 1;
          } catch (error) {
            await tx.query('ROLLBACK TO SAVEPOINT notification_event');
            await tx.query(
              'UPDATE event_queue SET attempts = attempts + 1, error = $2, last_attempt = now() WHERE id = $1::uuid',
              [event.id, errorText(error)],
            );
            outcome.errorCount += 1;
            outcome.errors.push(`${event.name} ${event.event_id}: ${errorText(error)}`);
          }
        }
      });
      return outcome;
    });
    return claimed;
  }

  private async handleEvent(tx: Queryable, event: QueuedEvent, silences: SilenceRow[]): Promise<void> {
    const context = await loadEventContext(tx, event, this.options.publicUrl);
    if (!context) return;
    for (const rule of await rulesForEvent(tx, event.name)) {
      let matches: boolean;
      try {
        matches = ruleMatches(rule, context);
      } catch (error) {
        await tx.query('UPDATE notifications SET error = $2, error_at = now() WHERE id = $1::uuid', [
          rule.id,
          `filter: ${errorText(error)}`,
        ]);
        continue;
      }
      if (matches) await this.notify(tx, rule, context, event, silences);
    }
  }

  private async notify(
    tx: Queryable,
    rule: RuleRow,
    context: EventContext,
    event: QueuedEvent,
    silences: SilenceRow[],
  ): Promise<void> {
    const message = renderMessage(rule, context);
    const base = (recipient: Recipient, connectionId: string | null): SendProperties => ({
      notification_id: rule.id,
      resource_id: context.resource.id,
      source_event: event.name,
      event_created_at: event.created_at,
      recipient,
      recipient_key: recipientKey(recipient),
      connection_id: connectionId,
      title: message.title,
      message: message.message,
      resource_health: context.resource.health,
      resource_status: context.resource.status,
      resource_health_description: context.resource.description,
    });
    const silence = findSilence(silences, context, new Date());
    const repeatMs = parseDuration(rule.repeat_interval);
    for (const recipient of await recipientsOf(tx, rule)) {
      const connectionId =
        recipient.kind === 'service' && recipient.connection
          ? ((await resolveConnection(tx, recipient.connection))?.id ?? null)
          : null;
      const send = base(recipient, connectionId);
      if (silence) {
        await recordHistory(tx, send, { status: STATUS.silenced, silencedBy: silence.id });
        continue;
      }
      if (
        repeatMs &&
        (await tx.query(RECENTLY_SENT_SQL, [rule.id, context.resource.id, send.recipient_key, repeatMs])).rows.length
      ) {
        await recordHistory(tx, send, { status: STATUS.repeatInterval });
        continue;
      }
      await tx.query(`INSERT INTO event_queue (name, event_id, properties) VALUES ('${SEND}', $1::uuid, $2::jsonb)`, [
        event.event_id,
        JSON.stringify(send),
      ]);
    }
  }

  /** Step 2: one batch of due sends delivered; the number claimed. */
  async processSends(): Promise<number> {
    const { db, batchSize, leaseMs, concurrency } = this.options;
    const { rows } = await db.query<{ id: string; properties: SendProperties; attempts: number }>(CLAIM_SENDS_SQL, [
      NOTIFICATION_DELIVERY.maxAttempts,
      batchSize,
      leaseMs,
    ]);
    if (rows.length === 0) return 0;
    await runJob(db, { name: 'NotificationSend', resourceType: 'notification' }, async () => {
      const outcome = { successCount: 0, errorCount: 0, errors: [] as string[] };
      const queue: typeof rows = [];
      for (const row of rows) {
        if (sendPropertiesSchema.safeParse(row.properties).success) {
          queue.push(row);
          continue;
        }
        await db.query('UPDATE event_queue SET attempts = $2, error = $3 WHERE id = $1::uuid', [
          row.id,
          NOTIFICATION_DELIVERY.maxAttempts,
          'not a notification send this backend queued: properties lack the rule, resource, recipient or message',
        ]);
        outcome.errorCount += 1;
      }
      const worker = async () => {
        for (let row = queue.shift(); row; row = queue.shift()) {
          const error = await this.deliverOne(row.id, row.properties, row.attempts);
          if (error) {
            outcome.errorCount += 1;
            outcome.errors.push(error);
          } else {
            outcome.successCount += 1;
          }
        }
      };
      await Promise.all(Array.from({ length: Math.min(concurrency, rows.length) }, worker));
      return outcome;
    });
    return rows.length;
  }

  /** Delivers one claimed send and records the attempt; the error text when it failed. */
  private async deliverOne(id: string, send: SendProperties, attempt: number): Promise<string | null> {
    const { db, mail, fetch: doFetch, retryBaseMs, retryMaxMs } = this.options;
    const started = Date.now();
    const message: RenderedMessage = { title: send.title, message: send.message };
    try {
      await deliver(send.recipient, message, { db, mail, fetch: doFetch });
    } catch (error) {
      const final = error instanceof UndeliverableError || attempt >= NOTIFICATION_DELIVERY.maxAttempts;
      const backoff = Math.min(retryBaseMs * 2 ** (attempt - 1), retryMaxMs);
      await db.transaction(async (tx) => {
        await recordHistory(tx, send, {
          status: STATUS.error,
          error: errorText(error),
          retries: attempt - 1,
          durationMs: Date.now() - started,
        });
        await tx.query('UPDATE event_queue SET error = $2, delay = $3, last_attempt = now(), attempts = $4 WHERE id = $1::uuid', [
          id,
          errorText(error),
          backoff,
          final ? NOTIFICATION_DELIVERY.maxAttempts : attempt,
        ]);
      });
      return errorText(error);
    }
    await db.transaction(async (tx) => {
      await recordHistory(tx, send, { status: STATUS.sent, retries: attempt - 1, durationMs: Date.now() - started });
      await tx.query('DELETE FROM event_queue WHERE id = $1::uuid', [id]);
    });
    return null;
  }
}
