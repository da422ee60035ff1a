import { readRuntimeManifest, RUNTIME_MANIFEST_URL, type RuntimeManifest } from '@opsdeck/contracts';
import { fetchPreferringEarly } from '../app/early-requests';

/**
 * Fetches /remotes.json from the gateway. Entries are checked one by one: a bad entry is dropped
 * with one warning and the others load. A manifest that cannot be read at all (HTTP error, not
 * JSON, no remotes list) throws, so the console can say so instead of hiding every feature.
 */
export async function fetchRuntimeManifest(url = RUNTIME_MANIFEST_URL): Promise<RuntimeManifest> {
  const response = await fetchPreferringEarly(url, { cache: 'no-store', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new Error(`${url} is not JSON`);
  }
  let reading;
  try {
    reading = readRuntimeManifest(json);
  } catch {
    throw new Error(`${url} has no list of remotes`);
  }
  for (const line of reading.dropped) console.warn(`[opsdeck] ${url}: entry ignored, ${line}`);
  return reading.manifest;
}
