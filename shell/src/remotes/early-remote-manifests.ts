import { REMOTE_DECLARATIONS_FILE, remoteOwningPath, type RuntimeManifest } from '@opsdeck/contracts';
import { startEarlyRequest } from '../app/early-requests';

/** A remote's module manifest, next to its mf-manifest.json (the manifest entry). */
export const declarationsUrlOf = (entryUrl: string): string => new URL(REMOTE_DECLARATIONS_FILE, entryUrl).toString();

/**
 * Once the runtime manifest is read, every remote's module manifest and the mf-manifest.json of
 * the remote owning the current address are requested at once: the remote loader, whose chunk
 * waits for the shared modules, then finds them answered instead of starting them.
 */
export function startRemoteManifestRequests(manifest: RuntimeManifest, pathname: string): void {
  const owner = remoteOwningPath(pathname);
  for (const entry of manifest.remotes) {
    const entryUrl = new URL(entry.entry, window.location.href).toString();
    startEarlyRequest(declarationsUrlOf(entryUrl), {}, 'default');
    if (entry.name === owner) startEarlyRequest(entryUrl, {}, 'default');
  }
}
