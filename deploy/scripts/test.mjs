#!/usr/bin/env node
// `npm test`: installs what the tests need (pnpm, dependencies, Debian's Chromium, the machine's
// PostgreSQL 15), then runs every test: type checks, unit tests, the backend suite on PGlite and
// (the suites that reach a database) on a throwaway PostgreSQL 15 cluster, and the Playwright
// tests of the composed app.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { commandOutput, ensureDebianPackages, ensurePnpm, installDependencies, log, repoRoot, run } from './toolchain.mjs';

const only = new Set((process.env.OPSDECK_TEST_ONLY ?? 'typecheck,unit,postgres,e2e').split(','));
const reportDir = mkdtempSync(path.join(os.tmpdir(), 'opsdeck-test-'));
const results = [];

function readJestReport(file, name) {
  if (!existsSync(file)) return { name, passed: 0, failed: 1, note: 'no report' };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const failures = report.testResults.flatMap((suite) => {
    const where = path.relative(repoRoot, suite.name);
    const tests = suite.assertionResults.filter((test) => test.status === 'failed');
    if (tests.length) return tests.map((test) => `${where} › ${test.fullName}: ${firstLine(test.failureMessages[0])}`);
    return suite.status === 'failed' ? [`${where}: ${firstLine(suite.message)}`] : [];
  });
  return { name, passed: report.numPassedTests, failed: report.numFailedTests + report.numRuntimeErrorTestSuites, failures };
}

function readPlaywrightReport(file, name = 'e2e') {
  if (!existsSync(file)) return { name, passed: 0, failed: 1, note: 'no report' };
  const { stats, suites } = JSON.parse(readFileSync(file, 'utf8'));
  const failures = [];
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status !== 'unexpected') continue;
        const error = test.results.at(-1)?.error?.message;
        failures.push(`${suite.file ?? ''} › ${[...titles, spec.title].join(' › ')}: ${firstLine(error)}`);
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  for (const suite of suites ?? []) visit(suite, []);
  return { name, passed: stats.expected + stats.flaky, failed: stats.unexpected, failures };
}

/** The first non-empty line of a failure message, without colour codes, for the summary. */
function firstLine(message = '') {
  const plain = message.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '');
  return (plain.split('\n').find((line) => line.trim()) ?? '').trim().slice(0, 200);
}

function step(name, fn) {
  const started = Date.now();
  log(`── ${name}`);
  const result = fn();
  result.seconds = Math.round((Date.now() - started) / 1000);
  results.push(result);
  return result;
}

/** A step that could not run counts as one failure, with the reason in the summary. */
function notRun(name, reason) {
  log(`── ${name}: not run, ${reason}`);
  results.push({ name, passed: 0, failed: 1, seconds: 0, note: `not run: ${reason}` });
}

/**
 * Runs commands at the same time, each with inherited output, and returns whether each failed
 * (0 or 1, in order). A child Node.js process waits for them all and reports them as its exit
 * code's bits, so the steps around it stay synchronous.
 */
function runSideBySide(commands) {
  const waiter = `
    const { spawn } = require('node:child_process');
    const commands = JSON.parse(process.argv[1]);
    const finished = commands.map(([command, args]) => new Promise((resolve) => {
      const child = spawn(command, args, { stdio: 'inherit' });
      child.on('error', () => resolve(1));
      child.on('close', (code) => resolve(code === 0 ? 0 : 1));
    }));
    Promise.all(finished).then((failed) => process.exit(failed.reduce((bits, f, i) => bits | (f << i), 0)));`;
  const status = run('node', ['-e', waiter, JSON.stringify(commands)]);
  return commands.map((_, index) => (status >> index) & 1);
}

const exitStatus = (name, status) => ({ name, passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1 });

ensurePnpm();
installDependencies();
const hasChromium = !only.has('e2e') || ensureDebianPackages(['chromium'], '/usr/bin/chromium');
const hasPostgres = !only.has('postgres') || ensureDebianPackages(['postgresql-15'], '/usr/lib/postgresql/15/bin/initdb');

if (only.has('typecheck')) {
  step('type check (tsc --noEmit in every package), lint and format check', () => {
    const typecheck = run('pnpm', ['-r', '--workspace-concurrency=2', 'typecheck']);
    // ESLint and Prettier each use one core: side by side they take as long as the slower one.
    const [lint, format] = runSideBySide([
      ['pnpm', ['exec', 'eslint', '.']],
      ['pnpm', ['exec', 'prettier', '--check', '--log-level=warn', '.']],
    ]);
    const failed = Number(typecheck !== 0) + Number(lint !== 0) + Number(format !== 0);
    return { name: 'typecheck, lint and format', passed: 3 - failed, failed };
  });
}

if (only.has('unit')) {
  step('unit tests (every package; backend on embedded PGlite)', () => {
    const file = path.join(reportDir, 'unit.json');
    run('pnpm', ['exec', 'jest', '--ci', '--maxWorkers=2', '--json', `--outputFile=${file}`]);
    return readJestReport(file, 'unit');
  });
}

