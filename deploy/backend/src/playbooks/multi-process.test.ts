/**
 * The run queue across two backend processes on one PostgreSQL database: runs queued at once are
 * shared between the processes and each action runs exactly once; when the process running a run
 * is killed, the other one takes the run over after the lease and fails the interrupted action.
 * Needs TEST_DATABASE_URL (PGlite serves one process only); skipped visibly otherwise.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { INTERRUPTED } from './execute-run';
import { databaseUrlWith, startBackendProcess, untilListening, type BackendProcess } from '../backend-processes';

const SERVER_URL = process.env.TEST_DATABASE_URL;
const describeOnPostgres = SERVER_URL ? describe : describe.skip;
const RUNS = 60;

async function until<T>(what: string, probe: () => Promise<T | null | undefined | false>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describeOnPostgres('playbook runs on two backend processes (needs TEST_DATABASE_URL)', () => {
  const database = `opsdeck_pb_multi_${randomBytes(6).toString('hex')}`;
  const children: BackendProcess[] = [];
  const dir = mkdtempSync(path.join(os.tmpdir(), 'opsdeck-pb-multi-'));
  let db: pg.Pool;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: SERVER_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`);
    await admin.end();
    db = new pg.Pool({ connectionString: databaseUrlWith(SERVER_URL!, database), max: 2 });
    const env = {
      OPSDECK_PLAYBOOK_POLL_MS: '50',
      OPSDECK_PLAYBOOK_LEASE_MS: '1500',
      OPSDECK_DEMO: '',
      OPSDECK_ADMIN_EMAIL: '',
      OPSDECK_ADMIN_PASSWORD: '',
    };
    children.push(
      ...(await Promise.all([
        startBackendProcess('a', databaseUrlWith(SERVER_URL!, database), env),
        startBackendProcess('b', databaseUrlWith(SERVER_URL!, database), env),
      ])),
    );
    await Promise.all(children.map((child) => untilListening(child)));
  });

  afterAll(async () => {
    for (const child of children) if (child.proc.exitCode === null && child.proc.signalCode === null) child.proc.kill('SIGKILL');
    await Promise.all(children.map((child) => child.exited));
    await db?.end();
    const admin = new pg.Client({ connectionString: SERVER_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
    rmSync(dir, { recursive: true, force: true });
  });

  const insertPlaybook = async (name: string, actions: unknown[]) =>
    (
      await db.query<{ id: string }>(`INSERT INTO playbooks (name, spec, source) VALUES ($1, $2, 'UI') RETURNING id`, [
        name,
        JSON.stringify({ actions }),
      ])
    ).rows[0]!.id;

  it(`shares ${RUNS} runs of a three-action playbook between the processes and runs every action once`, async () => {
    const log = path.join(dir, 'actions.log');
    const step = (n: number) => ({ name: `step-${n}`, exec: { script: `echo "{{.run.id}} step-${n}" >> ${log}` } });
    const playbook = await insertPlaybook('three-steps', [step(1), step(2), step(3)]);
    await db.query(
      `INSERT INTO playbook_runs (playbook_id, spec, status) SELECT $1, p.spec, 'scheduled' FROM playbooks p, generate_series(1, $2) WHERE p.id = $1`,
      [playbook, RUNS],
    );
    await until('all runs finished', async () => {
      const { rows } = await db.query(
        `SELECT 1 FROM playbook_runs WHERE playbook_id = $1 AND status NOT IN ('completed', 'failed')`,
        [playbook],
      );
      return rows.length === 0;
    });
    const statuses = await db.query(
      `SELECT status, count(*)::int AS n FROM playbook_runs WHERE playbook_id = $1 GROUP BY status`,
      [playbook],
    );
    expect(statuses.rows).toEqual([{ status: 'completed', n: RUNS }]);
    const lines = readFileSync(log, 'utf8').trim().split('\n');
    expect(lines).toHaveLength(RUNS * 3);
    expect(new Set(lines).size).toBe(RUNS * 3);
    const actions = await db.query(
      `SELECT count(*)::int AS n, count(DISTINCT (a.playbook_run_id, a.name))::int AS distinct_steps FROM playbook_run_actions a
         JOIN playbook_runs r ON r.id = a.playbook_run_id WHERE r.playbook_id = $1`,
      [playbook],
    );
    expect(actions.rows[0]).toEqual({ n: RUNS * 3, distinct_steps: RUNS * 3 });
    const owners = await db.query<{ owner: string; runs: number }>(
      `SELECT details->>'owner' AS owner, count(*)::int AS runs FROM job_history WHERE name = 'PlaybookRun' GROUP BY 1`,
    );
    expect(owners.rows).toHaveLength(2);
    expect(owners.rows.reduce((total, row) => total + row.runs, 0)).toBe(RUNS);
  });

  it('takes over the run of a killed process after its lease: the interrupted action fails the run', async () => {
    const playbook = await insertPlaybook('hangs', [
      { name: 'hang', exec: { script: 'sleep 60' } },
      { name: 'after', exec: { script: 'true' } },
    ]);
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO playbook_runs (playbook_id, spec) SELECT id, spec FROM playbooks WHERE id = $1 RETURNING id`,
      [playbook],
    );
    const runId = rows[0]!.id;
    const owner = await until('run claimed', async () => {
      const claim = await db.query<{ lease_owner: string }>(
        `SELECT lease_owner FROM opsdeck_runner.playbook_run_claims WHERE run_id = $1`,
        [runId],
      );
      const action = await db.query(`SELECT 1 FROM playbook_run_actions WHERE playbook_run_id = $1 AND status = 'running'`, [
        runId,
      ]);
      return action.rows.length > 0 && claim.rows[0]?.lease_owner;
    });
    const victim = children.find((child) => owner.includes(`:${child.proc.pid}:`))!;
    expect(victim).toBeDefined();
    victim.proc.kill('SIGKILL');
    await victim.exited;
    const run = await until('run failed by the other process', async () => {
      const answer = await db.query<{ status: string; error: string }>(`SELECT status, error FROM playbook_runs WHERE id = $1`, [
        runId,
      ]);
      return answer.rows[0]?.status === 'failed' && answer.rows[0];
    });
    expect(run.error).toBe(`hang: ${INTERRUPTED}`);
    const actions = await db.query(
      `SELECT name, status FROM playbook_run_actions WHERE playbook_run_id = $1 ORDER BY scheduled_time`,
      [runId],
    );
    expect(actions.rows).toEqual([
      { name: 'hang', status: 'failed' },
      { name: 'after', status: 'skipped' },
    ]);
  });
});
