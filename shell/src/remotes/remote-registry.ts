import type { ComponentType } from 'react';
import type { RemoteModule, RemoteName, RuntimeManifest } from '@opsdeck/contracts';

export type LoadedRemoteModule = RemoteModule<ComponentType>;

export type RemoteState =
  | { name: RemoteName; status: 'loading' }
  | { name: RemoteName; status: 'ready'; module: LoadedRemoteModule }
  | { name: RemoteName; status: 'failed'; error: string };

/** How a remote loaded, for the About page. */
export interface RemoteLoadDetails {
  /** Its mf-manifest.json as the runtime manifest lists it (absolute). */
  entry: string;
  /** Build time from its module manifest. */
  builtAt?: string;
  /** Milliseconds to read its module manifest (navigation and routes). */
  declarationsMs?: number;
  /** Milliseconds to load its JavaScript (entry and module), once one of its pages or contributions was used. */
  moduleMs?: number;
}

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

  // Load details change often at start-up and only the About page reads them: a store of their own,
  // so navigation and routes do not re-render for them.
  private details: ReadonlyMap<RemoteName, RemoteLoadDetails> = new Map();
  private readonly detailListeners = new Set<Listener>();

  subscribeDetails = (listener: Listener): (() => void) => {
    this.detailListeners.add(listener);
    return () => this.detailListeners.delete(listener);
  };

  getDetails = (): ReadonlyMap<RemoteName, RemoteLoadDetails> => this.details;

  /** Adds to what is known of how a remote loaded. */
  recordDetails(name: RemoteName, details: Partial<RemoteLoadDetails>): void {
    const all = new Map(this.details);
    const previous = all.get(name);
    all.set(name, { ...previous, ...details, entry: details.entry ?? previous?.entry ?? '' });
    this.details = all;
    for (const listener of this.detailListeners) listener();
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
