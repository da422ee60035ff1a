import { loadRemote, loadShare, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  federationNameOf,
  parseRemoteDeclarations,
  parseRemoteModule,
  REMOTE_EXPOSE,
  type RemoteDeclarations,
  type RemoteName,
  type RuntimeManifest,
  type RuntimeManifestEntry,
} from '@opsdeck/contracts';
import type { ComponentType } from 'react';
import { matchPath } from 'react-router-dom';
import { fetchPreferringEarly } from '../app/early-requests';
import { declarationsUrlOf } from './early-remote-manifests';
import { conciseFederationMessage } from './federation-messages';
import { prefetchFederationManifest, registerShellFederationPlugin } from './federation-runtime';
import { loadRemoteScripts, watchRemoteScripts, withThrown } from './remote-script-errors';
import { lazilyProvidedSingletons } from './provided-singletons';
import type { LoadedRemoteModule, RemoteRegistry } from './remote-registry';

const LOAD_TIMEOUT_MS = 15_000;
const KIT_ENTRY = '@opsdeck/shared';
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

async function loadModuleOnce(entry: RuntimeManifestEntry): Promise<LoadedRemoteModule> {
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

/** The remote's module manifest, next to its mf-manifest.json, checked with the contracts schema. */
async function fetchDeclarationsOnce(entry: RuntimeManifestEntry): Promise<RemoteDeclarations> {
  const url = declarationsUrlOf(absolute(entry.entry));
  const response = await fetchPreferringEarly(url, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
  let json: unknown;
  try {
    json = JSON.parse(await response.text());
  } catch {
    throw new Error(`${url} is not JSON`);
  }
  const parsed = parseRemoteDeclarations(json);
  if (!parsed.success) throw new Error(`${url} is not a valid module manifest (${parsed.error})`);
  if (parsed.data.name !== entry.name) throw new Error(`${url} describes the remote ${parsed.data.name}`);
  return parsed.data;
}

/** One retry absorbs a transient network blip; a remote that is really down fails fast after it. */
async function withRetry<T>(what: string, load: () => Promise<T>): Promise<T> {
  let lastError: unknown;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      return await withTimeout(load(), LOAD_TIMEOUT_MS, what);
    } catch (error) {
      lastError = error;
      if (attempt === 0) await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    }
  }
  throw lastError instanceof Error ? lastError : new Error(String(lastError));
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** Records a remote as failed, logged once however many of its loads fail. */
function markFailed(registry: RemoteRegistry, name: RemoteName, error: unknown): void {
  const state = registry.getSnapshot().remotes.get(name);
  if (!state || state.status === 'failed') return;
  const message = messageOf(error);
  console.error(`[opsdeck] remote "${name}" is unavailable: ${message}`);
  registry.update({ name, status: 'failed', error: message });
}

/**
 * The module of a remote as the shell holds it, from its declarations: routes and contributions
 * whose loaders first load the remote's module (once, on first use) and then call the loader the
 * module itself has for that page or contribution.
 *
 * A page (a route, or a contributed settings page) whose remote's module cannot be loaded makes
 * the remote failed: its navigation and routes go and the page shows the remote's error panel;
 * the page's own loader then never settles (its route is gone). A contribution in another
 * remote's slot shows the failure in its slot instead, and its Try again loads the module again.
 */
export function onDemandModule(
  entry: RuntimeManifestEntry,
  declarations: RemoteDeclarations,
  registry: RemoteRegistry,
  loadModule: (entry: RuntimeManifestEntry) => Promise<LoadedRemoteModule> = (remote) =>
    withRetry(`${remote.name} remote`, () => loadModuleOnce(remote)),
): LoadedRemoteModule {
  let loading: Promise<LoadedRemoteModule> | undefined;
  const module = (): Promise<LoadedRemoteModule> => {
    if (!loading) {
      const started = performance.now();
      const current = loadModule(entry);
      current.then(
        () => registry.recordDetails(entry.name, { moduleMs: Math.round(performance.now() - started) }),
        () => undefined,
      );
      loading = current;
      // A failed load is not kept: a later use (Try again) loads the module again.
      current.catch(() => {
        if (loading === current) loading = undefined;
      });
    }
    return loading;
  };
  const pageModule = async (): Promise<LoadedRemoteModule | undefined> => {
    try {
      return await module();
    } catch (error) {
      markFailed(registry, entry.name, error);
      return undefined;
    }
  };
  const never = new Promise<never>(() => {});

  return {
    name: declarations.name,
    version: declarations.version,
    nav: declarations.nav,
    routes: declarations.routes.map((route) => ({
      ...route,
      load: async () => {
        const loaded = await pageModule();
        if (!loaded) return never;
        const page = loaded.routes.find((candidate) => candidate.path === route.path);
        if (!page) throw new Error(`the module of ${entry.name} has no page ${route.path}`);
        return page.load();
      },
    })),
    ...(declarations.contributions
      ? {
          contributions: declarations.contributions.map((declared) => ({
            ...declared,
            load: async () => {
              const loaded = declared.point === 'settings.page' ? await pageModule() : await module();
              if (!loaded) return never;
              const contribution = loaded.contributions?.find(
                (candidate) => candidate.point === declared.point && candidate.id === declared.id,
              );
              if (!contribution)
                throw new Error(`the module of ${entry.name} has no ${declared.point} contribution "${declared.id}"`);
              return contribution.load();
            },
          })) as LoadedRemoteModule['contributions'],
        }
      : {}),
  };
}

/**
 * Starts loading the page of the current address when this remote declares it, while the session
 * and the feature flags are still being read: the page then renders as soon as the console may
 * show it. A failure is handled by the page itself, which uses the same load.
 */
export function startCurrentPage(module: LoadedRemoteModule, pathname: string): void {
  const route = module.routes.find((candidate) => matchPath({ path: candidate.path, caseSensitive: true }, pathname));
  route?.load().catch(() => undefined);
}

/**
 * Registers every remote of the manifest with the federation runtime and reads their module
 * manifests in parallel: navigation, routes and contributions appear without any remote's
 * JavaScript, which loads when one of its pages or contributions is used. A failure is logged
 * once and recorded; it never affects the other remotes.
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
  // Every remote page renders with the kit's main entry: it downloads beside the declarations
  // instead of after the page's module asks for it. A failure here is the page's to report.
  if (manifest.remotes.length > 0) loadShare(KIT_ENTRY).catch(() => undefined);
  await Promise.all(
    manifest.remotes.map(async (entry) => {
      const started = performance.now();
      registry.recordDetails(entry.name, { entry: absolute(entry.entry) });
      try {
        const declarations = await withRetry(`${entry.name} module manifest`, () => fetchDeclarationsOnce(entry));
        registry.recordDetails(entry.name, {
          declarationsMs: Math.round(performance.now() - started),
          ...(declarations.builtAt ? { builtAt: declarations.builtAt } : {}),
        });
        const module = onDemandModule(entry, declarations, registry);
        registry.update({ name: entry.name, status: 'ready', module });
        startCurrentPage(module, window.location.pathname);
      } catch (error) {
        registry.recordDetails(entry.name, { declarationsMs: Math.round(performance.now() - started) });
        markFailed(registry, entry.name, error);
      }
    }),
  );
}
