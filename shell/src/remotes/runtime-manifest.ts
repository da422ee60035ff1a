import { parseRuntimeManifest, type RuntimeManifest } from '@opsdeck/contracts';

/** Fetches /remotes.json from the gateway. A broken manifest means no remotes, not a blank page. */
export async function fetchRuntimeManifest(url = '/remotes.json'): Promise<RuntimeManifest> {
  try {
    const response = await fetch(url, { cache: 'no-store', headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return parseRuntimeManifest(await response.json());
  } catch (error) {
    console.error(`[opsdeck] runtime manifest ${url} could not be read; no remote features are available`, error);
    return { remotes: [] };
  }
}
