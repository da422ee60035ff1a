import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@opsdeck/shared/testing';
import { RemoteLoaderContext } from '../../app/remote-loading';
import { RemoteRegistry } from '../../remotes/remote-registry';
import { RemoteRegistryContext } from '../../remotes/useRemoteRegistry';
import { fakeRemoteModule } from '../../testing/shell-test-utils';
import { HealthOnlyApp } from './HealthOnlyApp';

function renderHealthOnly(
  route: string,
  registry: RemoteRegistry,
  loader = Object.assign(jest.fn().mockResolvedValue(undefined), { retry: jest.fn() }),
) {
  const view = renderWithProviders(
    <RemoteRegistryContext.Provider value={registry}>
      <RemoteLoaderContext.Provider value={loader}>
        <HealthOnlyApp />
      </RemoteLoaderContext.Provider>
    </RemoteRegistryContext.Provider>,
    { route },
  );
  return { ...view, loader };
}

function registryWithHealth(): RemoteRegistry {
  const registry = new RemoteRegistry();
  registry.setManifest({ remotes: [{ name: 'health-topology', entry: '/remotes/health-topology/1.0.0/mf-manifest.json' }] });
  registry.update({
    name: 'health-topology',
    status: 'ready',
    module: fakeRemoteModule('health-topology', { '/health': 'Canary checks', '/topology': 'Topology dashboard' }),
  });
  return registry;
}

describe('HealthOnlyApp (canary-checker only)', () => {
  it('serves the health page of the health remote, with no sidebar and no sign-in', async () => {
    const { loader } = renderHealthOnly('/health', registryWithHealth());
    expect(await screen.findByText('Canary checks')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'User menu' })).not.toBeInTheDocument();
    expect(loader).toHaveBeenCalledWith(['health-topology']);
    expect(document.title).toBe('Canary checks | Opsdeck');
  });

  it.each(['/', '/login', '/topology'])('sends %s to the health page', async (route) => {
    const view = renderHealthOnly(route, registryWithHealth());
    expect(await screen.findByText('Canary checks')).toBeInTheDocument();
    expect(view.location().pathname).toBe('/health');
    expect(screen.queryByText('Topology dashboard')).not.toBeInTheDocument();
  });

  it('says so when the health remote could not load', async () => {
    const registry = new RemoteRegistry();
    registry.setManifest({ remotes: [{ name: 'health-topology', entry: '/x' }] });
    registry.update({ name: 'health-topology', status: 'failed', error: 'HTTP 404' });
    renderHealthOnly('/health', registry);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Health and topology could not be loaded: HTTP 404'));
  });
});
