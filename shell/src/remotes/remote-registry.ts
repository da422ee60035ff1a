import type { ComponentType } from 'react';
import type { RemoteModule, RemoteName, RuntimeManifest } from '@opsdeck/contracts';

export type LoadedRemoteModule = RemoteModule<ComponentType>;

export type RemoteState =
  | { name: RemoteName; status: 'loading' }
  | { name: RemoteName; status: 'ready'; module: LoadedRemoteModule }
  | { name: RemoteName; status: 'failed'; error: string };

export interface RemoteRegistrySnapshot {
  /** False until the runtime manifest has been read (or has failed). */
  manifestLoaded: boolean;
  /** Why the runtime manifest could not be read: the list of features is unknown, not empty. */
  manifestError?: string;
  remotes: ReadonlyMap<RemoteName, RemoteState>;
}

type Listener = () => void;

/**
 * Holds the state of every remote listed in the runtime manifest. Components subscribe with
 * useSyncExternalStore, so navigation and routes appear as each remote finishes loading
 * instead of waiting for the slowest one.
 */
export class RemoteRegistry {
  private snapshot: RemoteRegistrySnapshot = { manifestLoaded: false, remotes: new Map() };
  private readonly listeners = new Set<Listener>();

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): RemoteRegistrySnapshot => this.snapshot;

  setManifest(manifest: RuntimeManifest): void {
    const remotes = new Map<RemoteName, RemoteState>();
    for (const entry of manifest.remotes) remotes.set(entry.name, { name: entry.name, status: 'loading' });
    this.snapshot = { manifestLoaded: true, remotes };
    this.emit();
  }

  setManifestError(error: string): void {
    this.snapshot = { manifestLoaded: true, manifestError: error, remotes: new Map() };
    this.emit();
  }

  /** Back to "manifest not read yet", e.g. while the manifest is fetched again. */
  resetManifest(): void {
    this.snapshot = { manifestLoaded: false, remotes: new Map() };
    this.emit();
  }

  update(state: RemoteState): void {
    const remotes = new Map(this.snapshot.remotes);
    remotes.set(state.name, state);
    this.snapshot = { ...this.snapshot, remotes };
    this.emit();
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}
