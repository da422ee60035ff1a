import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  connectionTypeDescription,
  defaultConnectionValues,
  TESTABLE_CONNECTION_TYPES,
  toConnectionRow,
  type ConnectionFormValues,
  type ConnectionType,
} from '@opsdeck/contracts';
import { sealConnectionRow, type ConnectionRow } from '../store';
import { startTestHttpServer } from '../testing/http-server';
import { startTestSmtpServer } from '../testing/smtp-server';
import { testConnection } from './index';

const previousKey = process.env.OPSDECK_SECRET_KEY;
beforeAll(() => {
  process.env.OPSDECK_SECRET_KEY = 'tester-key';
});
afterAll(() => {
  if (previousKey === undefined) delete process.env.OPSDECK_SECRET_KEY;
  else process.env.OPSDECK_SECRET_KEY = previousKey;
});

const s = (value: string) => ({ kind: 'static' as const, value });

/** A row as the store keeps it: composed from form values, secrets sealed. */
function rowFor(type: ConnectionType, values: ConnectionFormValues): ConnectionRow {
  const description = connectionTypeDescription(type);
  const row = sealConnectionRow(
    description,
    toConnectionRow(description, { ...defaultConnectionValues(description), ...values }),
  );
  return { id: 'c', name: type, namespace: 'default', type, source: 'UI', created_at: '', updated_at: '', ...row };
}

it('has a real test for each testable type', async () => {
  for (const type of TESTABLE_CONNECTION_TYPES) {
    await expect(testConnection(rowFor(type, {}))).rejects.not.toThrow(/not available/);
  }
  await expect(testConnection(rowFor('slack', {}))).rejects.toThrow('Testing is not available for Slack connections');
});

describe('Postgres', () => {
  // The test database server, or else a throwaway PostgreSQL cluster this test starts (when the
  // PostgreSQL binaries are installed), so the PGlite run tests a real server too.
  const script = path.resolve(__dirname, '../../../../scripts/throwaway-postgres.mjs');
  const bin = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
  const own = process.env.TEST_DATABASE_URL ? undefined : mkdtempSync(path.join(os.tmpdir(), 'tester-pg-'));
  let url = process.env.TEST_DATABASE_URL;
  const available = !!url || existsSync(path.join(bin, 'initdb'));
  beforeAll(() => {
    if (own && available) url = execFileSync('node', [script, 'start', own], { encoding: 'utf8' }).trim().split('\n').pop();
  }, 120_000);
  afterAll(() => {
    if (!own) return;
    if (available) execFileSync('node', [script, 'stop', own], { stdio: 'ignore' });
    rmSync(own, { recursive: true, force: true });
  }, 60_000);

  (available ? it : it.skip)('connects to a PostgreSQL server with the stored credentials', async () => {
    const parsed = new URL(url!);
    const [user, password] = [decodeURIComponent(parsed.username), decodeURIComponent(parsed.password)];
    parsed.username = '';
    parsed.password = '';
    const values = { url: parsed.toString(), username: user, password: s(password) };
    await expect(testConnection(rowFor('postgres', values))).resolves.toMatch(/^connected: PostgreSQL \d+/);
    parsed.pathname = '/no_such_database';
    await expect(testConnection(rowFor('postgres', { ...values, url: parsed.toString() }))).rejects.toThrow(
      'database "no_such_database" does not exist',
    );
  });

  it('reports a server that cannot be reached', async () => {
    const values = { url: 'postgres://127.0.0.1:1/app', username: 'app', password: s('x') };
    await expect(testConnection(rowFor('postgres', values))).rejects.toThrow(/ECONNREFUSED/);
  });
});

describe('Prometheus', () => {
  it('runs an instant query through the query API and reports its error', async () => {
    const prometheus = await startTestHttpServer((req) =>
      req.url?.startsWith('/prom/api/v1/query?query=vector(1)')
        ? { status: 200, body: JSON.stringify({ status: 'success', data: { resultType: 'vector', result: [] } }) }
        : { status: 400, body: JSON.stringify({ status: 'error', errorType: 'bad_data', error: 'unknown endpoint' }) },
    );
    try {
      await expect(testConnection(rowFor('prometheus', { url: `${prometheus.url}/prom/` }))).resolves.toBe(
        'Prometheus answered the query',
      );
      await expect(testConnection(rowFor('prometheus', { url: `${prometheus.url}/other` }))).rejects.toThrow(
        'Prometheus: unknown endpoint',
      );
    } finally {
      await prometheus.close();
    }
  });
});

