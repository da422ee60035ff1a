#!/usr/bin/env node
/**
 * Bundle budget: JavaScript transferred (compressed bytes as received, headers included) for page
 * loads in Debian's Chromium, each with an empty cache:
 *   - the login page (/login, signed out)                                   budget 200 KB
 *   - the shell plus each remote's main route, signed in (PAGES below)      budget 400 KB each
 *
 * Usage: node deploy/scripts/bundle-budget.mjs [--url http://host:port] [--json] [--top N]
 *          [--page /path]... [--report file.json]
 * Without --url it starts a gateway on a free port with a throwaway DATA_DIR (demo sign-ins),
 * serving the current builds (run `pnpm run build` first). KB = 1024 bytes. `--top N` lists the N
 * largest files of each page, `--page` measures only the pages given, `--report` also writes the
 * figures as JSON to a file (deploy/scripts/test.mjs reads it).
 * Exits 1 when a page is over its budget, 2 when the measurement itself failed.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
// playwright-core is a dependency of the e2e package; resolve it from there.
const { chromium } = createRequire(path.join(repoRoot, 'e2e', 'package.json'))('playwright-core');

const KB = 1024;
const BUDGETS = { login: 200 * KB, console: 400 * KB };

/** Waits until the console has rendered the route: RemotePage sets "<title> | <product>". */
const titled = (prefix) => (page) =>
  page.waitForFunction((text) => globalThis.document.title.startsWith(`${text} |`), prefix, { timeout: 30_000 });

/**
 * The pages measured: the sign-in page and the main route of every remote (the first route each
 * remote's src/module.ts declares; titles from contracts/src/routes/route-table.ts).
 */
const PAGES = [
  {
    path: '/login',
    remote: 'shell (signed out)',
    budget: BUDGETS.login,
    signedIn: false,
    ready: (page) => page.getByRole('heading', { name: 'Sign In to your account' }).waitFor({ timeout: 30_000 }),
  },
  { path: '/health', remote: 'health-topology', budget: BUDGETS.console, signedIn: true, ready: titled('Health') },
  { path: '/topology', remote: 'health-topology', budget: BUDGETS.console, signedIn: true, ready: titled('Dashboard') },
  { path: '/catalog', remote: 'catalog', budget: BUDGETS.console, signedIn: true, ready: titled('Catalog') },
  { path: '/incidents', remote: 'incidents', budget: BUDGETS.console, signedIn: true, ready: titled('Incidents') },
  {
    path: '/playbooks',
    remote: 'playbooks-notifications',
    budget: BUDGETS.console,
    signedIn: true,
    ready: titled('Playbooks'),
  },
  {
    path: '/settings/connections',
    remote: 'settings',
    budget: BUDGETS.console,
    signedIn: true,
    ready: titled('Connections'),
  },
];
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
const DEMO_PASSWORD = process.env.OPSDECK_ADMIN_PASSWORD ?? 'opsdeck-demo';
const DEMO_EMAIL = process.env.OPSDECK_ADMIN_EMAIL ?? 'admin@opsdeck.local';

function parseArgs(argv) {
  const args = { url: process.env.BUNDLE_URL, json: false, top: 0, pages: [], report: undefined };
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--url') args.url = argv[++i];
    else if (argv[i] === '--json') args.json = true;
    else if (argv[i] === '--top') args.top = Number(argv[++i]);
    else if (argv[i] === '--page') args.pages.push(argv[++i]);
    else if (argv[i] === '--report') args.report = argv[++i];
    else throw new Error(`unknown argument ${argv[i]}`);
  }
  return args;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url, timeoutMs, child) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`the gateway exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** A gateway of our own: free port, throwaway embedded database, demo sign-ins. */
async function startGateway() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'opsdeck-bundle-'));
  const child = spawn('pnpm', ['--filter', '@opsdeck/deploy', 'start'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, OPSDECK_DEMO: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${url}/healthz`, 180_000, child);
  } catch (error) {
    stop();
    throw new Error(`${error.message}\n${output}`, { cause: error });
  }
  return { url, stop };
}

/** Signs the context in through the backend's self-service login flow (JSON variant). */
async function signIn(context, baseUrl) {
  const flow = await (
    await context.request.get(`${baseUrl}/api/.ory/self-service/login/browser`, { headers: { Accept: 'application/json' } })
  ).json();
  const csrf = flow.ui.nodes.find((node) => node.attributes.name === 'csrf_token')?.attributes.value;
  const submitted = await context.request.post(`${baseUrl}/api/.ory/self-service/login?flow=${flow.id}`, {
    headers: { Accept: 'application/json' },
    data: { method: 'password', identifier: DEMO_EMAIL, password: DEMO_PASSWORD, csrf_token: csrf },
  });
  if (submitted.status() !== 200) throw new Error(`sign-in failed: HTTP ${submitted.status()} ${await submitted.text()}`);
}

