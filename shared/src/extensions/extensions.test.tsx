import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import type { ResourceActionProps, ResourceTabProps } from '@opsdeck/contracts';
import { ShellServicesProvider, type ShellServices } from '../services';
import { renderWithProviders } from '../testing';
import { ExtensionsProvider, ResourceActions, ResourcePanels, useResourceTabs, type RegisteredExtension } from './index';

function services({ canWrite = true, disabled = [] as string[] } = {}): ShellServices {
  return {
    api: {} as ShellServices['api'],
    authorizer: {
      user: null,
      roles: [canWrite ? 'editor' : 'viewer'],
      isAdmin: false,
      isViewer: !canWrite,
      can: (action) => action === 'read' || canWrite,
    },
    flags: { isEnabled: (feature) => !disabled.includes(feature) },
    identityProvider: 'self-service',
  };
}

function Dialog({ resource, onClose }: ResourceActionProps) {
  return (
    <div role="dialog" aria-label="Link to Incident">
      linking {resource.kind} {resource.id}
      <button onClick={() => onClose(true)}>Close</button>
    </div>
  );
}

const action = (overrides: Partial<RegisteredExtension>): RegisteredExtension =>
  ({
    point: 'resource.action',
    remote: 'incidents',
    id: 'link-to-incident',
    label: 'Attach as Evidence',
    order: 10,
    kinds: ['check'],
    permissions: [{ resource: 'incident', action: 'write' }],
    feature: 'incidents',
    load: jest.fn(async () => ({ default: Dialog })),
    ...overrides,
  }) as RegisteredExtension;

function renderSlot(contributions: RegisteredExtension[], shell = services()) {
  return renderWithProviders(
    <ShellServicesProvider services={shell}>
      <ExtensionsProvider contributions={contributions}>
        <ResourceActions resource={{ kind: 'check', id: 'c1', name: 'api' }} />
        <p>rest of the page</p>
      </ExtensionsProvider>
    </ShellServicesProvider>,
  );
}

describe('resource action slot', () => {
  it('shows a contribution as a button and loads its code only when clicked', async () => {
    const linked = action({});
    renderSlot([linked]);
    expect(linked.load).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Attach as Evidence' }));
    expect(await screen.findByRole('dialog', { name: 'Link to Incident' })).toHaveTextContent('linking check c1');
    expect(linked.load).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('hides a contribution the user lacks the permission for', () => {
    renderSlot([action({})], services({ canWrite: false }));
    expect(screen.queryByRole('button', { name: 'Attach as Evidence' })).not.toBeInTheDocument();
  });

  it('hides a contribution whose feature is disabled', () => {
    renderSlot([action({})], services({ disabled: ['incidents'] }));
    expect(screen.queryByRole('button', { name: 'Attach as Evidence' })).not.toBeInTheDocument();
  });

  it('hides a contribution made for another resource kind', () => {
    renderSlot([action({ kinds: ['config'] } as Partial<RegisteredExtension>)]);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('renders nothing when no remote contributes (a dropped remote registers nothing)', () => {
    const { container } = renderSlot([]);
    expect(container.querySelectorAll('button')).toHaveLength(0);
    expect(screen.getByText('rest of the page')).toBeInTheDocument();
  });

  it('orders by order, then remote, then id', () => {
    renderSlot([
      action({ remote: 'playbooks-notifications', id: 'run-playbook', label: 'Run Playbook', order: 20 }),
      action({ remote: 'playbooks-notifications', id: 'silence', label: 'Silence', order: 10 }),
      action({}),
    ]);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Attach as Evidence',
      'Silence',
      'Run Playbook',
    ]);
  });

  it('shows an error inside the slot when the code fails to load, and loads again on Try again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = jest.fn().mockRejectedValueOnce(new Error('Loading chunk 42 failed')).mockResolvedValue({ default: Dialog });
    renderSlot([action({ load } as Partial<RegisteredExtension>)]);
    await userEvent.click(screen.getByRole('button', { name: 'Attach as Evidence' }));
    expect(
      await screen.findByText('Incidents: "Attach as Evidence" could not be loaded. The rest of the page keeps working.'),
    ).toBeInTheDocument();
    expect(screen.getByText('rest of the page')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('dialog', { name: 'Link to Incident' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('contains a contribution that crashes while rendering', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken: ComponentType = () => {
      throw new Error('boom');
    };
    renderSlot([action({ load: async () => ({ default: Broken }) } as Partial<RegisteredExtension>)]);
    await userEvent.click(screen.getByRole('button', { name: 'Attach as Evidence' }));
    expect(await screen.findByText(/could not be loaded/)).toBeInTheDocument();
    expect(screen.getByText('rest of the page')).toBeInTheDocument();
  });
});

describe('resource tabs and panels', () => {
  function Tab({ resource }: ResourceTabProps) {
    return <p>checks of {resource.id}</p>;
  }
  function Tabs() {
    const tabs = useResourceTabs({ kind: 'config', id: 'cfg-1' });
    return (
      <ul>
        {tabs.map((tab) => (
          <li key={tab.key}>
            {tab.label} ({tab.path}) {tab.render()}
          </li>
        ))}
      </ul>
    );
  }

  it('lists contributed tabs for the kind and renders their content lazily', async () => {
    const tab = {
      point: 'resource.tab',
      remote: 'health-topology',
      id: 'checks',
      label: 'Checks',
      path: 'checks',
      order: 1,
      kinds: ['config'],
      permissions: [{ resource: 'canaries', action: 'read' }],
      feature: 'health',
      load: async () => ({ default: Tab }),
    } as RegisteredExtension;
    const panel = { ...tab, point: 'resource.panel', id: 'health-panel', label: 'Health' } as RegisteredExtension;
    renderWithProviders(
      <ShellServicesProvider services={services()}>
        <ExtensionsProvider contributions={[tab, panel]}>
          <Tabs />
          <ResourcePanels resource={{ kind: 'config', id: 'cfg-1' }} />
        </ExtensionsProvider>
      </ShellServicesProvider>,
    );
    expect(screen.getByText(/Checks \(checks\)/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('checks of cfg-1')).toHaveLength(2));
  });
});
