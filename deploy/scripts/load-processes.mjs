/**
 * What the load benchmark (load.mjs) reads of the processes it measures, from Linux's /proc: CPU
 * time and RSS of a process tree, and the postmaster of a local PostgreSQL server.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The sum of `read(id)` over a process and its descendants, from /proc; a process that ended (or
 * no /proc: not Linux) adds nothing.
 */
function sumOverTree(pid, read) {
  let total = 0;
  const visit = (id) => {
    try {
      total += read(id);
      for (const task of readdirSync(`/proc/${id}/task`)) {
        const children = readFileSync(`/proc/${id}/task/${task}/children`, 'utf8').trim();
        for (const child of children ? children.split(/\s+/) : []) visit(Number(child));
      }
    } catch {
      // The process ended, or /proc is not there (not Linux): no figure.
    }
  };
  visit(pid);
  return total;
}

/** CPU time (ms, user + system) a process and its descendants have used so far. */
export function treeCpuMs(pid) {
  const tick = 1000 / 100; // USER_HZ is 100 on Linux
  return sumOverTree(pid, (id) => {
    const stat = readFileSync(`/proc/${id}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * tick;
  });
}

/**
 * The postmaster of a PostgreSQL server on this machine listening on `port` (its `-p`, or the port
 * line of its data folder's postmaster.pid), or null: its CPU time is part of a request's cost.
 */
export function findPostmaster(port) {
  let entries;
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  for (const pid of entries) {
    try {
      const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      if (!argv[0]?.endsWith('postgres')) continue;
      const flag = (name) => (argv.indexOf(name) >= 0 ? argv[argv.indexOf(name) + 1] : undefined);
      const dataDir = flag('-D');
      const listening =
        flag('-p') ?? (dataDir ? readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[3] : undefined);
      if (Number(listening) === Number(port)) return Number(pid);
    } catch {
      // gone, or not ours to read
    }
  }
  return null;
}

/** RSS (bytes) of a process and its descendants (tsx may run the gateway in a child). */
export function treeRss(pid) {
  return sumOverTree(pid, (id) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${id}/status`, 'utf8'))?.[1] ?? 0) * 1024);
}