const isScript = (type, mimeType, url) =>
  type === 'Script' || /javascript|ecmascript/.test(mimeType ?? '') || /\.m?js(\?|$)/.test(new URL(url).pathname);

/**
 * Loads a page with an empty cache and sums, per JavaScript response, the bytes the network
 * layer received (CDP loadingFinished.encodedDataLength: compressed body plus headers) and the
 * compressed body alone (the sum of dataReceived.encodedDataLength).
 */
async function measure(browser, baseUrl, { path: pagePath, signedIn, ready }) {
  const context = await browser.newContext();
  try {
    if (signedIn) await signIn(context, baseUrl);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const requests = new Map();
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
      requests.set(requestId, {
        url: response.url,
        script: isScript(type, response.mimeType, response.url),
        body: 0,
        total: 0,
        done: false,
      });
    });
    cdp.on('Network.dataReceived', ({ requestId, encodedDataLength }) => {
      const entry = requests.get(requestId);
      if (entry) entry.body += encodedDataLength;
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const entry = requests.get(requestId);
      if (entry) Object.assign(entry, { total: encodedDataLength, done: true });
    });
    await page.goto(`${baseUrl}${pagePath}`, { waitUntil: 'load' });
    await ready(page);
    await page.waitForLoadState('networkidle');
    const scripts = [...requests.values()].filter((entry) => entry.script && entry.done);
    return {
      path: pagePath,
      files: scripts.length,
      transferred: scripts.reduce((sum, entry) => sum + entry.total, 0),
      body: scripts.reduce((sum, entry) => sum + entry.body, 0),
      largest: scripts
        .sort((a, b) => b.total - a.total)
        .map((entry) => ({ file: new URL(entry.url).pathname, bytes: entry.total })),
    };
  } finally {
    await context.close();
  }
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

function printTable(results) {
  const rows = [
    ['route', 'remote', 'KB', 'files', 'budget', 'result'],
    ...results.map((r) => [
      r.path,
      r.remote,
      (r.transferred / KB).toFixed(1),
      String(r.files),
      (r.budget / KB).toFixed(0),
      r.passed ? 'pass' : 'FAIL',
    ]),
  ];
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  const numeric = new Set([2, 3, 4]);
  for (const [index, row] of rows.entries()) {
    console.log(
      '  ' +
        row
          .map((cell, column) => (numeric.has(column) ? cell.padStart(widths[column]) : cell.padEnd(widths[column])))
          .join('  ')
          .trimEnd(),
    );
    if (index === 0) console.log('  ' + widths.map((width) => '-'.repeat(width)).join('  '));
  }
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const pages = args.pages.length ? PAGES.filter((page) => args.pages.includes(page.path)) : PAGES;
  if (pages.length !== (args.pages.length || PAGES.length)) {
    throw new Error(`--page takes one of ${PAGES.map((page) => page.path).join(', ')}`);
  }
  const gateway = args.url ? { url: args.url.replace(/\/+$/, ''), stop: () => {} } : await startGateway();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const results = [];
    for (const page of pages) {
      const result = await measure(browser, gateway.url, page);
      results.push({
        ...result,
        remote: page.remote,
        budget: page.budget,
        passed: result.transferred <= page.budget,
      });
    }
    const summary = { unit: 'bytes', url: gateway.url, pages: results };
    if (args.report) writeFileSync(args.report, JSON.stringify(summary, null, 2));
    if (args.json) {
      console.log(JSON.stringify(summary, null, 2));
    } else {
      console.log(`Bundle budget against ${gateway.url} (Chromium, empty cache, JavaScript as received, KB = 1024 bytes)`);
      printTable(results);
      for (const result of args.top > 0 ? results : []) {
        console.log(`${result.path}: ${result.files} files, bodies ${kb(result.body)} of ${kb(result.transferred)}`);
        for (const { file, bytes } of result.largest.slice(0, args.top)) console.log(`    ${kb(bytes).padStart(9)}  ${file}`);
      }
    }
    if (results.some((result) => !result.passed)) process.exitCode = 1;
  } finally {
    await browser.close();
    gateway.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
});
