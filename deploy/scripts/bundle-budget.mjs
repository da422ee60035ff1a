#!/usr/bin/env node
/**
 * Bundle budget: JavaScript transferred (compressed bytes as received) for two page loads in
 * Debian's Chromium, with an empty cache each time:
 *   - the login page (/login, signed out)            budget 250 KB
 *   - the shell plus one remote route (/health)      budget 450 KB
 *
 * Usage: node deploy/scripts/bundle-budget.mjs [--url http://host:port] [--json] [--top N]
 * Without --url it starts a gateway on a free port with a throwaway DATA_DIR (demo sign-ins),
 * serving the current builds (run `pnpm run build` first). KB = 1024 bytes.
 * Exits 1 when a budget is exceeded.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
// playwright-core is a dependency of the e2e package; resolve it from there.
const { chromium } = createRequire(path.join(repoRoot, 'e2e', 'package.json'))('playwright-core');

const KB = 1024;
const BUDGETS = { login: 250 * KB, console: 450 * KB };
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
  const args = { url: process.env.BUNDLE_URL, json: false, top: 8 };
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--url') args.url = argv[++i];
    else if (argv[i] === '--json') args.json = true;
    else if (argv[i] === '--top') args.top = Number(argv[++i]);
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

function report(name, result, budget, top) {
  const verdict = result.transferred <= budget ? 'ok' : 'OVER BUDGET';
  console.log(
    `${name} (${result.path}): ${kb(result.transferred)} JavaScript transferred in ${result.files} files` +
      ` (bodies ${kb(result.body)}), budget ${kb(budget)}: ${verdict}`,
  );
  for (const { file, bytes } of result.largest.slice(0, top)) console.log(`    ${kb(bytes).padStart(9)}  ${file}`);
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const gateway = args.url ? { url: args.url.replace(/\/+$/, ''), stop: () => {} } : await startGateway();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const login = await measure(browser, gateway.url, {
      path: '/login',
      signedIn: false,
      ready: (page) => page.getByRole('heading', { name: 'Sign In to your account' }).waitFor({ timeout: 30_000 }),
    });
    const consolePage = await measure(browser, gateway.url, {
      path: '/health',
      signedIn: true,
      ready: (page) =>
        page.waitForFunction(() => globalThis.document.title.startsWith('Health |'), undefined, { timeout: 30_000 }),
    });
    if (args.json) {
      console.log(JSON.stringify({ unit: 'bytes', budgets: BUDGETS, login, console: consolePage }, null, 2));
    } else {
      console.log(`Bundle budget against ${gateway.url} (Chromium, empty cache, KB = 1024 bytes)`);
      report('login page', login, BUDGETS.login, args.top);
      report('shell + one remote route', consolePage, BUDGETS.console, args.top);
    }
    if (login.transferred > BUDGETS.login || consolePage.transferred > BUDGETS.console) process.exitCode = 1;
  } finally {
    await browser.close();
    gateway.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
});
