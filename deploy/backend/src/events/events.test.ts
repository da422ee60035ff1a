/**
 * The event stream (GET /events) on PGlite, and on PostgreSQL with TEST_DATABASE_URL: filtered by
 * the reader's permissions, resumable with Last-Event-ID, with heartbeats, closed when the
 * reader's credentials are revoked.
 */
import type { LiveEvent } from '@opsdeck/contracts';
import { bearerTokenAuthenticator, chainAuthenticators, issueAccessToken } from '../authz/tokens';
import type { Authenticator } from '../authz/types';
import { createTestDatabase } from '../db/testing';
import type { Database } from '../db/types';
import { createBackend, type Backend } from '../http/backend';
import { serve, type TestServer } from '../http/testing/server';
import { REF as R, REFERENCE_DATA_SQL } from '../postgrest/testing/reference-data';
import { pruneEvents } from './prune';
import { openSse, type SseClient, type SseMessage } from './testing';

let db: Database;
let backend: Backend;
let server: TestServer;
const streams: SseClient[] = [];

/** x-test-role, and x-test-deny: an object (`incident`) or `canary:<id>` the reader may not read. */
const testAuthenticator: Authenticator = async (req) => {
  const role = req.headers['x-test-role'];
  if (typeof role !== 'string' || role === '') return null;
  const deny = String(req.headers['x-test-deny'] ?? '');
  const [column, id] = deny.split(':');
  return {
    id: R.bob,
    name: 'Bob',
    roles: [role],
    permissions: deny && !id ? [{ subject: R.bob, object: deny, action: 'read', deny: true }] : [],
    scoped: column === 'canary' && id ? [{ column: 'canary_id', id, action: 'read', deny: true }] : [],
  };
};

beforeAll(async () => {
  process.env.OPSDECK_EVENTS_HEARTBEAT_MS = '300';
  process.env.OPSDECK_EVENTS_REVALIDATE_MS = '60000';
  db = await createTestDatabase();
  await db.exec(REFERENCE_DATA_SQL);
  backend = await createBackend({
    db,
    logRequests: false,
    authCacheMs: 0,
    authenticator: chainAuthenticators(testAuthenticator, bearerTokenAuthenticator(db)),
  });
  server = await serve(backend);
});
afterAll(async () => {
  streams.forEach((stream) => stream.close());
  await backend?.close();
  await server?.close();
  await db?.close();
  delete process.env.OPSDECK_EVENTS_HEARTBEAT_MS;
  delete process.env.OPSDECK_EVENTS_REVALIDATE_MS;
});

async function open(headers: Record<string, string>): Promise<SseClient> {
  const stream = await openSse(`${server.url}/api/events`, headers);
  streams.push(stream);
  if (stream.status === 200) await stream.next((message) => message.event === 'ready');
  return stream;
}

/**
 * Events written from this instant on. A stream starts at the newest event no running transaction
 * can precede, so on a busy database events of the seed may still follow it (harmless for the
 * console: one more invalidation); the tests look for the events they wrote.
 */
let writtenFrom = 0;
const change = (predicate: (event: LiveEvent) => boolean) => (message: SseMessage) =>
  message.event === 'change' && Date.parse((message.data as LiveEvent).at) >= writtenFrom && predicate(message.data as LiveEvent);

let statusTime = 0;
async function recordCheckResult(checkId = R.check, status = false): Promise<void> {
  statusTime += 1;
  await db.query(
    `INSERT INTO check_statuses (check_id, time, status, message) VALUES ($1, now() + $2 * interval '1 second', $3, 'm')`,
    [checkId, statusTime, status],
  );
}

