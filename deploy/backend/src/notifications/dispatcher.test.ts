import { createTestDatabase } from '../db/testing';
import type { Database } from '../db/types';
import type { OutgoingMail } from '../identity/courier/courier';
import { REF as R, REFERENCE_DATA_SQL } from '../postgrest/testing/reference-data';
import { NotificationDispatcher } from './dispatcher';
import { startWebhookServer, type WebhookServer } from './testing/webhook-server';

let db: Database;
let webhook: WebhookServer;
const mails: OutgoingMail[] = [];
const mail = { send: async (message: OutgoingMail) => (mails.push(message), 'mail-id') };

beforeAll(async () => {
  db = await createTestDatabase();
  await db.exec(REFERENCE_DATA_SQL);
  webhook = await startWebhookServer();
});
afterAll(async () => {
  await webhook?.close();
  await db?.close();
});

beforeEach(async () => {
  await db.exec(`DELETE FROM event_queue; DELETE FROM notification_send_history; DELETE FROM notifications;
    DELETE FROM job_history WHERE name LIKE 'Notification%';
    UPDATE notification_silences SET deleted_at = now() WHERE deleted_at IS NULL;
    UPDATE checks SET status = 'healthy' WHERE id = '${R.check}';
    DELETE FROM event_queue;`);
  webhook.received.length = 0;
  webhook.failNext(0);
  mails.length = 0;
});

const dispatcher = () => new NotificationDispatcher({ db, mail, retryBaseMs: 5, retryMaxMs: 20 });

async function addWebhookConnection(name: string, type = 'generic_webhook', url = `${webhook.url}/hook`): Promise<void> {
  await db.query(
    `INSERT INTO connections (name, namespace, type, url, properties) VALUES ($1, 'default', $2, $3, $4::jsonb)
     ON CONFLICT DO NOTHING`,
    [name, type, url, JSON.stringify({ method: 'POST', messageKey: 'text', titleKey: 'subject' })],
  );
}

async function addRule(values: {
  name: string;
  filter?: string;
  repeat?: string;
  connection?: string;
  person?: string;
  events?: string[];
}) {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO notifications (name, events, filter, title, repeat_interval, person_id, custom_services)
     VALUES ($1, $2, $3, 'Check {{.check.name}} is {{.check.status}}', $4, $5::uuid, $6::jsonb) RETURNING id::text`,
    [
      values.name,
      values.events ?? ['check.failed'],
      values.filter ?? null,
      values.repeat ?? null,
      values.person ?? null,
      values.connection ? JSON.stringify([{ name: 'hook', connection: `connection://default/${values.connection}` }]) : null,
    ],
  );
  return rows[0]!.id;
}

/** The check fails: the trigger of migration 0014 queues check.failed. */
const failCheck = async (id = R.check) => {
  await db.query(`UPDATE checks SET status = 'healthy' WHERE id = $1::uuid`, [id]);
  await db.query(`UPDATE checks SET status = 'unhealthy' WHERE id = $1::uuid`, [id]);
  await db.query(`DELETE FROM event_queue WHERE name = 'check.passed'`);
};

const history = async () =>
  (
    await db.query<{
      status: string;
      error: string | null;
      retries: number;
      silenced_by: string | null;
      body: string;
      notification_id: string;
    }>(
      `SELECT status, error, retries, silenced_by::text, body, notification_id::text FROM notification_send_history ORDER BY created_at, id`,
    )
  ).rows;

