// Helpers the start and test commands share. Plain JavaScript on purpose: they run on a fresh
// machine that has only Node and npm, before any dependency is installed.
import { execFileSync, spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const rootPackage = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
// The pin lives in engines.pnpm: a packageManager field makes pnpm 12 fetch its own binaries.
export const PNPM_VERSION = rootPackage.engines.pnpm;

export function log(message) {
  console.log(`\x1b[1m[opsdeck]\x1b[0m ${message}`);
}

/** Runs a command with inherited output and returns its exit code (127 when it does not exist). */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: repoRoot, ...options });
  if (result.error?.code === 'ENOENT') {
    console.error(`[opsdeck] ${command} is not installed`);
    return 127;
  }
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

// Where pnpm goes when npm cannot install globally (a non-root user with a root-owned Node).
const localTools = path.join(repoRoot, '.tools');
const localBin = path.join(localTools, 'node_modules', '.bin');

function usePathFirst(dir) {
  const entries = (process.env.PATH ?? '').split(path.delimiter).filter((entry) => entry && entry !== dir);
  process.env.PATH = [dir, ...entries].join(path.delimiter);
}

function writable(dir) {
  try {
    accessSync(dir, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

/** Whether `npm install --global` can write where it installs (its prefix's lib/node_modules). */
function globalInstallPossible() {
  const result = spawnSync('npm', ['prefix', '--global'], { encoding: 'utf8' });
  const prefix = result.status === 0 ? result.stdout.trim() : '';
  if (!prefix) return false;
  const globalModules =
    process.platform === 'win32' ? path.join(prefix, 'node_modules') : path.join(prefix, 'lib', 'node_modules');
  return writable(existsSync(globalModules) ? globalModules : prefix);
}

/**
 * Makes the pinned pnpm the one on PATH for this process and its children: the one installed, or
 * a global npm install, or (without write access to npm's global folder) a copy in .tools/.
 */
export function ensurePnpm() {
  if (versionOf('pnpm') === PNPM_VERSION) return;
  if (existsSync(path.join(localBin, 'pnpm'))) {
    usePathFirst(localBin);
    if (versionOf('pnpm') === PNPM_VERSION) return;
  }
  const npmArgs = ['install', '--no-fund', '--no-audit', `pnpm@${PNPM_VERSION}`];
  if (globalInstallPossible()) {
    log(`installing pnpm ${PNPM_VERSION} with npm`);
    if (run('npm', ['--global', ...npmArgs]) === 0 && versionOf('pnpm') === PNPM_VERSION) return;
  }
  log(`installing pnpm ${PNPM_VERSION} into ${path.relative(repoRoot, localTools)}/ (npm cannot install globally here)`);
  runOrExit('npm', [...npmArgs, '--prefix', localTools, '--no-save', '--no-package-lock']);
  usePathFirst(localBin);
  const version = versionOf('pnpm');
  if (version !== PNPM_VERSION) {
    console.error(`[opsdeck] pnpm ${PNPM_VERSION} is not usable after installing it (found ${version ?? 'none'})`);
    process.exit(1);
  }
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

/**
 * Installs Debian packages when a file they provide is missing (as root, or with password-less
 * sudo). Returns whether the file is there afterwards; says why not otherwise.
 */
export function ensureDebianPackages(packages, probeFile) {
  if (existsSync(probeFile)) return true;
  const names = packages.join(', ');
  const couldNot = (reason) => {
    console.error(`[opsdeck] could not install ${names}: ${reason}`);
    return false;
  };
  if (!isRoot && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status !== 0) {
    return couldNot('run as root or install it (sudo is missing or asks for a password)');
  }
  log(`installing ${names} from Debian's packages`);
  const prefix = isRoot ? [] : ['sudo', '-n'];
  const apt = (args) => {
    const [command, ...rest] = [...prefix, 'apt-get', ...args];
    return run(command, rest, { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  };
  if (apt(['update', '-q']) !== 0 || apt(['install', '-y', '-q', '--no-install-recommends', ...packages]) !== 0) {
    return couldNot('apt-get failed; run as root or install it');
  }
  if (!existsSync(probeFile)) return couldNot(`${probeFile} is still missing after installing it`);
  return true;
}

export function commandOutput(command, args) {
  return execFileSync(command, args, { cwd: repoRoot, encoding: 'utf8' }).trim();
}