if (only.has('postgres') && !hasPostgres) notRun('backend on PostgreSQL 15', 'PostgreSQL 15 is not installed');
else if (only.has('postgres')) {
  step('backend tests on a throwaway PostgreSQL 15 cluster', () => {
    // Outside the private report folder: the cluster runs as the postgres user, which must reach it.
    const clusterDir = path.join(os.tmpdir(), `opsdeck-pg15-${process.pid}`);
    const script = path.join(repoRoot, 'deploy/scripts/throwaway-postgres.mjs');
    let url;
    try {
      url = commandOutput('node', [script, 'start', clusterDir]);
    } catch (error) {
      return { name: 'backend on PostgreSQL 15', passed: 0, failed: 1, note: `cluster did not start: ${error.message}` };
    }
    const file = path.join(reportDir, 'postgres.json');
    try {
      run(
        'pnpm',
        [
          'exec',
          'jest',
          '--ci',
          '--maxWorkers=2',
          '--selectProjects',
          '@opsdeck/backend',
          '--json',
          `--outputFile=${file}`,
          '--findRelatedTests',
          ...databaseEntryPoints(),
        ],
        {
          env: { ...process.env, TEST_DATABASE_URL: url },
        },
      );
    } finally {
      run('node', [script, 'stop', clusterDir]);
    }
    return readJestReport(file, 'backend on PostgreSQL 15');
  });
}

/**
 * What a backend suite reaches a database through: the test database helper, the multi-process
 * helper, the engines, and suites that read a database URL themselves. Jest runs the suites that
 * depend on any of them (--findRelatedTests); the others run the same code on either engine and
 * already ran in the unit step.
 */
function databaseEntryPoints() {
  const backend = path.join(repoRoot, 'deploy/backend');
  const helpers = ['src/db/testing.ts', 'src/backend-processes.ts', 'src/db/open-database.ts', 'src/db/postgres-database.ts'];
  const suitesWithOwnUrl = ['src', 'bench']
    .flatMap((dir) => readdirSync(path.join(backend, dir), { recursive: true }).map((file) => path.join(backend, dir, file)))
    .filter((file) => file.endsWith('.test.ts') && readFileSync(file, 'utf8').includes('DATABASE_URL'));
  return [...helpers.map((file) => path.join(backend, file)), ...suitesWithOwnUrl];
}

if (only.has('e2e')) {
  const build = step('build of the shell and the remotes', () => exitStatus('build', run('pnpm', ['run', 'build'])));
  if (build.failed) {
    notRun('skew check', 'the build failed');
    notRun('e2e', 'the build failed');
  } else {
    step('version skew between the shell and the remotes', () => exitStatus('skew check', run('pnpm', ['run', 'check:skew'])));
    if (hasChromium) {
      bundleBudget();
      e2e();
      e2eStrict();
    } else {
      notRun('bundle budget', 'Chromium is not installed');
      notRun('e2e', 'Chromium is not installed');
      notRun('e2e on strict Mission Control', 'Chromium is not installed');
    }
  }
}

/** JavaScript budgets of the built pages (the build above): each measured page is one test. */
function bundleBudget() {
  step('bundle budget (JavaScript received by Chromium for the login page and each remote route)', () => {
    const file = path.join(reportDir, 'bundle-budget.json');
    const status = run('node', ['deploy/scripts/bundle-budget.mjs', '--report', file]);
    if (!existsSync(file)) return { name: 'bundle budget', passed: 0, failed: 1, note: `no report (exit code ${status})` };
    const { pages } = JSON.parse(readFileSync(file, 'utf8'));
    const failed = pages.filter((page) => !page.passed);
    return {
      name: 'bundle budget',
      passed: pages.length - failed.length,
      failed: failed.length,
      ...(failed.length ? { note: `over budget: ${failed.map((page) => page.path).join(', ')}` } : {}),
    };
  });
}

function e2e() {
  step('end-to-end tests (Playwright in Debian Chromium against the composed app)', () => {
    const file = path.join(reportDir, 'e2e.json');
    run('pnpm', ['--filter', '@opsdeck/e2e', 'test'], { env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: file } });
    return readPlaywrightReport(file);
  });
}

/**
 * The console against a backend in strict Mission Control mode (OPSDECK_STRICT_MISSION_CONTROL):
 * a focused set of specs whose pages would break on any call Mission Control does not answer.
 */
function e2eStrict() {
  const specs = ['tests/health.spec.ts', 'tests/health-topology.spec.ts', 'tests/silences.spec.ts'];
  step('end-to-end tests on a backend in strict Mission Control mode (health, topology, silences)', () => {
    const file = path.join(reportDir, 'e2e-strict.json');
    run('pnpm', ['--filter', '@opsdeck/e2e', 'exec', 'playwright', 'test', ...specs], {
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: file, E2E_STRICT_MISSION_CONTROL: '1' },
    });
    return readPlaywrightReport(file, 'e2e on strict Mission Control');
  });
}

rmSync(reportDir, { recursive: true, force: true });
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log('');
for (const r of results) {
  console.log(
    `  ${r.failed ? '✗' : '✓'} ${r.name}: ${r.passed} passed, ${r.failed} failed (${r.seconds} s)${r.note ? ` - ${r.note}` : ''}`,
  );
  // Named here so the last lines of a failed run say which tests to open.
  for (const failure of (r.failures ?? []).slice(0, 10)) console.log(`      ✗ ${failure}`);
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && results.length > 0 ? 0 : 1);
