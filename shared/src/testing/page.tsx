// The one harness for pages: render a page or a route of the shell or any remote with the services
// the shell gives them (API client, authorizer for a role, feature flags), its QueryClient defaults
// and a router at a URL, with the API answered by a scripted adapter.
import {
  createApiClient,
  createAuthorizer,
  createFakeAdapter,
  isAdmin,
  isFeatureEnabled,
  isViewer,
  type FakeHandler,
  type Permission,
} from '@opsdeck/contracts';
import type { AxiosInstance } from 'axios';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { ExtensionsProvider, type RegisteredExtension } from '../extensions/context';
import { ShellServicesProvider } from '../services/context';
import { notify } from '../toast/toaster';
import { PageAvailabilityProvider, type PageAvailability } from '../services/pages';
import { TopBarContext, type RefreshAction, type TopBarSlots } from '../services/top-bar';
import type { SessionUser, ShellServices } from '../services/types';
import { renderWithProviders, type RenderWithProvidersOptions, type RenderWithProvidersResult } from './render';

export interface TestServicesOptions {
  /** The signed-in person's roles; default admin. */
  roles?: string[];
  /** The whoami permission rows (e.g. a deny row), applied over the roles. */
  permissions?: Permission[];
  user?: SessionUser;
  /** Feature-flag properties as the shell reads them (`<feature>.disable` = `true`); default all enabled. */
  properties?: readonly { name: string; value: string }[];
  identityProvider?: ShellServices['identityProvider'];
  /** Answers every request of the shell's API client; without it a request fails the test loudly. */
  handler?: FakeHandler;
  /** An API client of the test's own instead of the shell's client over `handler`. */
  api?: AxiosInstance;
}

export interface TestServices {
  services: ShellServices;
  /** The scripted transport: `adapter.requests` lists the requests the page sent. */
  adapter: ReturnType<typeof createFakeAdapter>;
}

const unexpectedRequest: FakeHandler = (config) =>
  new Error(`unexpected request ${config.method?.toUpperCase()} ${config.url} (give the harness a handler)`);

/** The shell's services for a test: the shell's API client over a scripted adapter, the role's authorizer, the flags. */
export function createTestServices(options: TestServicesOptions = {}): TestServices {
  const roles = options.roles ?? ['admin'];
  const adapter = createFakeAdapter(options.handler ?? unexpectedRequest);
  // Transport failures toast as in the console (the shell's client hands them to notify).
  const api =
    options.api ?? createApiClient({ adapter, onUnauthorized: () => undefined, notify: (message) => notify.error(message) });
  const grants = createAuthorizer({ roles, permissions: options.permissions ?? [] });
  const properties: Record<string, string> = {};
  for (const { name, value } of options.properties ?? []) properties[name] = value;
  const services: ShellServices = {
    api,
    authorizer: {
      user: options.user ?? { id: 'u1', name: 'Ada Lovelace' },
      roles,
      isAdmin: isAdmin(roles),
      isViewer: isViewer(roles),
      can: grants.can,
    },
    flags: { isEnabled: (feature) => isFeatureEnabled(properties, feature) },
    identityProvider: options.identityProvider ?? 'self-service',
  };
  return { services, adapter };
}

/** The services alone (for a page rendered with providers of the test's own). */
export const testServices = (options: TestServicesOptions = {}): ShellServices => createTestServices(options).services;

export interface RenderPageOptions extends TestServicesOptions, RenderWithProvidersOptions {
  /** Services built beforehand (createTestServices); the service options above are then ignored. */
  services?: ShellServices;
  /** The shell's top bar, as topBar() gives it; absent: the page renders without one. */
  topBar?: TopBarSlots;
  /** Contributions of loaded remotes, as the shell hands them to extension slots; default none. */
  contributions?: readonly RegisteredExtension[];
  /** Which pages of the console exist (the shell answers from the loaded remotes); default: every page. */
  pages?: PageAvailability;
  /** Providers of the test's own inside the router and the services (e.g. the shell's remote registry). */
  within?: ComponentType<{ children: ReactNode }>;
}

export interface RenderPageResult extends RenderWithProvidersResult {
  services: ShellServices;
  adapter: TestServices['adapter'];
}

/**
 * Renders a page (or a route with `path`) at `route` as the shell does: its services, its QueryClient
 * defaults (createTestQueryClient), the UI kit and a MemoryRouter.
 */
export function renderPage(ui: ReactElement, options: RenderPageOptions = {}): RenderPageResult {
  const {
    roles,
    permissions,
    user,
    properties,
    identityProvider,
    handler,
    api,
    services: given,
    topBar,
    contributions,
    pages,
    within: Within,
    ...rest
  } = options;
  const built = createTestServices({
    ...(roles ? { roles } : {}),
    ...(permissions ? { permissions } : {}),
    ...(user ? { user } : {}),
    ...(properties ? { properties } : {}),
    ...(identityProvider ? { identityProvider } : {}),
    ...(handler ? { handler } : {}),
    ...(api ? { api } : {}),
  });
  const services = given ?? built.services;
  const wrap = (el: ReactNode): ReactElement => {
    let page = (
      <ShellServicesProvider services={services}>
        {contributions ? <ExtensionsProvider contributions={contributions}>{el}</ExtensionsProvider> : el}
      </ShellServicesProvider>
    );
    if (topBar) page = <TopBarContext.Provider value={topBar}>{page}</TopBarContext.Provider>;
    if (pages) page = <PageAvailabilityProvider value={pages}>{page}</PageAvailabilityProvider>;
    return Within ? <Within>{page}</Within> : page;
  };
  const result = renderWithProviders(wrap(ui), rest);
  return { ...result, rerender: (next: ReactNode) => result.rerender(wrap(next)), services, adapter: built.adapter };
}

/** A stand-in for the shell's top bar: records the page's refresh action so a test can press it. */
export function topBar() {
  let action: RefreshAction | undefined;
  const slots: TopBarSlots = {
    registerRefresh: (next) => {
      action = next;
      return () => {
        if (action === next) action = undefined;
      };
    },
    extraContent: null,
  };
  /** Presses the refresh button: what the page's action returned (the button spins until it settles). */
  const refresh = (): unknown => {
    if (!action) throw new Error('the page registered no refresh action');
    return action();
  };
  return { slots, refresh, registered: () => action !== undefined };
}

/** The JSON body a recorded request sent. */
export const bodyOf = (config: { data?: unknown }): unknown =>
  typeof config.data === 'string' ? JSON.parse(config.data) : config.data;

/**
 * jsdom has no layout: give the virtualised table's scroll area 700 px and rows 35 px so it renders
 * rows. Call in beforeEach; returns the restore function for afterEach.
 */
export function fakeTableLayout(): () => void {
  const spies = [
    jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.dataset.testid === 'table-scroll' ? 700 : 0;
    }),
    jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.tagName === 'TR' ? 35 : 0;
    }),
  ];
  return () => spies.forEach((spy) => spy.mockRestore());
}
