// Git connection test: `git ls-remote` of the ref, with basic credentials in the URL's user part
// or an SSH key in a temporary file. Never prompts; the remote's error text is the failure.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ConnectionRow } from '../store';
import { ConnectionTestError, openSecret, property } from './resolve';

function run(args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile('git', args, { env, timeout: 20_000, maxBuffer: 1024 * 1024 }, (err, stdout, stderr) => {
      if (err)
        reject(
          new ConnectionTestError(
            (stderr || err.message)
              .split('\n')
              .map((line) => line.trim())
              .filter(Boolean)
              .slice(0, 3)
              .join(' '),
          ),
        );
      else resolve(stdout);
    });
  });
}

function withCredentials(raw: string, user: string | undefined, pass: string | undefined): string {
  if (!user && !pass) return raw;
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return raw;
    url.username = encodeURIComponent(user ?? 'git');
    url.password = encodeURIComponent(pass ?? '');
    return url.toString();
  } catch {
    return raw;
  }
}

export async function testGit(row: ConnectionRow): Promise<string> {
  const url = row.url ?? '';
  if (!url) throw new ConnectionTestError('the connection has no URL');
  if (url.startsWith('-')) throw new ConnectionTestError('the URL is not valid');
  const ref = property(row, 'ref') ?? 'main';
  const ssh = property(row, 'authentication') === 'SSH';
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: os.tmpdir(), GIT_TERMINAL_PROMPT: '0', GIT_ASKPASS: 'echo' };
  let keyDir: string | undefined;
  try {
    let target = url;
    if (ssh) {
      const key = openSecret(row.certificate);
      if (key) {
        keyDir = mkdtempSync(path.join(os.tmpdir(), 'opsdeck-git-'));
        const keyFile = path.join(keyDir, 'id');
        writeFileSync(keyFile, key.endsWith('\n') ? key : `${key}\n`, { mode: 0o600 });
        env.GIT_SSH_COMMAND = `ssh -i ${keyFile} -o IdentitiesOnly=yes -o BatchMode=yes -o StrictHostKeyChecking=accept-new -o UserKnownHostsFile=${path.join(keyDir, 'known_hosts')}`;
      }
    } else target = withCredentials(url, openSecret(row.username), openSecret(row.password));
    const output = await run(['ls-remote', '--', target, ref], env);
    const line = output.split('\n').find((entry) => entry.trim() !== '');
    if (!line) throw new ConnectionTestError(`the repository answered but has no ref ${ref}`);
    const [sha, name] = line.split('\t');
    return `${name ?? ref} is at ${sha?.slice(0, 12)}`;
  } finally {
    if (keyDir) rmSync(keyDir, { recursive: true, force: true });
  }
}
