import { FEATURES, parseRemoteModule, ROUTES, visibleContributions, type RegisteredContribution } from '@opsdeck/contracts';
import { remoteModule } from './module';

describe('incidents module', () => {
  it('declares the incident list and detail pages and the navigation entry', () => {
    expect(remoteModule.routes.map((r) => [r.path, r.permission])).toEqual([
      ['/incidents', { resource: 'incident', action: 'read' }],
      ['/incidents/:id', { resource: 'incident', action: 'read' }],
    ]);
    expect(ROUTES.find((r) => r.path === '/incidents')?.remote).toBe('incidents');
    expect(remoteModule.nav.map((n) => [n.key, n.label, n.path, n.feature])).toEqual([
      ['incidents', 'Incidents', '/incidents', 'incidents'],
    ]);
  });

  it('contributes Attach as Evidence to checks, config items, changes, insights and components', () => {
    expect(remoteModule.contributions?.filter((c) => c.point === 'resource.action')).toEqual([
      {
        point: 'resource.action',
        id: 'link-to-incident',
        label: 'Attach as Evidence',
        order: 10,
        kinds: ['check', 'config', 'config_change', 'config_insight', 'component'],
        permissions: [
          { resource: 'incident', action: 'write' },
          { resource: 'evidences', action: 'write' },
        ],
        feature: FEATURES.incidents,
        load: expect.any(Function),
      },
    ]);
    expect(FEATURES.incidents).toBe('incidents');
  });

  it('contributes New incident to the command palette, with write on incidents, its dialog loaded when run', async () => {
    const command = remoteModule.contributions?.find((c) => c.point === 'palette.command');
    expect(command).toMatchObject({
      id: 'new-incident',
      label: 'New incident',
      permissions: [{ resource: 'incident', action: 'write' }],
      feature: FEATURES.incidents,
    });
    const loaded = await command!.load();
    expect((loaded.default as { name?: string }).name).toBe('NewIncidentCommand');
  });

  it('is accepted by the shell', () => {
    const parsed = parseRemoteModule(remoteModule);
    expect(parsed.success ? parsed.data.contributions?.map((c) => c.id) : parsed.error).toEqual([
      'link-to-incident',
      'new-incident',
    ]);
  });

  it('shows the action only with write on incidents and evidences and the incidents feature on', () => {
    const registered = (remoteModule.contributions ?? []).map((c) => ({ ...c, remote: 'incidents' }) as RegisteredContribution);
    const visible = (
      writes: boolean,
      enabled: boolean,
      kind: 'check' | 'incident' = 'check',
      writable = ['incident', 'evidences'],
    ) =>
      visibleContributions(
        registered,
        'resource.action',
        { can: (action, resource) => action === 'read' || (writes && writable.includes(resource)), isEnabled: () => enabled },
        kind,
      ).map((c) => c.label);
    expect(visible(true, true)).toEqual(['Attach as Evidence']);
    expect(visible(true, true, 'check', ['incident'])).toEqual([]);
    expect(visible(false, true)).toEqual([]);
    expect(visible(true, false)).toEqual([]);
    expect(visible(true, true, 'incident')).toEqual([]);
  });

  it('loads the dialog lazily, as its own module', async () => {
    const loaded = await remoteModule.contributions![0]!.load();
    expect(loaded.default).toEqual(expect.any(Function));
    expect((loaded.default as { name?: string }).name).toBe('LinkToIncidentDialog');
  });
});
