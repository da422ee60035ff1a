/**
 * An uncaught error thrown by a remote's script (a broken remoteEntry or page chunk) is part of
 * that remote's failure: it is kept and reported with the failure (once, with the remote's name)
 * instead of surfacing as a separate uncaught error.
 */
import type { RemoteName } from '@opsdeck/contracts';

const scriptBases = new Map<string, RemoteName>();
const byRemote = new Map<RemoteName, string>();
const byFile = new Map<string, string>();
let listening = false;

function onScriptError(event: ErrorEvent): void {
  const file = event.filename;
  if (!file) return;
  for (const [base, name] of scriptBases) {
    if (!file.startsWith(base)) continue;
    event.preventDefault();
    const message = event.error instanceof Error ? `${event.error.name}: ${event.error.message}` : event.message;
    byRemote.set(name, message);
    byFile.set(file, message);
    return;
  }
}

/** Scripts under the folder of a remote's mf-manifest.json belong to that remote. */
export function watchRemoteScripts(name: RemoteName, manifestUrl: string): void {
  scriptBases.set(new URL('.', manifestUrl).toString(), name);
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('error', onScriptError);
}

/** The last error a remote's scripts threw, once (it is cleared when read). */
export function takeRemoteScriptError(name: RemoteName): string | undefined {
  const message = byRemote.get(name);
  byRemote.delete(name);
  return message;
}

/** The error the script at `url` threw, once; webpack's ChunkLoadError carries the URL as `request`. */
export function takeScriptErrorOf(error: unknown): string | undefined {
  const url = error && typeof error === 'object' && 'request' in error ? (error as { request: unknown }).request : undefined;
  if (typeof url !== 'string') return undefined;
  const message = byFile.get(url);
  byFile.delete(url);
  return message;
}

/** Stops watching (tests). */
export function resetRemoteScriptWatch(): void {
  if (listening) window.removeEventListener('error', onScriptError);
  listening = false;
  scriptBases.clear();
  byRemote.clear();
  byFile.clear();
}
