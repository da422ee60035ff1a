/**
 * Backend processes for the multi-process tests and benchmarks (playbook queue, live updates):
 * src/main.ts started as a child on a PostgreSQL database, with the playbook executor on and the
 * check runner off unless the caller's environment says otherwise.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

export interface BackendProcess {
  name: string;
  proc: ChildProcess;
  output: string[];
  exited: Promise<number | null>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export function databaseUrlWith(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function startBackendProcess(
  name: string,
  databaseUrl: string,
  extraEnv: Record<string, string> = {},
): Promise<BackendProcess> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.JEST_WORKER_ID;
  delete env.TEST_DATABASE_URL;
  delete env.OPSDECK_DEMO;
  Object.assign(env, {
    NODE_ENV: 'production',
    PORT: String(await freePort()),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    FRONTEND_URL: 'http://console.example.test',
    OPSDECK_CHECK_RUNNER: 'off',
    OPSDECK_PLAYBOOK_EXECUTOR: 'on',
    ...extraEnv,
  });
  // tsx as a loader in this very process, so kill reaches the backend itself.
  const proc = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'main.ts')], {
    cwd: path.join(__dirname, '..'),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  proc.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  proc.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  return { name, proc, output, exited };
}

/** Resolves once the process logs that it listens; rejects when it exits first. */
export async function untilListening(child: BackendProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!child.output.join('').includes('[backend] listening on')) {
    if (child.proc.exitCode !== null) throw new Error(`process ${child.name} exited:\n${child.output.join('')}`);
    if (Date.now() > deadline) throw new Error(`process ${child.name} not listening within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
