/**
 * While the shell loads a remote's scripts (its remoteEntry, exposed module or a page chunk), an
 * uncaught error one of them throws is part of that load's failure: it is reported with the
 * failure (one line, with the remote's name), not as a separate uncaught error. Outside a load, a
 * remote's errors are left alone for the browser to report as usual.
 */
import type { RemoteName } from '@opsdeck/contracts';

export type ScriptLoadResult<T> = { ok: true; value: T } | { ok: false; error: unknown; thrown: string[] };

const scriptBases = new Map<string, RemoteName>();
/** The open loads of each remote: what their scripts threw so far. */
const openLoads = new Map<RemoteName, Set<string[]>>();
let listening = false;

function remoteOfScript(file: string): RemoteName | undefined {
  for (const [base, name] of scriptBases) if (file.startsWith(base)) return name;
  return undefined;
}

function onScriptError(event: ErrorEvent): void {
  const name = event.filename ? remoteOfScript(event.filename) : undefined;
  const loads = name ? openLoads.get(name) : undefined;
  if (!loads || loads.size === 0) return;
  event.preventDefault();
  const message = event.error instanceof Error ? `${event.error.name}: ${event.error.message}` : event.message;
  for (const thrown of loads) thrown.push(message);
}

/** Scripts under the folder of a remote's mf-manifest.json belong to that remote. */
export function watchRemoteScripts(name: RemoteName, manifestUrl: string): void {
  scriptBases.set(new URL('.', manifestUrl).toString(), name);
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('error', onScriptError);
}

/**
 * Runs a load of `name`'s scripts. A failed load comes back with what its scripts threw; a load
 * that succeeded anyway reports what they threw as the uncaught errors they were.
 */
export async function loadRemoteScripts<T>(name: RemoteName, load: () => Promise<T>): Promise<ScriptLoadResult<T>> {
  const thrown: string[] = [];
  const loads = openLoads.get(name) ?? new Set<string[]>();
  openLoads.set(name, loads);
  loads.add(thrown);
  try {
    const value = await load();
    for (const message of thrown) console.error(`[opsdeck] remote "${name}": uncaught ${message}`);
    return { ok: true, value };
  } catch (error) {
    return { ok: false, error, thrown };
  } finally {
    loads.delete(thrown);
  }
}

/** "…" or "… (its script threw X)": a failure with what the remote's scripts threw. */
export function withThrown(message: string, thrown: readonly string[]): string {
  const last = thrown[thrown.length - 1];
  return last ? `${message} (its script threw ${last})` : message;
}

/** Stops watching (tests). */
export function resetRemoteScriptWatch(): void {
  if (listening) window.removeEventListener('error', onScriptError);
  listening = false;
  scriptBases.clear();
  openLoads.clear();
}
