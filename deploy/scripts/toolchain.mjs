// Helpers the start and test commands share. Plain JavaScript on purpose: they run on a fresh
// machine that has only Node and npm, before any dependency is installed.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const rootPackage = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
// The pin lives in engines.pnpm: a packageManager field makes pnpm 12 fetch its own binaries.
export const PNPM_VERSION = rootPackage.engines.pnpm;

export function log(message) {
  console.log(`\x1b[1m[opsdeck]\x1b[0m ${message}`);
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: repoRoot, ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

export function runOrExit(command, args, options = {}) {
  const status = run(command, args, options);
  if (status !== 0) {
    console.error(`[opsdeck] ${command} ${args.join(' ')} failed with exit code ${status}`);
    process.exit(status);
  }
}

function versionOf(command) {
  const result = spawnSync(command, ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** Installs the pinned pnpm with npm when it is missing or a different version. */
export function ensurePnpm() {
  if (versionOf('pnpm') === PNPM_VERSION) return;
  log(`installing pnpm ${PNPM_VERSION} with npm`);
  runOrExit('npm', ['install', '--global', '--no-fund', '--no-audit', `pnpm@${PNPM_VERSION}`]);
}

export function installDependencies() {
  log('installing dependencies (pnpm install --frozen-lockfile)');
  runOrExit('pnpm', ['install', '--frozen-lockfile', '--reporter=append-only']);
}

export function buildApps() {
  log('building the shell and the remotes');
  runOrExit('pnpm', ['run', 'build']);
}

const isRoot = process.getuid?.() === 0;

/** Installs Debian packages when a file they provide is missing (root, or sudo without a password). */
export function ensureDebianPackages(packages, probeFile) {
  if (existsSync(probeFile)) return;
  log(`installing ${packages.join(', ')} from Debian's packages`);
  const prefix = isRoot ? [] : ['sudo', '-n'];
  const apt = (args) => {
    const [command, ...rest] = [...prefix, 'apt-get', ...args];
    return run(command, rest, { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  };
  if (apt(['update', '-q']) !== 0 || apt(['install', '-y', '-q', '--no-install-recommends', ...packages]) !== 0) {
    console.error(`[opsdeck] could not install ${packages.join(', ')}; install them and run again`);
    process.exit(1);
  }
  if (!existsSync(probeFile)) {
    console.error(`[opsdeck] ${probeFile} is still missing after installing ${packages.join(', ')}`);
    process.exit(1);
  }
}

export function commandOutput(command, args) {
  return execFileSync(command, args, { cwd: repoRoot, encoding: 'utf8' }).trim();
}
