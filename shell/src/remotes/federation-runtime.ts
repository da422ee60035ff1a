/**
 * The shell's side of the federation runtime, so a remote that fails is reported once, by the
 * shell, with the remote's name: the shell fetches and checks each remote's mf-manifest.json
 * itself and hands the body to the runtime through its `fetch` hook (the runtime would otherwise
 * warn about a missing manifest on every attempt, besides the error it throws).
 */
import { getInstance, registerPlugins, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { federationManifestProblem } from '@opsdeck/contracts';
import { fetchPreferringEarly } from '../app/early-requests';

const checkedManifests = new Map<string, string>();

const shellPlugin: ModuleFederationRuntimePlugin = {
  name: 'opsdeck-shell',
  fetch(url) {
    const body = checkedManifests.get(url);
    if (body === undefined) return undefined;
    return Promise.resolve(new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } }));
  },
};

let pluginRegistered = false;
export function registerShellFederationPlugin(): void {
  if (pluginRegistered) return;
  pluginRegistered = true;
  registerPlugins([shellPlugin]);
}

/**
 * Fetches a remote's mf-manifest.json and checks it serves `federationName`; the body is then
 * given to the runtime. Throws an Error saying what is wrong.
 */
export async function prefetchFederationManifest(url: string, federationName: string): Promise<void> {
  if (checkedManifests.has(url)) return;
  const response = await fetchPreferringEarly(url, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
  const body = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new Error(`${url} is not JSON`);
  }
  const problem = federationManifestProblem(json, federationName);
  if (problem) throw new Error(`${url}: ${problem}`);
  checkedManifests.set(url, body);
}

/** Forgets checked manifests (tests). */
export function clearCheckedManifests(): void {
  checkedManifests.clear();
}

/**
 * A remote's mf-manifest.json as JSON: the body already checked for the runtime when the remote
 * loaded, else read now (the About page reads every remote's, used or not).
 */
export async function readFederationManifest(url: string): Promise<unknown> {
  const cached = checkedManifests.get(url);
  if (cached !== undefined) return JSON.parse(cached) as unknown;
  const response = await fetch(url, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
  try {
    return JSON.parse(await response.text()) as unknown;
  } catch {
    throw new Error(`${url} is not JSON`);
  }
}

/** The version of each shared singleton the shell provides to the remotes, as the runtime holds them. */
export function providedSingletonVersions(): Record<string, string> {
  const shared = getInstance()?.options.shared ?? {};
  const versions: Record<string, string> = {};
  for (const [name, entries] of Object.entries(shared)) {
    const version = entries.find((entry) => entry.version)?.version;
    if (version) versions[name] = version;
  }
  return versions;
}