describe('Email (SMTP)', () => {
  it('greets with EHLO and signs in with the chosen method; a wrong password is the server reply', async () => {
    const smtp = await startTestSmtpServer({ user: 'ops', pass: 'mail-secret' });
    try {
      const values = {
        host: '127.0.0.1',
        port: smtp.port,
        username: s('ops'),
        password: s('mail-secret'),
        encryptionMethod: 'None',
      };
      await expect(testConnection(rowFor('email', values))).resolves.toBe(
        `EHLO accepted by 127.0.0.1:${smtp.port}, signed in with PLAIN`,
      );
      await expect(testConnection(rowFor('email', { ...values, authMethod: 'Plain' }))).resolves.toMatch(/signed in with PLAIN$/);
      await expect(testConnection(rowFor('email', { ...values, password: s('nope') }))).rejects.toThrow(
        'SMTP AUTH PLAIN failed: 535 5.7.8 Authentication credentials invalid',
      );
      expect(smtp.commands).toContain('EHLO opsdeck');
      expect(smtp.signedIn).toEqual(['ops', 'ops']);
      await expect(testConnection(rowFor('email', { ...values, encryptionMethod: 'ExplicitTLS' }))).rejects.toThrow(
        'the server does not offer STARTTLS',
      );
    } finally {
      await smtp.close();
    }
  });
});

describe('Generic webhook', () => {
  it('sends a test message under the configured keys with the method and content type', async () => {
    const hook = await startTestHttpServer(() => ({ status: 202, body: '' }));
    try {
      const row = rowFor('generic_webhook', { webhookURL: `${hook.url}/hook`, messageKey: 'text', titleKey: 'subject' });
      await expect(testConnection(row)).resolves.toBe('the webhook answered HTTP 202');
      expect(hook.seen[0]).toMatchObject({ method: 'POST', url: '/hook', headers: { 'content-type': 'application/json' } });
      expect(JSON.parse(hook.seen[0]!.body)).toEqual({ text: 'Connection test', subject: 'Opsdeck' });
    } finally {
      await hook.close();
    }
  });
});

describe('Git', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'opsdeck-git-test-'));
    const git = (cwd: string, ...args: string[]) =>
      execFileSync('git', args, {
        cwd,
        env: {
          ...process.env,
          GIT_AUTHOR_NAME: 't',
          GIT_AUTHOR_EMAIL: 't@t',
          GIT_COMMITTER_NAME: 't',
          GIT_COMMITTER_EMAIL: 't@t',
        },
      });
    execFileSync('git', ['init', '--bare', '-q', path.join(dir, 'repo.git')]);
    execFileSync('git', ['init', '-q', '-b', 'main', path.join(dir, 'work')]);
    writeFileSync(path.join(dir, 'work', 'README'), 'hello');
    git(path.join(dir, 'work'), 'add', 'README');
    git(path.join(dir, 'work'), 'commit', '-q', '-m', 'first');
    git(path.join(dir, 'work'), 'push', '-q', path.join(dir, 'repo.git'), 'main');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('lists the ref of a reachable repository and says when the ref or repository is missing', async () => {
    const url = `file://${path.join(dir, 'repo.git')}`;
    await expect(testConnection(rowFor('git', { url }))).resolves.toMatch(/^refs\/heads\/main is at [0-9a-f]{12}$/);
    await expect(testConnection(rowFor('git', { url, ref: 'release' }))).rejects.toThrow(
      'the repository answered but has no ref release',
    );
    await expect(testConnection(rowFor('git', { url: `file://${path.join(dir, 'missing.git')}` }))).rejects.toThrow(
      /does not appear to be a git repository|not found|Could not read/,
    );
  });
});
