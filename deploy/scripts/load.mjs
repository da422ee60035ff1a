#!/usr/bin/env node
/**
 * Load benchmark: N signed-in clients run the console's real request mix for D seconds.
 *
 *   node deploy/scripts/load.mjs [--clients 200] [--seconds 60] [--url http://host:port]
 *                                [--database-url postgres://...] [--warmup 5] [--cpu-prof DIR]
 *
 * Without --url it starts a gateway (`deploy/gateway/main.ts`, embedded backend, demo data,
 * OPSDECK_DEMO=1) on a free port with a temporary DATA_DIR, or on --database-url (PostgreSQL),
 * and stops it afterwards. The clients sign in through the self-service login flow as the demo
 * accounts, round-robin over the roles (admin, editor, commander, responder, viewer, guest), and
 * each loops over the pages' calls (session cookie, keep-alive):
 *
 *   whoami          GET  /api/auth/whoami
 *   health summary  POST /api/canary/api/summary {hidePassing, deleteFrom}
 *   catalog list    GET  /api/db/configs?select=...&order=name.asc.nullslast&limit=50  (count=exact)
 *   incidents list  GET  /api/db/incidents?select=...&order=created_at.desc.nullslast&limit=50  (count=exact)
 *   check history   GET  /api/db/check_statuses?select=...&check_id=eq.X&order=time.desc&limit=50  (count=exact)
 *
 * Prints req/s, p50/p95/p99 per call and overall, the error count (any status >= 400 or network
 * error) and the backend's RSS (sampled every second; only when this script started it). Exits
 * with 1 when there were errors. Also prints the CPU time per request of this script and of the
 * gateway it started (both share the machine's cores), and per call what the backend reports in
 * its `Server-Timing` header (OPSDECK_SERVER_TIMING=1, set on the gateway this script starts):
 * statements sent to the database, time they took there (PGlite: in its thread) and time they
 * waited for their turn, which do not depend on the machine's load as latencies do. `--cpu-prof DIR` runs that gateway under
 * V8's sampling profiler (a .cpuprofile in DIR, for Chrome's DevTools) and prints its busiest
 * functions. A benchmark, not a test: not run in CI.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { clearInterval, setInterval } from 'node:timers';
import { fileURLToPath } from 'node:url';
import { findPostmaster, treeCpuMs, treeRss } from './load-processes.mjs';
import { parseServerTiming, percentile, printDatabaseFigures, printProfile } from './load-report.mjs';

const deployDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROLES = ['admin', 'editor', 'commander', 'responder', 'viewer', 'guest'];
const PASSWORD = process.env.OPSDECK_ADMIN_PASSWORD ?? 'opsdeck-demo';
const emailOf = (role) =>
  role === 'admin' ? (process.env.OPSDECK_ADMIN_EMAIL ?? 'admin@opsdeck.local') : `${role}@opsdeck.local`;

function parseArgs(argv) {
  const options = { clients: 200, seconds: 60, warmup: 5, url: undefined, databaseUrl: undefined, cpuProf: undefined };
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i].split('=', 2);
    const value = () => inline ?? argv[++i];
    if (flag === '--clients') options.clients = Number(value());
    else if (flag === '--seconds') options.seconds = Number(value());
    else if (flag === '--warmup') options.warmup = Number(value());
    else if (flag === '--url') options.url = value().replace(/\/$/, '');
    else if (flag === '--database-url') options.databaseUrl = value();
    else if (flag === '--cpu-prof') options.cpuProf = path.resolve(value());
    else {
      console.error(`unknown option ${argv[i]}\n${readFileSync(fileURLToPath(import.meta.url), 'utf8').split('*/')[0]}`);
      process.exit(2);
    }
  }
  if (!(options.clients > 0) || !(options.seconds > 0) || !(options.warmup >= 0)) {
    console.error('--clients and --seconds must be positive, --warmup not negative');
    process.exit(2);
  }
  return options;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function startGateway(databaseUrl, cpuProfDir) {
  const startedAt = Date.now();
  const port = await freePort();
  const dataDir = databaseUrl ? null : mkdtempSync(path.join(os.tmpdir(), 'opsdeck-load-'));
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', OPSDECK_DEMO: '1', OPSDECK_SERVER_TIMING: '1' };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else {
    delete env.DATABASE_URL;
    env.DATA_DIR = dataDir;
  }
  const profiling = cpuProfDir ? ['--cpu-prof', '--cpu-prof-dir', cpuProfDir] : [];
  const child = spawn(process.execPath, [...profiling, '--import', 'tsx', 'gateway/main.ts'], {
    cwd: deployDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk) => {
    // Keep only the start-up lines for an error message; the request log is discarded.
    if (output.length < 20_000) output += chunk;
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the gateway exited with ${child.exitCode}:\n${output}`);
    if (Date.now() > deadline) throw new Error(`the gateway did not answer within 180 s:\n${output}`);
    try {
      const response = await fetch(`${url}/api/auth/whoami`);
      await response.arrayBuffer();
      if (response.status < 500) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => {
        const timer = setTimeout(() => {
          child.kill('SIGKILL');
          resolve();
        }, 10_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  return { url, pid: child.pid, stop, startedAt };
}

/**
 * A browser-like client: its own keep-alive connection and cookie jar (name=value pairs from
 * Set-Cookie, sent back on every request). node:http rather than fetch: the generator shares the
 * cores with the server it measures, and fetch costs it about twice the CPU per request.
 */
class Client {
  constructor(base, role) {
    this.base = new URL(base);
    this.role = role;
    this.cookies = new Map();
    this.agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  }

  /**
   * Sends one request. Measured calls (`discard`) accept compressed answers as a browser does and
   * only drain them; the set-up calls read their JSON, so they ask for it uncompressed.
   */
  request(pathAndQuery, init = {}, { discard = false } = {}) {
    const headers = { Accept: 'application/json', ...init.headers };
    if (discard) headers['Accept-Encoding'] = 'gzip, deflate, br';
    if (this.cookies.size > 0) headers.Cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const method = init.method ?? 'GET';
    if (method !== 'GET') headers.Origin = this.base.origin;
    if (init.body !== undefined) headers['Content-Length'] = String(Buffer.byteLength(init.body));
    return new Promise((resolve, reject) => {
      const req = http.request(
        { host: this.base.hostname, port: this.base.port, path: pathAndQuery, method, headers, agent: this.agent },
        (res) => {
          for (const cookie of res.headers['set-cookie'] ?? []) {
            const [pair] = cookie.split(';', 1);
            const eq = pair.indexOf('=');
            this.cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
          }
          const chunks = [];
          if (discard) res.resume();
          else res.on('data', (chunk) => chunks.push(chunk));
          res.on('error', reject);
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            resolve({
              status: res.statusCode,
              timing: parseServerTiming(res.headers['server-timing']),
              ok: res.statusCode >= 200 && res.statusCode < 300,
              text,
              json: () => JSON.parse(text),
            });
          });
        },
      );
      req.on('error', reject);
      req.end(init.body);
    });
  }

  async signIn() {
    const flowResponse = await this.request('/api/.ory/self-service/login/browser');
    const flow = flowResponse.json();
    if (!flowResponse.ok) throw new Error(`login flow: HTTP ${flowResponse.status} ${JSON.stringify(flow)}`);
    const csrf = flow.ui.nodes.find((node) => node.attributes.name === 'csrf_token')?.attributes.value;
    const submitted = await this.request(`/api/.ory/self-service/login?flow=${flow.id}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ method: 'password', identifier: emailOf(this.role), password: PASSWORD, csrf_token: csrf }),
    });
    if (submitted.status !== 200) throw new Error(`sign-in of ${emailOf(this.role)}: HTTP ${submitted.status} ${submitted.text}`);
  }
}

