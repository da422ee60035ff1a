import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { federationNameOf, type RemoteName, type RuntimeManifest } from '@opsdeck/contracts';
import { lazilyProvidedSingletons } from './provided-singletons';
import type { LoadedRemoteModule, RemoteRegistry } from './remote-registry';

const LOAD_TIMEOUT_MS = 15_000;
const RETRY_DELAY_MS = 400;

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not load within ${ms / 1000} s`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

function isRemoteModule(value: unknown, name: RemoteName): value is LoadedRemoteModule {
  if (!value || typeof value !== 'object') return false;
  const candidate = value as Partial<LoadedRemoteModule>;
  return candidate.name === name && Array.isArray(candidate.routes) && Array.isArray(candidate.nav);
}

async function loadOne(name: RemoteName): Promise<LoadedRemoteModule> {
  const request = `${federationNameOf(name)}/module`;
  let lastError: unknown;
  // One retry absorbs a transient network blip; a remote that is really down fails fast after it.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const exported = await withTimeout(loadRemote<{ remoteModule?: unknown }>(request), LOAD_TIMEOUT_MS, request);
      const candidate = exported?.remoteModule;
      if (!isRemoteModule(candidate, name)) throw new Error(`${request} does not export a valid remoteModule`);
      return candidate;
    } catch (error) {
      lastError = error;
      if (attempt === 0) await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    }
  }
  throw lastError instanceof Error ? lastError : new Error(String(lastError));
}

/**
 * Registers every remote of the manifest with the federation runtime and loads their modules in
 * parallel. A failure is logged once and recorded; it never affects the other remotes.
 */
export async function loadRemotes(manifest: RuntimeManifest, registry: RemoteRegistry): Promise<void> {
  // Keeps the lazily provided kit entries in the build; see provided-singletons.ts.
  void lazilyProvidedSingletons;
  registry.setManifest(manifest);
  registerRemotes(
    manifest.remotes.map((entry) => ({
      name: federationNameOf(entry.name),
      entry: new URL(entry.entry, window.location.href).toString(),
    })),
    { force: true },
  );
  await Promise.all(
    manifest.remotes.map(async ({ name }) => {
      try {
        registry.update({ name, status: 'ready', module: await loadOne(name) });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        console.error(`[opsdeck] remote "${name}" is unavailable: ${message}`);
        registry.update({ name, status: 'failed', error: message });
      }
    }),
  );
}
