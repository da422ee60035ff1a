// The shell's own test helpers: remote modules and its registry. Services, query defaults and the
// router come from the kit's harness (@opsdeck/shared/testing), as for every remote.
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { renderPage, type RenderWithProvidersOptions } from '@opsdeck/shared/testing';
import type { ShellServices } from '@opsdeck/shared/services';
import type { RemoteModule, RemoteName } from '@opsdeck/contracts';
import { RemoteRegistry } from '../remotes/remote-registry';
import { RemoteRegistryContext } from '../remotes/useRemoteRegistry';

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

/** Renders shell chrome or routes with the kit's harness, the loaded remotes in `registry`. */
export function renderShell(ui: ReactElement, { route, registry, services, onCaughtError }: RenderShellOptions) {
  function Registry({ children }: { children: ReactNode }) {
    return <RemoteRegistryContext.Provider value={registry}>{children}</RemoteRegistryContext.Provider>;
  }
  return renderPage(ui, {
    route,
    within: Registry,
    ...(services ? { services } : {}),
    ...(onCaughtError ? { onCaughtError } : {}),
  });
}
