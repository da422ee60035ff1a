/**
 * exec: the script runs with bash (sh when bash is missing) in a fresh temporary directory, as
 * its own process group so a timeout or cancel kills everything it started. Its environment holds
 * only what the action declares (`env`), plus a fixed PATH to find programs and HOME (the working
 * directory): nothing of the backend's own environment (database URL, secrets) leaks into it.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { abortReason, truncate, type ActionContext, type ActionOutcome } from './types';

export interface ExecSpec {
  script: string;
  env?: { name: string; value?: string }[];
}

const SHELL = existsSync('/bin/bash') ? '/bin/bash' : '/bin/sh';
export const EXEC_PATH = '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';

export async function runExec(spec: ExecSpec, ctx: ActionContext): Promise<ActionOutcome> {
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'opsdeck-exec-'));
  const env: Record<string, string> = { PATH: EXEC_PATH, HOME: workDir };
  for (const variable of spec.env ?? []) env[variable.name] = variable.value ?? '';
  try {
    return await new Promise<ActionOutcome>((resolve) => {
      const child = spawn(SHELL, ['-c', spec.script], { cwd: workDir, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
      let stdout = '';
      let stderr = '';
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout = truncate(stdout + chunk)));
      child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr = truncate(stderr + chunk)));
      const kill = () => {
        try {
          if (child.pid) process.kill(-child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      };
      if (ctx.signal.aborted) kill();
      ctx.signal.addEventListener('abort', kill, { once: true });
      child.on('error', (error) => {
        ctx.signal.removeEventListener('abort', kill);
        resolve({ status: 'failed', result: { stdout, stderr, exitCode: -1 }, error: error.message });
      });
      child.on('close', (code, signal) => {
        ctx.signal.removeEventListener('abort', kill);
        const exitCode = code ?? -1;
        const result = { stdout, stderr, exitCode };
        if (ctx.signal.aborted) resolve({ status: 'failed', result, error: abortReason(ctx.signal) });
        else if (exitCode !== 0)
          resolve({ status: 'failed', result, error: signal ? `killed by ${signal}` : `exit status ${exitCode}` });
        else resolve({ status: 'completed', result });
      });
    });
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
