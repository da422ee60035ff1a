import { FEATURES, parseRemoteModule, ROUTES, visibleContributions, type RegisteredContribution } from '@opsdeck/contracts';
import { remoteModule } from './module';

describe('playbooks-notifications module', () => {
  it('declares the playbook list, the notification pages and the add-silence page, guarded as the route table says', () => {
    expect(remoteModule.routes.map((r) => [r.path, r.permission, r.feature])).toEqual([
      ['/playbooks', { resource: 'playbooks', action: 'read' }, 'playbooks'],
      ['/playbooks/runs', { resource: 'playbook_runs', action: 'read' }, 'playbooks'],
      ['/playbooks/runs/:id', { resource: 'playbook_runs', action: 'read' }, 'playbooks'],
      ['/notifications', { resource: 'notifications', action: 'read' }, 'settings.notifications'],
      ['/notifications/rules', { resource: 'notifications', action: 'read' }, 'settings.notifications'],
      ['/notifications/silences', { resource: 'notifications', action: 'read' }, 'settings.notifications'],
      ['/notifications/silences/add', { resource: 'notifications', action: 'write' }, 'settings.notifications'],
    ]);
    for (const route of remoteModule.routes) {
      expect(ROUTES.find((r) => r.path === route.path)?.remote).toBe('playbooks-notifications');
    }
    // The notification pages have no navigation entry of their own (spec 1 section 2.3): the bell leads there.
    expect(remoteModule.nav.map((n) => n.path)).toEqual(['/playbooks']);
  });

  it('contributes Silence to checks, components and config items', () => {
    expect(remoteModule.contributions?.filter((c) => c.point !== 'palette.command')).toEqual([
      {
        point: 'resource.action',
        id: 'silence',
        label: 'Silence',
        order: 20,
        kinds: ['check', 'component', 'config'],
        permissions: [{ resource: 'notifications', action: 'write' }],
        feature: FEATURES.settingsNotifications,
        load: expect.any(Function),
      },
      {
        point: 'resource.action',
        id: 'run-playbook',
        label: 'Run playbook',
        order: 30,
        kinds: ['check', 'component', 'config'],
        permissions: [{ resource: 'playbook_runs', action: 'write' }],
        feature: FEATURES.playbooks,
        load: expect.any(Function),
      },
      {
        point: 'resource.tab',
        id: 'config-playbooks',
        label: 'Playbooks',
        path: 'playbooks',
        order: 40,
        kinds: ['config'],
        permissions: [{ resource: 'playbook_runs', action: 'read' }],
        feature: FEATURES.playbooks,
        load: expect.any(Function),
      },
    ]);
    expect(FEATURES.settingsNotifications).toBe('settings.notifications');
  });

  it('is accepted by the shell', () => {
    const parsed = parseRemoteModule(remoteModule);
    expect(parsed.success ? parsed.data.contributions?.map((c) => c.id) : parsed.error).toEqual([
      'silence',
      'run-playbook',
      'config-playbooks',
      'run-playbook',
      'silence',
    ]);
  });

  it('contributes Run playbook... and Silence... to the command palette, each loaded when run', async () => {
    const commands = (remoteModule.contributions ?? []).filter((c) => c.point === 'palette.command');
    expect(commands.map((c) => [c.id, c.label, c.permissions, c.feature])).toEqual([
      ['run-playbook', 'Run playbook...', [{ resource: 'playbook_runs', action: 'write' }], FEATURES.playbooks],
      ['silence', 'Silence...', [{ resource: 'notifications', action: 'write' }], FEATURES.settingsNotifications],
    ]);
    const loaded = await Promise.all(commands.map((c) => c.load()));
    expect(loaded.map((m) => (m.default as { name?: string }).name)).toEqual(['RunPlaybookCommand', 'SilenceCommand']);
  });

  it('shows Run playbook on checks, components and config items only with write on playbook_runs', () => {
    const registered = (remoteModule.contributions ?? []).map(
      (c) => ({ ...c, remote: 'playbooks-notifications' }) as RegisteredContribution,
    );
    const visible = (writesRuns: boolean, kind: 'check' | 'component' | 'config' | 'incident') =>
      visibleContributions(
        registered,
        'resource.action',
        { can: (action, resource) => action === 'read' || (writesRuns && resource === 'playbook_runs'), isEnabled: () => true },
        kind,
      ).map((c) => c.label);
    for (const kind of ['check', 'component', 'config'] as const) expect(visible(true, kind)).toEqual(['Run playbook']);
    expect(visible(true, 'incident')).toEqual([]);
    expect(visible(false, 'config')).toEqual([]);
  });

  it('shows the Playbooks tab on config items with read on playbook_runs and the playbooks feature on', () => {
    const registered = (remoteModule.contributions ?? []).map(
      (c) => ({ ...c, remote: 'playbooks-notifications' }) as RegisteredContribution,
    );
    const tabs = (readsRuns: boolean, enabled: boolean, kind: 'config' | 'component' = 'config') =>
      visibleContributions(
        registered,
        'resource.tab',
        {
          can: (action, resource) => action === 'read' && (readsRuns || resource !== 'playbook_runs'),
          isEnabled: (feature) => enabled || feature !== FEATURES.playbooks,
        },
        kind,
      ).map((c) => c.label);
    expect(tabs(true, true)).toEqual(['Playbooks']);
    expect(tabs(true, true, 'component')).toEqual([]);
    expect(tabs(false, true)).toEqual([]);
    expect(tabs(true, false)).toEqual([]);
  });

  it('shows Silence only with write on notifications and the notifications feature on', () => {
    const registered = (remoteModule.contributions ?? []).map(
      (c) => ({ ...c, remote: 'playbooks-notifications' }) as RegisteredContribution,
    );
    const visible = (writes: boolean, enabled: boolean, kind: 'check' | 'component' | 'config' | 'incident' = 'check') =>
      visibleContributions(
        registered,
        'resource.action',
        {
          can: (action, resource) => action === 'read' || (writes && resource === 'notifications'),
          isEnabled: (feature) => enabled || feature !== 'settings.notifications',
        },
        kind,
      ).map((c) => c.label);
    expect(visible(true, true)).toEqual(['Silence']);
    expect(visible(true, true, 'component')).toEqual(['Silence']);
    expect(visible(true, true, 'config')).toEqual(['Silence']);
    expect(visible(true, true, 'incident')).toEqual([]);
    expect(visible(false, true)).toEqual([]);
    expect(visible(true, false)).toEqual([]);
  });

  it('loads the pages and the dialog lazily, as their own modules', async () => {
    const loaded = await remoteModule.contributions![0]!.load();
    expect((loaded.default as { name?: string }).name).toBe('SilenceDialog');
    const run = await remoteModule.contributions![1]!.load();
    expect((run.default as { name?: string }).name).toBe('RunPlaybookDialog');
    const pages = await Promise.all(remoteModule.routes.map((route) => route.load()));
    expect(pages.map((page) => (page.default as { name?: string }).name)).toEqual([
      'PlaybooksPage',
      'RunsPage',
      'RunDetailPage',
      'SendHistoryPage',
      'NotificationRulesPage',
      'SilencesPage',
      'AddSilencePage',
    ]);
  });
});
