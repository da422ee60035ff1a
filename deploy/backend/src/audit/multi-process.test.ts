/**
 * The audit log with two backend processes on one PostgreSQL database: writes through either
 * process are recorded (in their own transactions, nothing kept in process memory), and pruning
 * started at once on two connections runs once per period.
 *
 * Needs a real server (TEST_DATABASE_URL); skipped visibly otherwise, as PGlite serves one process.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { issueAccessToken } from '../authz/tokens';
import { databaseUrlWith, freePort, startBackendProcess, untilListening, type BackendProcess } from '../backend-processes';
import { PostgresDatabase } from '../db/postgres-database';
import type { Database } from '../db/types';
import { pruneAuditLog } from './retention';

const SERVER_URL = process.env.TEST_DATABASE_URL;
const describeOnPostgres = SERVER_URL ? describe : describe.skip;

interface Child extends BackendProcess {
  base: string;
}

async function startChild(name: string, databaseUrl: string): Promise<Child> {
  const port = await freePort();
  const child = await startBackendProcess(name, databaseUrl, {
    PORT: String(port),
    OPSDECK_PLAYBOOK_EXECUTOR: 'off',
    OPSDECK_INCIDENT_RULES: 'off',
    OPSDECK_AUDIT_PRUNE: 'off',
  });
  return { ...child, base: `http://127.0.0.1:${port}` };
}

describeOnPostgres('audit log across backend processes (needs TEST_DATABASE_URL)', () => {
  const database = `opsdeck_audit_${randomBytes(6).toString('hex')}`;
  const children: Child[] = [];
  const handles: Database[] = [];

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: SERVER_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`);
    await admin.end();
  });

  afterAll(async () => {
    for (const child of children) if (child.proc.exitCode === null) child.proc.kill('SIGKILL');
    await Promise.all(children.map((child) => child.exited));
    await Promise.all(handles.map((handle) => handle.close()));
    const admin = new pg.Client({ connectionString: SERVER_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  });

  it('records writes through both processes and prunes once per period', async () => {
    const url = databaseUrlWith(SERVER_URL!, database);
    children.push(await startChild('A', url));
    await untilListening(children[0]!);
    children.push(await startChild('B', url));
    await untilListening(children[1]!);

    const db = await PostgresDatabase.open({ connectionString: url, max: 2 });
    const other = await PostgresDatabase.open({ connectionString: url, max: 2 });
    handles.push(db, other);
    const person = await db.query<{ id: string }>(
      `INSERT INTO people (name, email) VALUES ('Ops Bot', 'bot@example.com') RETURNING id`,
    );
    const personId = person.rows[0]!.id;
    await db.query(`INSERT INTO casbin_rule (ptype, v0, v1) VALUES ('g', $1, 'admin')`, [personId]);
    const { token } = await issueAccessToken(db, { personId, name: 'multi-process' });

    for (const [index, child] of children.entries()) {
      const res = await fetch(`${child.base}/api/db/teams`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: `team-through-${index}` }),
      });
      expect([child.name, res.status]).toEqual([child.name, 201]);
    }
    const entries = await db.query<{ actor_name: string; actor_type: string; token_name: string; changes: unknown }>(
      `SELECT actor_name, actor_type, token_name, changes FROM audit_log WHERE resource = 'teams' ORDER BY created_at`,
    );
    expect(entries.rows).toEqual([
      {
        actor_name: 'Ops Bot',
        actor_type: 'access_token',
        token_name: 'multi-process',
        changes: { name: { new: 'team-through-0' } },
      },
      {
        actor_name: 'Ops Bot',
        actor_type: 'access_token',
        token_name: 'multi-process',
        changes: { name: { new: 'team-through-1' } },
      },
    ]);

    const now = new Date(Date.now() + 365 * 86_400_000);
    const runs = await Promise.all([pruneAuditLog(db, 86_400_000, now), pruneAuditLog(other, 86_400_000, now)]);
    expect(runs.filter((run) => run.ran)).toHaveLength(1);
    expect(runs.reduce((sum, run) => sum + run.deleted, 0)).toBe(2);
    const jobs = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM job_history WHERE name = 'AuditLogRetention'`);
    expect(jobs.rows[0]!.n).toBe(1);
  });
});