describe('notification delivery', () => {
  it('delivers a failing check to the matching rule only, through its generic webhook, and records it as sent', async () => {
    await addWebhookConnection('hook');
    const matching = await addRule({
      name: 'http-checks',
      filter: "check.type == 'http' && check.severity in ['high', 'critical']",
      connection: 'hook',
    });
    await addRule({ name: 'tcp-checks', filter: "check.type == 'tcp'", connection: 'hook' });
    await failCheck();
    await dispatcher().drain();

    expect(webhook.received).toHaveLength(1);
    const body = JSON.parse(webhook.received[0]!.body) as Record<string, string>;
    expect(body.subject).toBe('Check api-health is unhealthy');
    expect(webhook.received[0]!.headers['content-type']).toBe('application/json');
    expect(await history()).toEqual([expect.objectContaining({ status: 'sent', notification_id: matching, error: null })]);
    const { rows } = await db.query('SELECT * FROM event_queue');
    expect(rows).toHaveLength(0);
  });

  it('sends a silenced check nothing and records it as silenced', async () => {
    await addWebhookConnection('hook');
    await addRule({ name: 'all-checks', connection: 'hook' });
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO notification_silences (name, "from", until, check_id) VALUES ('maintenance', now() - interval '1 minute', NULL, $1::uuid) RETURNING id::text`,
      [R.check],
    );
    await failCheck();
    await dispatcher().drain();
    expect(webhook.received).toHaveLength(0);
    expect(await history()).toEqual([expect.objectContaining({ status: 'silenced', silenced_by: rows[0]!.id })]);
  });

  it('retries a webhook that fails twice, then succeeds, recording every attempt', async () => {
    await addWebhookConnection('hook');
    await addRule({ name: 'all-checks', connection: 'hook' });
    webhook.failNext(2, 503);
    await failCheck();
    const worker = dispatcher();
    for (let round = 0; round < 200 && (await history()).every((row) => row.status !== 'sent'); round += 1) {
      await worker.drain();
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(webhook.received).toHaveLength(3);
    expect((await history()).map((row) => [row.status, row.retries])).toEqual([
      ['error', 0],
      ['error', 1],
      ['sent', 2],
    ]);
    expect((await history())[0]!.error).toMatch(/answered 503/);
  });

  it('keeps a second notification inside the repeat interval back as repeat-interval', async () => {
    await addWebhookConnection('hook');
    await addRule({ name: 'all-checks', connection: 'hook', repeat: '1h' });
    await failCheck();
    await dispatcher().drain();
    await failCheck();
    await dispatcher().drain();
    expect(webhook.received).toHaveLength(1);
    expect((await history()).map((row) => row.status)).toEqual(['sent', 'repeat-interval']);
  });

  it('mails the rule person through the courier and records a type it cannot deliver as such, without retrying', async () => {
    await addWebhookConnection('pager', 'opsgenie', 'https://api.eu.opsgenie.com');
    await addRule({ name: 'people', person: R.alice, connection: 'pager' });
    await failCheck();
    await dispatcher().drain();
    expect(mails).toEqual([
      expect.objectContaining({
        recipient: 'alice@example.com',
        subject: 'Check api-health is unhealthy',
        templateType: 'notification',
      }),
    ]);
    const rows = await history();
    expect(rows.map((row) => row.status).sort()).toEqual(['error', 'sent']);
    expect(rows.find((row) => row.status === 'error')!.error).toBe(
      'notifications of type opsgenie are not delivered by this backend',
    );
    const queue = await db.query<{ attempts: number }>(`SELECT attempts FROM event_queue WHERE name = 'notification.send'`);
    expect(queue.rows).toEqual([{ attempts: 4 }]);
  });

  it('skips a disabled rule and one whose filter does not parse, recording the error on the rule', async () => {
    await addWebhookConnection('hook');
    const broken = await addRule({ name: 'broken', connection: 'hook', filter: "check.name == 'x" });
    const disabled = await addRule({ name: 'off', connection: 'hook' });
    await db.query(`UPDATE notifications SET properties = '{"disabled":"true"}' WHERE id = $1::uuid`, [disabled]);
    await failCheck();
    await dispatcher().drain();
    expect(webhook.received).toHaveLength(0);
    const { rows } = await db.query<{ error: string }>('SELECT error FROM notifications WHERE id = $1::uuid', [broken]);
    expect(rows[0]!.error).toBe('filter: unterminated string');
  });

  it('delivers a burst once with two dispatchers working the same queue', async () => {
    await addWebhookConnection('hook');
    await addRule({ name: 'all-checks', connection: 'hook' });
    await db.query(
      `INSERT INTO event_queue (name, event_id, properties)
       SELECT 'check.failed', $1::uuid, jsonb_build_object('id', $1::text, 'n', n) FROM generate_series(1, 60) n`,
      [R.check],
    );
    await Promise.all([dispatcher().drain(), dispatcher().drain()]);
    expect(webhook.received).toHaveLength(60);
    expect((await history()).filter((row) => row.status === 'sent')).toHaveLength(60);
    const jobs = await db.query<{ name: string; status: string }>(
      `SELECT name, status FROM job_history WHERE name LIKE 'Notification%'`,
    );
    expect(jobs.rows.length).toBeGreaterThan(0);
    expect(jobs.rows.every((job) => job.status === 'SUCCESS')).toBe(true);
  });
});

describe('sends queued by other writers', () => {
  it('gives up on a notification.send row without the rule, recipient and message, and delivers the rest', async () => {
    await db.exec(`DELETE FROM event_queue`);
    await db.query(
      `INSERT INTO event_queue (name, properties) VALUES ('notification.send', '{"notification_id":"x","event":"check.failed"}')`,
    );
    await new NotificationDispatcher({ db }).drain();
    const { rows } = await db.query<{ attempts: number; error: string }>(`SELECT attempts, error FROM event_queue`);
    expect(rows).toEqual([{ attempts: 4, error: expect.stringMatching(/^not a notification send this backend queued/) }]);
  });
});