/** The console's calls, as the pages send them (see remotes/*\/src/features/*\/api and shell/src/session). */
function buildCalls(checkIds) {
  const countExact = { Prefer: 'count=exact' };
  return [
    { name: 'whoami', request: () => ['/api/auth/whoami', {}] },
    {
      name: 'health summary',
      request: () => [
        '/api/canary/api/summary',
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ hidePassing: true, deleteFrom: new Date(Date.now() - 3_600_000).toISOString() }),
        },
      ],
    },
    {
      name: 'catalog list',
      request: () => [
        '/api/db/configs?select=id,name,type,status,health,updated_at&order=name.asc.nullslast&offset=0&limit=50',
        { headers: countExact },
      ],
    },
    {
      name: 'incidents list',
      request: () => [
        '/api/db/incidents?select=id,incident_id,title,severity,status,created_at&order=created_at.desc.nullslast&offset=0&limit=50',
        { headers: countExact },
      ],
    },
    {
      name: 'check history',
      request: (i) => {
        const id = checkIds[i % checkIds.length];
        const since = new Date(Date.now() - 86_400_000).toISOString();
        return [
          `/api/db/check_statuses?select=time,duration,status,message,error,invalid,details&check_id=eq.${id}&time=gt.${since}&order=time.desc&offset=0&limit=50`,
          { headers: countExact },
        ];
      },
    },
  ];
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const gateway = options.url ? null : await startGateway(options.databaseUrl, options.cpuProf);
  const base = options.url ?? gateway.url;
  const engine = options.url ? 'as served' : options.databaseUrl ? 'PostgreSQL' : 'PGlite (embedded)';
  console.log(
    `load: ${options.clients} clients, ${options.seconds} s (after ${options.warmup} s warm-up), ${base}, ${engine}, ` +
      `${os.cpus().length} cores, Node ${process.version}, load average ${os.loadavg()[0].toFixed(2)}`,
  );
  try {
    // Sign in: one session per client, a few at a time (the password hash is deliberately slow).
    const clients = Array.from({ length: options.clients }, (_, i) => new Client(base, ROLES[i % ROLES.length]));
    const signInStarted = performance.now();
    for (let i = 0; i < clients.length; i += 8) await Promise.all(clients.slice(i, i + 8).map((c) => c.signIn()));
    console.log(`signed in ${clients.length} sessions in ${((performance.now() - signInStarted) / 1000).toFixed(1)} s`);

    const checksResponse = await clients[0].request('/api/db/checks?select=id&deleted_at=is.null&order=name.asc&limit=20');
    const checkIds = checksResponse.json().map((row) => row.id);
    if (checkIds.length === 0) throw new Error('no checks to read the history of');
    const calls = buildCalls(checkIds);

    // Each role runs the calls its pages may make: a call its first client is refused is left out
    // for that role (the console does not show that page), and listed.
    const mixByRole = new Map();
    for (const role of ROLES) {
      const client = clients.find((c) => c.role === role);
      if (!client) continue;
      const allowed = [];
      for (const call of calls) {
        const [p, init] = call.request(0);
        const response = await client.request(p, init, { discard: true });
        if (response.ok) allowed.push(call);
        else console.log(`  ${role}: ${call.name} answers ${response.status}; left out of this role's mix`);
      }
      mixByRole.set(role, allowed);
    }

    const samples = new Map(calls.map((call) => [call.name, []]));
    const timings = new Map(calls.map((call) => [call.name, []]));
    const errors = new Map();
    let measuring = false;
    let stopping = false;
    let rssMax = 0;
    let rssLast = 0;
    const rssTimer = gateway
      ? setInterval(() => {
          rssLast = treeRss(gateway.pid);
          rssMax = Math.max(rssMax, rssLast);
        }, 1000)
      : null;
    const rssBefore = gateway ? treeRss(gateway.pid) : 0;

    const loop = async (client, index) => {
      const mix = mixByRole.get(client.role);
      let i = index;
      while (!stopping && mix.length > 0) {
        const call = mix[i % mix.length];
        i += 1;
        const [p, init] = call.request(i);
        const started = performance.now();
        let failure = null;
        let timing = null;
        try {
          const response = await client.request(p, init, { discard: true });
          timing = response.timing;
          if (response.status >= 400) failure = `${call.name}: HTTP ${response.status}`;
        } catch (error) {
          failure = `${call.name}: ${error.code ?? error.cause?.code ?? error.message}`;
        }
        const ms = performance.now() - started;
        if (!measuring) continue;
        samples.get(call.name).push(ms);
        if (timing) timings.get(call.name).push(timing);
        if (failure) errors.set(failure, (errors.get(failure) ?? 0) + 1);
      }
    };
    const loops = clients.map((client, index) => loop(client, index));
    await new Promise((resolve) => setTimeout(resolve, options.warmup * 1000));
    measuring = true;
    const started = performance.now();
    const ownCpuBefore = process.cpuUsage();
    const backendCpuBefore = gateway ? treeCpuMs(gateway.pid) : 0;
    const postmaster = options.databaseUrl ? findPostmaster(new URL(options.databaseUrl).port || 5432) : null;
    const postgresCpuBefore = postmaster ? treeCpuMs(postmaster) : 0;
    await new Promise((resolve) => setTimeout(resolve, options.seconds * 1000));
    measuring = false;
    const elapsed = (performance.now() - started) / 1000;
    const ownCpu = process.cpuUsage(ownCpuBefore);
    const ownCpuMs = (ownCpu.user + ownCpu.system) / 1000;
    const backendCpuMs = gateway ? treeCpuMs(gateway.pid) - backendCpuBefore : NaN;
    const postgresCpuMs = postmaster ? treeCpuMs(postmaster) - postgresCpuBefore : NaN;
    stopping = true;
    await Promise.all(loops);
    if (rssTimer) clearInterval(rssTimer);

    const all = [];
    const rows = [];
    for (const [name, list] of samples) {
      all.push(...list);
      rows.push([name, list]);
    }
    rows.push(['overall', all]);
    console.log('');
    console.log('call                 requests    req/s      p50      p95      p99      max  (ms)');
    for (const [name, list] of rows) {
      const sorted = [...list].sort((a, b) => a - b);
      const f = (v) => (Number.isNaN(v) ? '-' : v.toFixed(1)).padStart(8);
      console.log(
        `${name.padEnd(20)} ${String(list.length).padStart(8)} ${(list.length / elapsed).toFixed(1).padStart(8)} ` +
          `${f(percentile(sorted, 0.5))} ${f(percentile(sorted, 0.95))} ${f(percentile(sorted, 0.99))} ${f(sorted.at(-1) ?? NaN)}`,
      );
    }
    printDatabaseFigures(timings, elapsed, engine);
    const errorCount = [...errors.values()].reduce((a, b) => a + b, 0);
    console.log(
      `errors: ${errorCount}; load average at the end ${os.loadavg()[0].toFixed(2)} (other work on the machine skews the figures)`,
    );
    for (const [what, count] of errors) console.log(`  ${count} x ${what}`);
    const perRequest = (ms) => (ms / Math.max(1, all.length)).toFixed(2);
    const busy = (ms) => `${((ms / (elapsed * 1000)) * 100).toFixed(0)}% of a core`;
    console.log(
      `CPU per request: load generator ${perRequest(ownCpuMs)} ms (${busy(ownCpuMs)})` +
        (gateway ? `, gateway and backend ${perRequest(backendCpuMs)} ms (${busy(backendCpuMs)})` : '') +
        (postmaster
          ? `, PostgreSQL ${perRequest(postgresCpuMs)} ms (${busy(postgresCpuMs)})`
          : options.databaseUrl
            ? '; PostgreSQL not counted (not found on this machine)'
            : ''),
    );
    if (gateway) {
      const mib = (bytes) => `${(bytes / 1048576).toFixed(0)} MiB`;
      console.log(`backend RSS: ${mib(rssBefore)} before the run, max ${mib(rssMax)}, at the end ${mib(rssLast)}`);
    } else console.log('backend RSS: not measured (--url)');
    if (errorCount > 0) process.exitCode = 1;
  } finally {
    await gateway?.stop();
  }
  if (gateway && options.cpuProf) printProfile(options.cpuProf, gateway.startedAt);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
