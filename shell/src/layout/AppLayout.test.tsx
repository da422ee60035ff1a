import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { TopBarContent, useTopBarRefresh } from '@opsdeck/shared/services';
import { renderPage, renderWithProviders, testServices } from '@opsdeck/shared/testing';
import { PageAvailabilityProvider, ShellServicesProvider } from '@opsdeck/shared/services';
import type { ReactNode } from 'react';
import { reportCaughtError } from '../app/error-reporting';
import { RemoteRegistry } from '../remotes/remote-registry';
import { RemoteRegistryContext } from '../remotes/useRemoteRegistry';
import { FeatureRoutes } from '../routing/FeatureRoutes';
import { fakeRemoteModule, renderShell } from '../testing/shell-test-utils';
import { AppLayout } from './AppLayout';

function registry(): RemoteRegistry {
  const r = new RemoteRegistry();
  r.setManifest({ remotes: [] });
  return r;
}

let finishRefresh: () => void = () => {};
const refresh = jest.fn(
  () =>
    new Promise<void>((resolve) => {
      finishRefresh = resolve;
    }),
);

function RefreshingPage() {
  useTopBarRefresh(refresh);
  return (
    <>
      <TopBarContent>
        <span>Last 24 hours</span>
      </TopBarContent>
      <p>health page</p>
    </>
  );
}

function PlainPage() {
  document.title = 'Catalog | Opsdeck';
  return <p>catalog page</p>;
}

function Broken(): never {
  throw new Error('render failed');
}

function renderLayout(route: string) {
  return renderShell(
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="/health" element={<RefreshingPage />} />
        <Route path="/catalog" element={<PlainPage />} />
      </Route>
    </Routes>,
    { route, registry: registry() },
  );
}

const header = () => screen.getByRole('banner');

describe('AppLayout and top bar', () => {
  beforeEach(() => {
    refresh.mockClear();
    document.title = 'Opsdeck';
  });

  it('starts the keyboard at a skip link that moves focus past the sidebar and top bar to the page', async () => {
    const user = userEvent.setup();
    renderLayout('/catalog');
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(screen.getByRole('main')).toContainElement(screen.getByText('catalog page'));
  });

  it('keeps a minimum layout width of 800 px', () => {
    renderLayout('/catalog');
    expect(getComputedStyle(screen.getByTestId('app-layout')).minWidth).toBe('800px');
  });

  it('shows the page title from the document title', async () => {
    renderLayout('/catalog');
    expect(await within(header()).findByRole('heading', { name: 'Catalog' })).toBeInTheDocument();
  });

  it('shows no refresh button unless the page registers an action', () => {
    renderLayout('/catalog');
    expect(screen.queryByRole('button', { name: 'Refresh' })).not.toBeInTheDocument();
  });

  it("runs the page's refresh action and spins until it settles", async () => {
    renderLayout('/health');
    const button = await screen.findByRole('button', { name: 'Refresh' });
    fireEvent.click(button);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    await act(async () => finishRefresh());
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'false'));
    expect(button).toBeEnabled();
  });

  it("renders the page's extra content in the top bar", async () => {
    renderLayout('/health');
    expect(await within(screen.getByTestId('top-bar-extra')).findByText('Last 24 hours')).toBeInTheDocument();
  });

  it('links the bell to the notifications page', () => {
    renderLayout('/catalog');
    expect(within(header()).getByRole('link', { name: 'Notifications' })).toHaveAttribute('href', '/notifications');
  });

  it('shows no bell while the notifications page does not exist (its remote not loaded)', () => {
    function NoNotifications({ children }: { children: ReactNode }) {
      return (
        <RemoteRegistryContext.Provider value={registry()}>
          <PageAvailabilityProvider value={(path) => !path.startsWith('/notifications')}>{children}</PageAvailabilityProvider>
        </RemoteRegistryContext.Provider>
      );
    }
    renderPage(
      <Routes>
        <Route element={<AppLayout />}>
          <Route path="/catalog" element={<PlainPage />} />
        </Route>
      </Routes>,
      { route: '/catalog', within: NoNotifications },
    );
    expect(within(header()).queryByRole('link', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('replaces a remote page that fails to render with the crash screen, keeping the navigation, and logs it once', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    const remotes = new RemoteRegistry();
    remotes.setManifest({ remotes: [{ name: 'catalog', entry: '/remotes/catalog/1.0.0/mf-manifest.json' }] });
    const module = fakeRemoteModule('catalog', {});
    module.routes = [{ path: '/catalog', title: 'Catalog', layout: 'sidebar', load: async () => ({ default: Broken }) }];
    remotes.update({ name: 'catalog', status: 'ready', module });
    renderWithProviders(
      <RemoteRegistryContext.Provider value={remotes}>
        <ShellServicesProvider services={testServices()}>
          <FeatureRoutes />
        </ShellServicesProvider>
      </RemoteRegistryContext.Provider>,
      { route: '/catalog', onCaughtError: reportCaughtError },
    );
    expect(await screen.findByRole('heading', { name: 'Sorry.. there was an error' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith(
      '[opsdeck] a page failed to render:',
      expect.objectContaining({ message: 'render failed' }),
      expect.any(String),
    );
    consoleError.mockRestore();
  });
});
