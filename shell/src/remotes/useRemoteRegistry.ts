import { createContext, useContext, useSyncExternalStore } from 'react';
import type { RemoteRegistry, RemoteRegistrySnapshot } from './remote-registry';

export const RemoteRegistryContext = createContext<RemoteRegistry | null>(null);

export function useRemoteRegistry(): RemoteRegistrySnapshot {
  const registry = useContext(RemoteRegistryContext);
  if (!registry) throw new Error('useRemoteRegistry must be used inside RemoteRegistryContext');
  return useSyncExternalStore(registry.subscribe, registry.getSnapshot);
}
