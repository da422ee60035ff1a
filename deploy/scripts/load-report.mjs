/**
 * What the load benchmark (load.mjs) prints besides latencies: percentiles, the backend's own
 * figures per call from its Server-Timing header, and a summary of a V8 CPU profile.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export function percentile(sorted, q) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}

/**
 * The backend's figures of one request from its Server-Timing header
 * (`db;dur=1.20;desc="2 statements", dbwait;dur=30.5`), or null when it sends none.
 */
export function parseServerTiming(header) {
  if (typeof header !== 'string') return null;
  const db = /(?:^|,)\s*db;dur=([\d.]+);desc="(\d+) statements"/.exec(header);
  const wait = /(?:^|,)\s*dbwait;dur=([\d.]+)/.exec(header);
  if (!db || !wait) return null;
  return { databaseMs: Number(db[1]), statements: Number(db[2]), waitMs: Number(wait[1]) };
}

/**
 * Per call, what the backend reported of its requests (Server-Timing): statements per request,
 * time in the database per request and time waiting for it (mean and p95). The database's own
 * time does not depend on the load; the wait is where a queue makes a tail.
 */
export function printDatabaseFigures(timings, elapsed, engine) {
  const all = [...timings.values()].flat();
  if (all.length === 0) {
    console.log('database figures: not reported (the backend sends no Server-Timing; set OPSDECK_SERVER_TIMING=1)');
    return;
  }
  console.log('');
  console.log('call                 statements/req   db ms/req  wait ms/req  wait p95 (ms)');
  const rows = [...timings, ['overall', all]];
  for (const [name, list] of rows) {
    if (list.length === 0) continue;
    const mean = (pick) => list.reduce((sum, t) => sum + pick(t), 0) / list.length;
    const waits = list.map((t) => t.waitMs).sort((a, b) => a - b);
    console.log(
      `${name.padEnd(20)} ${mean((t) => t.statements)
        .toFixed(2)
        .padStart(14)} ${mean((t) => t.databaseMs)
        .toFixed(2)
        .padStart(11)} ` +
        `${mean((t) => t.waitMs)
          .toFixed(1)
          .padStart(12)} ${percentile(waits, 0.95).toFixed(1).padStart(14)}`,
    );
  }
  const busy = all.reduce((sum, t) => sum + t.databaseMs, 0) / (elapsed * 1000);
  // PGlite runs one statement at a time, so the sum is the share of its thread; PostgreSQL runs
  // them side by side on the pool's connections, so the sum can pass 100%.
  const meaning = engine.startsWith('PGlite')
    ? 'PGlite, one statement at a time: the share of its thread'
    : 'statements run side by side on the pool: the sum of their times';
  console.log(
    `database time of these requests, summed: ${(busy * 100).toFixed(0)}% of the run (${meaning}; background work not counted)`,
  );
}

/** The busiest thread's profile of this run in `dir` (the gateway's main thread), summed by function (self time). */
export function printProfile(dir, since) {
  const summaries = readdirSync(dir)
    .filter((name) => name.endsWith('.cpuprofile') && statSync(path.join(dir, name)).mtimeMs >= since)
    .map((name) => summariseProfile(path.join(dir, name)))
    .sort((a, b) => b.busy - a.busy);
  const busiest = summaries[0];
  if (!busiest) return console.log(`no profile written in ${dir}`);
  const { file, total, busy, byFunction } = busiest;
  console.log(`\nprofile ${file}: ${total.toFixed(0)} ms sampled, ${((busy / total) * 100).toFixed(0)}% busy`);
  for (const [name, ms] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 40))
    console.log(`  ${ms.toFixed(0).padStart(7)} ms  ${name}`);
}

function summariseProfile(file) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const byFunction = new Map();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const frame = frames.get(id);
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    total += ms;
    if (!frame) return;
    const where = frame.url.split('/').slice(-2).join('/') || '(native)';
    const name = `${frame.functionName || '(anonymous)'} ${where}:${frame.lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
  });
  const idle = byFunction.get('(idle) (native):0') ?? 0;
  byFunction.delete('(idle) (native):0');
  return { file, total, busy: total - idle, byFunction };
}
