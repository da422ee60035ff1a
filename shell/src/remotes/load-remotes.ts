import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  federationNameOf,
  parseRemoteModule,
  REMOTE_EXPOSE,
  type RuntimeManifest,
  type RuntimeManifestEntry,
} from '@opsdeck/contracts';
import type { ComponentType } from 'react';
import { conciseFederationMessage } from './federation-messages';
import { prefetchFederationManifest, registerShellFederationPlugin } from './federation-runtime';
import { loadRemoteScripts, watchRemoteScripts, withThrown } from './remote-script-errors';
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

const absolute = (url: string): string => new URL(url, window.location.href).toString();

async function loadOnce(entry: RuntimeManifestEntry): Promise<LoadedRemoteModule> {
  const federationName = federationNameOf(entry.name);
  const request = `${federationName}/${REMOTE_EXPOSE.slice(2)}`;
  await prefetchFederationManifest(absolute(entry.entry), federationName);
  const loaded = await loadRemoteScripts(entry.name, () => loadRemote<{ remoteModule?: unknown }>(request));
  if (!loaded.ok) {
    const message = conciseFederationMessage(loaded.error instanceof Error ? loaded.error.message : String(loaded.error));
    throw new Error(withThrown(message, loaded.thrown));
  }
  const parsed = parseRemoteModule<ComponentType>(loaded.value?.remoteModule);
  if (!parsed.success) throw new Error(`${request} does not export a valid remoteModule (${parsed.error})`);
  if (parsed.data.name !== entry.name) throw new Error(`${request} describes the remote ${parsed.data.name}`);
  return parsed.data;
}

async function loadOne(entry: RuntimeManifestEntry): Promise<LoadedRemoteModule> {
  let lastError: unknown;
  // One retry absorbs a transient network blip; a remote that is really down fails fast after it.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      return await withTimeout(loadOnce(entry), LOAD_TIMEOUT_MS, `${entry.name} remote`);
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
  registerShellFederationPlugin();
  registerRemotes(
    manifest.remotes.map((entry) => ({ name: federationNameOf(entry.name), entry: absolute(entry.entry) })),
    { force: true },
  );
  for (const entry of manifest.remotes) watchRemoteScripts(entry.name, absolute(entry.entry));
  await Promise.all(
    manifest.remotes.map(async (entry) => {
      try {
        registry.update({ name: entry.name, status: 'ready', module: await loadOne(entry) });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        console.error(`[opsdeck] remote "${entry.name}" is unavailable: ${message}`);
        registry.update({ name: entry.name, status: 'failed', error: message });
      }
    }),
  );
}
