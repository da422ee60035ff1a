import { screen, within } from '@testing-library/react';
import { RemoteRegistry } from '../../remotes/remote-registry';
import { clearCheckedManifests } from '../../remotes/federation-runtime';
import { fakeRemoteModule, renderShell } from '../../testing/shell-test-utils';
import { AboutPage } from './AboutPage';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  // What the shell provides, as the federation runtime holds it.
  getInstance: () => ({
    options: {
      shared: {
        react: [{ version: '19.2.9' }],
        '@opsdeck/shared': [{ version: '2.7.1' }],
      },
    },
  }),
}));

const CATALOG_ENTRY = 'http://localhost/remotes/catalog/1.1.0/mf-manifest.json';
const INCIDENTS_ENTRY = 'http://127.0.0.1:9/remotes/incidents/1.0.0/mf-manifest.json';

function registry(): RemoteRegistry {
  const remotes = new RemoteRegistry();
  remotes.setManifest({
    remotes: [
      { name: 'catalog', entry: CATALOG_ENTRY },
      { name: 'incidents', entry: INCIDENTS_ENTRY },
    ],
  });
  remotes.update({ name: 'catalog', status: 'ready', module: { ...fakeRemoteModule('catalog', {}), version: '1.1.0' } });
  remotes.recordDetails('catalog', { entry: CATALOG_ENTRY, builtAt: '2026-11-26T05:00:00.000Z', declarationsMs: 40 });
  remotes.recordDetails('catalog', { moduleMs: 180 });
  remotes.update({ name: 'incidents', status: 'failed', error: 'remote entry could not be loaded (connection refused)' });
  remotes.recordDetails('incidents', { entry: INCIDENTS_ENTRY, declarationsMs: 1200 });
  return remotes;
}

describe('AboutPage', () => {
  const originalFetch = global.fetch;
  beforeEach(() => {
    clearCheckedManifests();
    global.fetch = jest.fn(async (url: string) => {
      if (url === CATALOG_ENTRY)
        return {
          ok: true,
          status: 200,
          text: async () =>
            JSON.stringify({
              metaData: { name: 'opsdeck_catalog', remoteEntry: { name: 'remoteEntry.js', path: '' } },
              exposes: [{ path: './module' }],
              shared: [
                { name: 'react', version: '19.2.9', requiredVersion: '^19.2.0' },
                { name: '@opsdeck/shared', version: '3.0.0', requiredVersion: '^3.0.0' },
              ],
            }),
        };
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
  });
  afterEach(() => {
    global.fetch = originalFetch;
  });

  it('lists the shell and each remote with version, build time, entry, load time and load failure', async () => {
    renderShell(<AboutPage />, { route: '/about', registry: registry() });
    expect(screen.getByRole('heading', { name: 'About' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Remotes' });
    const shell = within(table).getByRole('row', { name: /^Shell/ });
    expect(shell).toHaveTextContent('http://localhost/');
    const catalog = table.querySelector('[data-remote="catalog"]') as HTMLElement;
    expect(catalog).toHaveTextContent('1.1.0');
    expect(catalog).toHaveTextContent('2026-11-26T05:00:00.000Z');
    expect(catalog).toHaveTextContent(CATALOG_ENTRY);
    expect(catalog).toHaveTextContent('220 ms');
    expect(catalog).toHaveTextContent('Loaded');
    const incidents = table.querySelector('[data-remote="incidents"]') as HTMLElement;
    expect(incidents).toHaveTextContent('Failed');
    expect(incidents).toHaveTextContent('remote entry could not be loaded (connection refused)');
    expect(incidents).toHaveTextContent('1.2 s');
  });

  it('shows the singletons each remote asked for against those the shell provides', async () => {
    renderShell(<AboutPage />, { route: '/about', registry: registry() });
    const catalog = await screen.findByRole('table', { name: 'Shared singletons: Catalog' });
    const rows = within(catalog).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['@opsdeck/shared^3.0.02.7.1Mismatch', 'react^19.2.019.2.9OK']);
    expect(await screen.findByText(/Its federation manifest could not be read\. Failed to fetch/)).toBeInTheDocument();
  });
});
