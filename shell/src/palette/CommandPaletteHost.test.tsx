import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeHandler, PaletteCommandProps, RemoteModule } from '@opsdeck/contracts';
import { createTestServices } from '@opsdeck/shared/testing';
import { ExtensionsProvider } from '@opsdeck/shared/extensions';
import type { ComponentType, ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { collectContributions } from '../remotes/contributions';
import { RemoteRegistry } from '../remotes/remote-registry';
import { fakeRemoteModule, renderShell } from '../testing/shell-test-utils';
import { CommandPaletteHost } from './CommandPaletteHost';

function FakeNewIncident({ onClose }: PaletteCommandProps) {
  return (
    <div role="dialog" aria-label="Fake new incident">
      <button onClick={() => onClose(true)}>Create</button>
    </div>
  );
}

const incidents = (): RemoteModule<ComponentType> =>
  fakeRemoteModule(
    'incidents',
    { '/incidents': 'Incidents', '/incidents/:id': 'Incident' },
    {
      contributions: [
        {
          point: 'palette.command',
          id: 'new-incident',
          label: 'New incident',
          order: 10,
          permissions: [{ resource: 'incident', action: 'write' }],
          load: async () => ({ default: FakeNewIncident as ComponentType }),
        },
      ],
    },
  );

function registryWith(withIncidents: boolean): RemoteRegistry {
  const registry = new RemoteRegistry();
  registry.setManifest({
    remotes: [
      { name: 'catalog', entry: '/remotes/catalog/1.0.0/mf-manifest.json' },
      ...(withIncidents ? [{ name: 'incidents' as const, entry: '/remotes/incidents/1.0.0/mf-manifest.json' }] : []),
    ],
  });
  registry.update({
    name: 'catalog',
    status: 'ready',
    module: fakeRemoteModule('catalog', { '/catalog': 'Catalog', '/catalog/changes': 'Config Changes', '/catalog/:id': 'Item' }),
  });
  if (withIncidents) registry.update({ name: 'incidents', status: 'ready', module: incidents() });
  return registry;
}

function Location() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

const SEARCH_ANSWER = { configs: [{ id: 'c1', name: 'nginx-7c9', type: 'Kubernetes::Pod', namespace: 'web' }] };

const handler: FakeHandler = (config) => {
  if (config.url?.includes('/resources/search')) return { data: SEARCH_ANSWER };
  if (config.url?.includes('/db/incidents')) return { data: [{ id: 'i1', title: 'nginx outage', incident_id: 'INC-7' }] };
  return new Error(`unexpected ${config.method} ${config.url}`);
};

function setup({ withIncidents = true, roles = ['admin'] }: { withIncidents?: boolean; roles?: string[] } = {}) {
  const registry = registryWith(withIncidents);
  function Contributions({ children }: { children: ReactNode }) {
    return (
      <ExtensionsProvider contributions={collectContributions(registry.getSnapshot().remotes)}>{children}</ExtensionsProvider>
    );
  }
  const user = userEvent.setup();
  renderShell(
    <Contributions>
      <CommandPaletteHost>
        <Location />
      </CommandPaletteHost>
    </Contributions>,
    { route: '/health', registry, services: createTestServices({ roles, handler }).services },
  );
  return { user };
}

const palette = () => screen.getByRole('dialog', { name: 'Command palette' });
const input = () => screen.getByRole('combobox', { name: 'Search pages, resources and commands' });
const options = () => within(palette()).getAllByRole('option');

// Each case opens the palette, loads its chunk and types: slow on a loaded runner.
jest.setTimeout(30_000);

describe('command palette', () => {
  beforeEach(() => window.localStorage.clear());

  it('opens with Ctrl+K, filters pages as you type and opens the chosen one with Enter', async () => {
    const { user } = setup();
    await user.keyboard('{Control>}k{/Control}');
    expect(await screen.findByRole('dialog', { name: 'Command palette' })).toBeInTheDocument();
    // Without text: the commands and the pages of the loaded remotes, no page with a parameter.
    const labels = options().map((option) => option.textContent);
    expect(labels.some((text) => text?.startsWith('New incident'))).toBe(true);
    expect(labels.some((text) => text?.startsWith('Catalog'))).toBe(true);
    expect(labels.some((text) => text?.startsWith('Item'))).toBe(false);

    await user.type(input(), 'chang');
    expect(options()[0]).toHaveTextContent('Config Changes');
    expect(options()[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Command palette' })).not.toBeInTheDocument());
    expect(screen.getByLabelText('location')).toHaveTextContent('/catalog/changes');
  });

  it('moves with the arrows, finds resources from the search and remembers what was opened', async () => {
    const { user } = setup();
    await user.keyboard('{Meta>}k{/Meta}');
    await user.type(await screen.findByRole('combobox', { name: 'Search pages, resources and commands' }), 'nginx');
    await waitFor(() => expect(options().map((o) => o.textContent)).toContain('nginx-7c9Kubernetes::Pod · webConfig'));
    expect(options().map((o) => o.textContent)).toContain('nginx outageINC-7Incident');
    const configIndex = options().findIndex((o) => o.textContent?.startsWith('nginx-7c9'));
    for (let n = 0; n < configIndex; n += 1) await user.keyboard('{ArrowDown}');
    expect(options()[configIndex]).toHaveAttribute('aria-selected', 'true');
    expect(input()).toHaveAttribute('aria-activedescendant', options()[configIndex]!.id);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByLabelText('location')).toHaveTextContent('/catalog/c1'));

    // Opened again: the resource leads as a recent entry before anything is typed.
    await user.keyboard('{Control>}k{/Control}');
    await screen.findByRole('dialog', { name: 'Command palette' });
    expect(options()[0]).toHaveTextContent('nginx-7c9');
    expect(options()[0]).toHaveAttribute('data-kind', 'recent');
    // jsdom has no layout, so the dialog's focus trap cannot tell the text box is visible (the browser test checks the focus).
    await user.click(input());
    // Up from the first row wraps to the last.
    await user.keyboard('{ArrowUp}');
    expect(options()[options().length - 1]).toHaveAttribute('aria-selected', 'true');
  });

  it('runs a contributed command after closing, and Escape closes the palette', async () => {
    const { user } = setup();
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await screen.findByRole('combobox', { name: 'Search pages, resources and commands' }), 'new inc');
    expect(options()[0]).toHaveTextContent('New incidentCommand');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Fake new incident' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Command palette' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(screen.queryByRole('dialog', { name: 'Fake new incident' })).not.toBeInTheDocument();

    await user.keyboard('{Control>}k{/Control}');
    await screen.findByRole('dialog', { name: 'Command palette' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Command palette' })).not.toBeInTheDocument());
  });

  it('offers no command of a dropped remote', async () => {
    const dropped = setup({ withIncidents: false });
    await dropped.user.keyboard('{Control>}k{/Control}');
    await screen.findByRole('dialog', { name: 'Command palette' });
    expect(
      options()
        .map((o) => o.textContent)
        .join(),
    ).not.toContain('New incident');
    await act(async () => dropped.user.keyboard('{Escape}'));
  });

  it('hides commands the role may not run', async () => {
    const { user } = setup({ roles: ['viewer'] });
    await user.keyboard('{Control>}k{/Control}');
    await screen.findByRole('dialog', { name: 'Command palette' });
    expect(
      options()
        .map((o) => o.textContent)
        .join(),
    ).not.toContain('New incident');
  });
});
