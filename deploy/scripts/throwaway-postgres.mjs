// Starts (or stops) a disposable PostgreSQL 15 cluster on loopback for the backend test suite.
// Usage: node deploy/scripts/throwaway-postgres.mjs start|stop [dir]
// `start` prints the DATABASE_URL on stdout. initdb refuses root, so the cluster runs as `postgres`.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, chownSync, writeFileSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const [, , command = 'start', dirArg] = process.argv;
const dir = path.resolve(dirArg ?? '/tmp/opsdeck-pg15');
const dataDir = path.join(dir, 'data');
const sockDir = path.join(dir, 'sock');
const portFile = path.join(dir, 'port');

const isRoot = process.getuid?.() === 0;
function pgUser() {
  const out = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  if (out.status !== 0) return null;
  return { uid: Number(out.stdout.trim()), gid: Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim()) };
}
function run(bin, args) {
  const full = path.join(BIN, bin);
  if (isRoot) execFileSync('runuser', ['-u', 'postgres', '--', full, ...args], { stdio: ['ignore', 'ignore', 'inherit'] });
  else execFileSync(full, args, { stdio: ['ignore', 'ignore', 'inherit'] });
}
function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

async function start() {
  if (!existsSync(path.join(BIN, 'initdb'))) {
    console.error(`PostgreSQL 15 binaries not found in ${BIN} (install the Debian package postgresql-15)`);
    process.exit(1);
  }
  if (existsSync(portFile) && existsSync(path.join(dataDir, 'postmaster.pid'))) {
    console.log(`postgres://postgres@127.0.0.1:${readFileSync(portFile, 'utf8').trim()}/postgres`);
    return;
  }
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  mkdirSync(sockDir, { recursive: true });
  if (isRoot) {
    const user = pgUser();
    if (!user) throw new Error('no postgres system user to run the cluster as');
    for (const d of [dir, dataDir, sockDir]) chownSync(d, user.uid, user.gid);
  }
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  const port = await freePort();
  run('pg_ctl', [
    '-D',
    dataDir,
    '-l',
    path.join(dir, 'server.log'),
    '-o',
    `-p ${port} -k ${sockDir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
    '-w',
    'start',
  ]);
  writeFileSync(portFile, String(port));
  console.log(`postgres://postgres@127.0.0.1:${port}/postgres`);
}

function stop() {
  if (!existsSync(dataDir)) return;
  try {
    run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
  } catch {
    // already stopped
  }
  rmSync(dir, { recursive: true, force: true });
}

if (command === 'start') await start();
else if (command === 'stop') stop();
else {
  console.error('usage: throwaway-postgres.mjs start|stop [dir]');
  process.exit(2);
}