async function writeIncident(title: string): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO incidents (title, created_by, severity, description, type, status) VALUES ($1, $2, 'high', 'd', 'issue', 'open') RETURNING id`,
    [title, R.alice],
  );
  return rows[0]!.id;
}

describe('GET /events', () => {
  it('answers 401 without credentials and 400 for a malformed Last-Event-ID', async () => {
    expect((await server.request('GET', '/api/events')).status).toBe(401);
    const bad = await server.request('GET', '/api/events', { headers: { 'x-test-role': 'viewer', 'Last-Event-ID': 'abc' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      error: 'invalid Last-Event-ID',
      message: 'Last-Event-ID must be the id of an event received from this stream',
    });
  });

  it('streams check results, incidents, comments, evidence, playbook runs, sends and jobs as they are written', async () => {
    const admin = await open({ 'x-test-role': 'admin' });
    // The database shares this machine's clock; its now() is taken after this.
    writtenFrom = Date.now() - 1;
    await recordCheckResult();
    const incident = await writeIncident('database down');
    await db.query(`INSERT INTO comments (created_by, comment, incident_id) VALUES ($1, 'looking', $2)`, [R.alice, incident]);
    await db.query(`INSERT INTO evidences (description, hypothesis_id, created_by, type) VALUES ('log', $1, $2, 'log')`, [
      R.hypothesis,
      R.alice,
    ]);
    await db.query(`UPDATE playbook_runs SET status = 'running' WHERE id = $1`, [R.run]);
    await db.query(`UPDATE playbook_run_actions SET status = 'completed' WHERE id = $1`, [R.action]);
    await db.query(`UPDATE notification_send_history SET status = 'sent' WHERE id = $1`, [R.sent]);
    await db.query(`INSERT INTO job_history (name, status) VALUES ('Scraper', 'SUCCESS')`);
    const check = await admin.next(change((e) => e.kind === 'check.status'));
    expect(check.data).toMatchObject({
      op: 'INSERT',
      table: 'check_statuses',
      rowId: R.check,
      scope: { check_id: R.check, canary_id: R.canary, status: 'unhealthy' },
    });
    expect(check.id).toBe((check.data as LiveEvent).id);
    expect((await admin.next(change((e) => e.kind === 'incident'))).data).toMatchObject({
      rowId: incident,
      scope: { status: 'open' },
    });
    expect((await admin.next(change((e) => e.kind === 'comment'))).data).toMatchObject({ scope: { incident_id: incident } });
    expect((await admin.next(change((e) => e.kind === 'evidence'))).data).toMatchObject({ scope: { incident_id: R.incident } });
    expect((await admin.next(change((e) => e.kind === 'playbook.run'))).data).toMatchObject({
      op: 'UPDATE',
      scope: { run_id: R.run, playbook_id: R.playbook, status: 'running' },
    });
    expect((await admin.next(change((e) => e.kind === 'playbook.action'))).data).toMatchObject({
      scope: { run_id: R.run, status: 'completed' },
    });
    expect((await admin.next(change((e) => e.kind === 'notification.sent'))).data).toMatchObject({ scope: { status: 'sent' } });
    expect((await admin.next(change((e) => e.kind === 'job'))).data).toMatchObject({
      scope: { name: 'Scraper', status: 'SUCCESS' },
    });
    // In the order written: ids increase along the stream.
    const ids = admin.messages.filter((m) => m.event === 'change').map((m) => Number(m.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('filters by the reader’s permissions: deny rows on an object and on one canary', async () => {
    const viewer = await open({ 'x-test-role': 'viewer' });
    const noIncidents = await open({ 'x-test-role': 'viewer', 'x-test-deny': 'incident' });
    const notThisCanary = await open({ 'x-test-role': 'viewer', 'x-test-deny': `canary:${R.canary}` });
    const noRole = await open({ 'x-test-role': 'nobody' });
    const start = (stream: SseClient) => stream.messages.length;
    const marks = [viewer, noIncidents, notThisCanary, noRole].map(start);
    const incident = await writeIncident('filtered');
    await recordCheckResult(R.check);
    // A marker every reader with a role receives, written last: what a reader lacks by then it will never get.
    await db.query(`INSERT INTO job_history (name, status) VALUES ('Marker', 'SUCCESS')`);
    const marker = change((e) => e.kind === 'job' && e.scope.name === 'Marker');
    await Promise.all([viewer, noIncidents, notThisCanary].map((stream, i) => stream.next(marker, 5_000, marks[i])));
    const kinds = (stream: SseClient, from: number) =>
      stream.messages
        .slice(from)
        .filter((m) => m.event === 'change')
        .map((m) => (m.data as LiveEvent).kind);
    expect(kinds(viewer, marks[0]!)).toEqual(['incident', 'check.status', 'job']);
    expect(kinds(noIncidents, marks[1]!)).toEqual(['check.status', 'job']);
    expect(kinds(notThisCanary, marks[2]!)).toEqual(['incident', 'job']);
    expect(incident).toBeTruthy();
    // A person without a role reads nothing: the stream is open and carries no change.
    await noRole.next((m) => m.event === 'heartbeat', 5_000, marks[3]);
    expect(kinds(noRole, marks[3]!)).toEqual([]);
  });

  it('sends heartbeats', async () => {
    const stream = await open({ 'x-test-role': 'viewer' });
    const from = stream.messages.length;
    await stream.next((m) => m.event === 'heartbeat', 5_000, from);
    await stream.next((m) => m.event === 'heartbeat', 5_000, stream.messages.length);
  });

  it('resumes after the Last-Event-ID it was given, and asks for a resync when that event is no longer kept', async () => {
    const first = await open({ 'x-test-role': 'admin' });
    const before = await writeIncident('before the drop');
    const seen = await first.next(change((e) => e.rowId === before));
    first.close();
    const missedA = await writeIncident('missed while away');
    await recordCheckResult();
    const missedB = await writeIncident('also missed');

    const resumed = await openSse(`${server.url}/api/events`, { 'x-test-role': 'admin', 'Last-Event-ID': seen.id! });
    streams.push(resumed);
    const ready = await resumed.next((m) => m.event === 'ready');
    expect(ready.data).toEqual({ resumed: true });
    // The missed events come in the replay, before ready, or right after it when the feed that
    // other readers keep running had not read them yet when this stream joined; never lost.
    await resumed.next((m) => m.event === 'change' && (m.data as LiveEvent).rowId === missedB);
    const replayed = resumed.messages.filter((m) => m.event === 'change').map((m) => m.data as LiveEvent);
    expect(replayed.filter((e) => e.kind === 'incident').map((e) => e.rowId)).toEqual([missedA, missedB]);
    expect(replayed.some((e) => e.rowId === before)).toBe(false);
    resumed.close();

    // Pruned: everything written more than the window ago goes, and the old id asks for a resync.
    await db.query("UPDATE opsdeck_runner.leases SET next_at = now() - interval '1 minute' WHERE name = $1", [
      'live-events-prune',
    ]);
    const pruned = await pruneEvents(db, 0, new Date(Date.now() + 1000));
    expect(pruned.ran).toBe(true);
    expect(pruned.deleted).toBeGreaterThan(0);
    const { rows } = await db.query<{ status: string }>(`SELECT status FROM job_history WHERE name = 'LiveEventsPrune'`);
    expect(rows.map((row) => row.status)).toEqual(['SUCCESS']);
    const stale = await openSse(`${server.url}/api/events`, { 'x-test-role': 'admin', 'Last-Event-ID': seen.id! });
    streams.push(stale);
    await stale.next((m) => m.event === 'ready');
    // The resync comes first; changes written meanwhile (the prune's own job row) may follow it.
    expect(stale.messages[0]!.event).toBe('resync');
    expect(stale.messages.filter((m) => m.event !== 'change').map((m) => m.event)).toEqual(['resync', 'ready']);
    expect(stale.messages[0]!.data).toEqual({ reason: 'the last event received is no longer kept' });
  });

  it('closes the stream when its credentials are revoked', async () => {
    const { token, id } = await issueAccessToken(db, {
      personId: R.alice,
      name: 'stream',
      expiresAt: new Date(Date.now() + 60_000),
    });
    const stream = await open({ Authorization: `Bearer ${token}` });
    await db.query('DELETE FROM access_tokens WHERE id = $1', [id]);
    await stream.ended;
    const again = await openSse(`${server.url}/api/events`, { Authorization: `Bearer ${token}` });
    expect(again.status).toBe(401);
  });
});
