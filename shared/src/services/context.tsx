import { createContext, useContext, type ReactNode } from 'react';
import type { Authorizer, FeatureFlags, ShellServices } from './types';

const ShellServicesContext = createContext<ShellServices | null>(null);

export function ShellServicesProvider({ services, children }: { services: ShellServices; children: ReactNode }) {
  return <ShellServicesContext.Provider value={services}>{children}</ShellServicesContext.Provider>;
}

export function useShellServices(): ShellServices {
  const services = useContext(ShellServicesContext);
  if (!services) throw new Error('useShellServices must be used inside ShellServicesProvider');
  return services;
}

export const useApi = () => useShellServices().api;
export const useAuthorizer = (): Authorizer => useShellServices().authorizer;
export const useFeatureFlags = (): FeatureFlags => useShellServices().flags;
