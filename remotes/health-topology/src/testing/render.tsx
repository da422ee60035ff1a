// Test helpers: render a page inside the providers and shell services the shell gives remotes,
// with the API answered by a scripted adapter.
import {
  createApiClient,
  createAuthorizer,
  createFakeAdapter,
  isAdmin,
  isViewer,
  type CheckSummary,
  type FakeHandler,
  type Permission,
} from '@opsdeck/contracts';
import {
  ShellServicesProvider,
  TopBarContext,
  type RefreshAction,
  type ShellServices,
  type TopBarSlots,
} from '@opsdeck/shared/services';
import { renderWithProviders } from '@opsdeck/shared/testing';
import type { ReactElement } from 'react';

export interface RenderPageOptions {
  route?: string;
  path?: string;
  roles?: string[];
  /** The whoami permission rows (e.g. a deny row), applied over the roles. */
  permissions?: Permission[];
  handler: FakeHandler;
  /** The shell's top bar, as topBar() gives it; absent: the page renders without one. */
  topBar?: TopBarSlots;
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

export function servicesFor(roles: string[], handler: FakeHandler, permissions: Permission[] = []) {
  const adapter = createFakeAdapter(handler);
  const api = createApiClient({ adapter, onUnauthorized: () => undefined, notify: () => undefined });
  const grants = createAuthorizer({ roles, permissions });
  const services: ShellServices = {
    api,
    authorizer: {
      user: { id: 'u1', name: 'Tester' },
      roles,
      isAdmin: isAdmin(roles),
      isViewer: isViewer(roles),
      can: grants.can,
    },
    flags: { isEnabled: () => true },
    identityProvider: 'self-service',
  };
  return { services, adapter };
}

export function renderPage(ui: ReactElement, options: RenderPageOptions) {
  const { services, adapter } = servicesFor(options.roles ?? ['admin'], options.handler, options.permissions);
  const page = <ShellServicesProvider services={services}>{ui}</ShellServicesProvider>;
  const result = renderWithProviders(
    options.topBar ? <TopBarContext.Provider value={options.topBar}>{page}</TopBarContext.Provider> : page,
    {
      route: options.route ?? '/',
      ...(options.path ? { path: options.path } : {}),
    },
  );
  return { ...result, adapter };
}

let counter = 0;

/** A summary row as /canary/api/summary answers it. */
export function summaryRow(overrides: Partial<CheckSummary> & { name: string }): CheckSummary {
  counter += 1;
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    canary_id: 'c0000000-0000-4000-8000-000000000001',
    canary_name: 'web',
    agent_id: '00000000-0000-0000-0000-000000000000',
    namespace: 'prod',
    type: 'http',
    status: 'healthy',
    labels: {},
    uptime: { passed: 99, failed: 1 },
    latency: { p95: 120, rolling1h: 0 },
    last_runtime: new Date(Date.now() - 60_000).toISOString(),
    ...overrides,
  };
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
