import type { ComponentType, ReactElement } from 'react';
import axios from 'axios';
import { renderWithProviders, type RenderWithProvidersOptions } from '@opsdeck/shared/testing';
import { ShellServicesProvider, type ShellServices } from '@opsdeck/shared/services';
import type { RemoteModule, RemoteName } from '@opsdeck/contracts';
import { authorizerFromSession } from '../session/authorizer';
import { createFeatureFlags, type PropertyRow } from '../flags/feature-flags';
import { RemoteRegistry } from '../remotes/remote-registry';
import { RemoteRegistryContext } from '../remotes/useRemoteRegistry';

export interface TestServicesOptions {
  roles?: string[];
  properties?: PropertyRow[];
  identityProvider?: ShellServices['identityProvider'];
  /** Defaults to an axios instance without a mocked transport. */
  api?: ShellServices['api'];
}

export function testServices(options: TestServicesOptions = {}): ShellServices {
  return {
    api: options.api ?? axios.create(),
    authorizer: authorizerFromSession({
      user: { id: 'u1', name: 'Ada Lovelace' },
      roles: options.roles ?? ['admin'],
      permissions: [],
    }),
    flags: createFeatureFlags(options.properties ?? []),
    identityProvider: options.identityProvider ?? 'self-service',
  };
}

export function fakeRemoteModule(
  name: RemoteName,
  pages: Record<string, string>,
  extra: Partial<RemoteModule<ComponentType>> = {},
): RemoteModule<ComponentType> {
  return {
    name,
    version: '1.0.0',
    routes: Object.entries(pages).map(([path, text]) => ({
      path,
      title: text,
      layout: 'sidebar' as const,
      load: async () => ({ default: () => <p>{text}</p> }),
    })),
    nav: [],
    ...extra,
  };
}

export interface RenderShellOptions {
  route: string;
  registry: RemoteRegistry;
  services?: ShellServices;
  /** The root's report of errors caught by boundaries (the shell's own is app/error-reporting). */
  onCaughtError?: RenderWithProvidersOptions['onCaughtError'];
}

export function renderShell(ui: ReactElement, { route, registry, services = testServices(), onCaughtError }: RenderShellOptions) {
  return renderWithProviders(
    <RemoteRegistryContext.Provider value={registry}>
      <ShellServicesProvider services={services}>{ui}</ShellServicesProvider>
    </RemoteRegistryContext.Provider>,
    { route, ...(onCaughtError ? { onCaughtError } : {}) },
  );
}
