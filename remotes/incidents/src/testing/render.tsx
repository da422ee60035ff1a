// Test helpers: render inside the providers and shell services the shell gives remotes, with the
// API answered by a scripted adapter and the contributions of loaded remotes registered.
import {
  createApiClient,
  createAuthorizer,
  createFakeAdapter,
  isAdmin,
  isViewer,
  type FakeHandler,
  type Permission,
} from '@opsdeck/contracts';
import { ExtensionsProvider, type RegisteredExtension } from '@opsdeck/shared/extensions';
import { ShellServicesProvider, type ShellServices } from '@opsdeck/shared/services';
import { renderWithProviders } from '@opsdeck/shared/testing';
import type { ReactElement } from 'react';

export const TEST_USER = { id: '00000000-0000-4000-8000-0000000000a1', name: 'Tester' };

export interface RenderOptions {
  handler: FakeHandler;
  roles?: string[];
  permissions?: Permission[];
  /** Features switched off (the rest are on). */
  disabledFeatures?: string[];
  contributions?: readonly RegisteredExtension[];
  route?: string;
}

export function servicesFor(options: RenderOptions) {
  const roles = options.roles ?? ['admin'];
  const adapter = createFakeAdapter(options.handler);
  const api = createApiClient({ adapter, onUnauthorized: () => undefined, notify: () => undefined });
  const grants = createAuthorizer({ roles, permissions: options.permissions ?? [] });
  const disabled = new Set(options.disabledFeatures ?? []);
  const services: ShellServices = {
    api,
    authorizer: { user: TEST_USER, roles, isAdmin: isAdmin(roles), isViewer: isViewer(roles), can: grants.can },
    flags: { isEnabled: (feature) => !disabled.has(feature) },
    identityProvider: 'self-service',
  };
  return { services, adapter };
}

export function renderWithServices(ui: ReactElement, options: RenderOptions) {
  const { services, adapter } = servicesFor(options);
  const result = renderWithProviders(
    <ShellServicesProvider services={services}>
      <ExtensionsProvider contributions={options.contributions ?? []}>{ui}</ExtensionsProvider>
    </ShellServicesProvider>,
    { route: options.route ?? '/' },
  );
  return { ...result, adapter };
}

/** The JSON body a recorded request sent. */
export const bodyOf = (config: { data?: unknown }): unknown =>
  typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
