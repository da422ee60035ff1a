import type { FakeHandler } from '@opsdeck/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { declaredStyle, renderPage, topBar } from '@opsdeck/shared/testing';
import { TopologyPage } from './TopologyPage';

const ROOT = 'r0000000-0000-4000-8000-000000000001';
const SERVICE = 's0000000-0000-4000-8000-000000000002';
const MISSING = '00000000-0000-0000-0000-000000000001';
const facets = {
  healthStatuses: ['healthy', 'unhealthy'],
  types: ['Application', 'Service'],
  teams: ['SRE'],
  tags: { env: ['prod'] },
};
const service = {
  id: SERVICE,
  name: 'web',
  type: 'Service',
  health: 'unhealthy',
  status_reason: 'pods crash looping',
  properties: [{ name: 'replicas', value: 3 }],
  // Mission Control's shape: counts in the summary, children nested in components, ids in children.
  summary: { checks: { healthy: 2, unhealthy: 1 }, incidents: { availability: { High: 1 } }, insights: { security: 2 } },
  team_names: ['SRE'],
  parents: [ROOT],
  children: ['p1'],
  components: [{ id: 'p1', name: 'web-1', health: 'healthy' }],
};
const root = {
  id: ROOT,
  name: 'Platform',
  type: 'Application',
  health: 'unhealthy',
  children: [SERVICE],
  components: [
    { ...service, components: [{ id: 'p1', name: 'web-1', health: 'healthy', components: [{ id: 'c1', name: 'x' }] }] },
  ],
};

function handler(calls: string[]): FakeHandler {
  return (config) => {
    const params = new URLSearchParams((config.params ?? {}) as Record<string, string>);
    calls.push(`${config.method?.toUpperCase()} ${config.url}?${params}`);
    if (config.url === '/canary/api/topology' && params.get('id') === 'not-a-uuid')
      return { status: 400, data: { error: 'invalid component id' } };
    if (config.url === '/canary/api/topology' && params.get('id') === MISSING)
      return { status: 404, data: { error: `component (${MISSING}) was not found` } };
    if (config.url === '/canary/api/topology')
      return { data: { components: params.get('id') === SERVICE ? [service] : [root], ...facets } };
    if (config.url?.startsWith('/db/component_names')) return { data: [{ id: ROOT, name: 'Platform' }] };
    if (config.url === `/snapshot/topology/${SERVICE}`) {
      return {
        data: new Blob(['zip']),
        headers: { 'content-disposition': 'attachment; filename="snapshot-2026-01-01T00:00:00Z.zip"' },
      };
    }
    return { status: 404, data: { error: 'not found' } };
  };
}

describe('TopologyPage', () => {
  it('shows the root components as cards with health, checks, properties and children', async () => {
    const calls: string[] = [];
    renderPage(<TopologyPage />, { route: '/topology', path: '/topology', handler: handler(calls) });
    const card = await screen.findByRole('article', { name: 'Platform' });
    expect(within(card).getByText('unhealthy')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'web' })).toHaveAttribute('href', `/topology/${SERVICE}`);
    // A child's own children are counted.
    expect(within(card).getByText('(1)')).toBeInTheDocument();
    expect(calls[0]).toBe('GET /canary/api/topology?depth=4&sortBy=name&sortOrder=asc');
  });

  it('leaves the title to the top bar on the dashboard, and draws each card with the icon of its type', async () => {
    renderPage(<TopologyPage />, { route: '/topology', path: '/topology', handler: handler([]) });
    const card = await screen.findByRole('article', { name: 'Platform' });
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(card.querySelector('[data-glyph]')).toHaveAttribute('data-glyph', 'app-window');
    // Cards fill the row: as many columns as fit at the preferred width, stretched.
    expect(declaredStyle(screen.getByTestId('topology-grid'), 'grid-template-columns')).toMatch(
      /^repeat\(auto-fill, minmax\(min\(\d+px, 100%\), 1fr\)\)$/,
    );
  });

  it('shows one component with breadcrumbs to its parents, and its children as cards', async () => {
    renderPage(<TopologyPage />, { route: `/topology/${SERVICE}`, path: '/topology/:id', handler: handler([]) });
    const card = await screen.findByRole('article', { name: 'web-1' });
    expect(card).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'web' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'web' })).toBeInTheDocument();
    const crumbs = await screen.findByRole('link', { name: 'Platform' });
    expect(crumbs).toHaveAttribute('href', `/topology/${ROOT}`);
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/topology');
  });

  it.each([
    ['an unknown component id (404)', MISSING],
    ['a malformed component id (400)', 'not-a-uuid'],
  ])('answers %s with "No details found", not the HTTP error', async (_label, id) => {
    renderPage(<TopologyPage />, { route: `/topology/${id}`, path: '/topology/:id', handler: handler([]) });
    expect(await screen.findByText('No details found')).toBeInTheDocument();
    expect(screen.queryByText(/Request failed/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/topology');
  });

  it("shows a card's checks, incidents and insights from its summary", async () => {
    renderPage(<TopologyPage />, { route: `/topology/${ROOT}`, path: '/topology/:id', handler: handler([]) });
    const card = await screen.findByRole('article', { name: 'web' });
    expect(within(card).getByLabelText('Checks: 2 healthy, 1 unhealthy')).toBeInTheDocument();
    expect(within(card).getByText('1 incident')).toBeInTheDocument();
    expect(within(card).getByText('2 insights')).toBeInTheDocument();
  });

  it('links each count to what it counts, reachable with the keyboard', async () => {
    const user = userEvent.setup();
    renderPage(<TopologyPage />, { route: `/topology/${ROOT}`, path: '/topology/:id', handler: handler([]) });
    const card = await screen.findByRole('article', { name: 'web' });
    const checks = within(card).getByRole('link', { name: 'Checks: 2 healthy, 1 unhealthy' });
    expect(checks).toHaveAttribute('href', `/health?component=${SERVICE}&hidePassing=false`);
    const incidents = within(card).getByRole('link', { name: '1 incident' });
    expect(incidents).toHaveAttribute('href', `/incidents?component=${SERVICE}`);
    const insights = within(card).getByRole('link', { name: '2 insights' });
    expect(insights).toHaveAttribute('href', `/catalog/insights?component=${SERVICE}&status=open:1`);
    checks.focus();
    await user.tab();
    expect(incidents).toHaveFocus();
    await user.tab();
    expect(insights).toHaveFocus();
  });

  it('shows the counts without links while the pages they lead to are not in the console', async () => {
    renderPage(<TopologyPage />, {
      route: `/topology/${ROOT}`,
      path: '/topology/:id',
      handler: handler([]),
      pages: (path) => !path.startsWith('/incidents') && !path.startsWith('/catalog'),
    });
    const card = await screen.findByRole('article', { name: 'web' });
    expect(within(card).getByText('1 incident')).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: '1 incident' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: '2 insights' })).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Checks: 2 healthy, 1 unhealthy' })).toBeInTheDocument();
  });

  it('keeps the bare view in links under /view/topology', async () => {
    renderPage(<TopologyPage />, {
      route: `/view/topology/${ROOT}?status=unhealthy`,
      path: '/view/topology/:id',
      handler: handler([]),
    });
    const card = await screen.findByRole('article', { name: 'web' });
    expect(within(card).getByRole('link', { name: 'web' })).toHaveAttribute('href', `/view/topology/${SERVICE}?status=unhealthy`);
  });

  it('sends the filters chosen in the toolbar', async () => {
    const user = userEvent.setup();
    const calls: string[] = [];
    const { location } = renderPage(<TopologyPage />, { route: '/topology', path: '/topology', handler: handler(calls) });
    await screen.findByRole('article', { name: 'Platform' });
    await user.click(screen.getByRole('button', { name: 'Health: All' }));
    await user.click(await screen.findByRole('checkbox', { name: 'unhealthy' }));
    await waitFor(() => expect(location().search).toBe('?status=unhealthy'));
    await waitFor(() => expect(calls.at(-1)).toBe('GET /canary/api/topology?depth=4&sortBy=name&sortOrder=asc&status=unhealthy'));
  });

  it('lists hidden components, marked Hidden, only while Show hidden is on (showHiddenComponents=yes)', async () => {
    const user = userEvent.setup();
    const calls: string[] = [];
    const showing =
      (base: FakeHandler): FakeHandler =>
      (config) => {
        const answer = base(config); // records the call
        const params = new URLSearchParams((config.params ?? {}) as Record<string, string>);
        if (config.url !== '/canary/api/topology' || params.get('showHidden') !== 'true') return answer;
        const retired = { id: 'h1', name: 'legacy', health: 'healthy', hidden: true };
        return { data: { components: [{ ...root, components: [service, retired] }], ...facets } };
      };
    const { location } = renderPage(<TopologyPage />, {
      route: '/topology',
      path: '/topology',
      handler: showing(handler(calls)),
    });
    const card = await screen.findByRole('article', { name: 'Platform' });
    expect(within(card).queryByText('Hidden')).not.toBeInTheDocument();
    const toggle = screen.getByRole('checkbox', { name: 'Show hidden' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(location().search).toBe('?showHiddenComponents=yes'));
    await waitFor(() => expect(calls.at(-1)).toBe('GET /canary/api/topology?depth=4&sortBy=name&sortOrder=asc&showHidden=true'));
    const children = within(card).getByRole('list', { name: 'Children of Platform' });
    expect(await within(children).findByText('Hidden')).toBeInTheDocument();
    expect(within(children).getByRole('link', { name: 'legacy' })).toBeInTheDocument();
    await user.click(toggle);
    await waitFor(() => expect(location().search).toBe(''));
    await waitFor(() => expect(screen.queryByText('Hidden')).not.toBeInTheDocument());
  });

  it('downloads a snapshot of the shown component as a file', async () => {
    const user = userEvent.setup();
    const calls: string[] = [];
    const created = jest.fn(() => 'blob:snapshot');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderPage(<TopologyPage />, { route: `/topology/${SERVICE}`, path: '/topology/:id', handler: handler(calls) });
    await user.click(await screen.findByRole('button', { name: 'Snapshot' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const request = calls.find((c) => c.startsWith(`GET /snapshot/topology/${SERVICE}`))!;
    expect(request).toMatch(/start=\d{4}-\d\d-\d\dT/);
    expect(request).toContain('related=true');
    expect((click.mock.instances[0] as unknown as HTMLAnchorElement).download).toBe('snapshot-2026-01-01T00_00_00Z.zip');
    click.mockRestore();
  });

  it('labels the time range as the snapshot range and offers it only where there is a snapshot', async () => {
    const { unmount } = renderPage(<TopologyPage />, { route: '/topology', path: '/topology', handler: handler([]) });
    await screen.findByRole('article', { name: 'Platform' });
    expect(screen.queryByRole('group', { name: 'Snapshot' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Time range/ })).not.toBeInTheDocument();
    unmount();
    renderPage(<TopologyPage />, { route: `/topology/${SERVICE}`, path: '/topology/:id', handler: handler([]) });
    const group = await screen.findByRole('group', { name: 'Snapshot' });
    expect(group).toHaveTextContent('Snapshot range');
    expect(within(group).getByRole('button', { name: 'Time range: Last 1 hour' })).toBeInTheDocument();
  });

  it('takes the snapshot over the chosen range', async () => {
    const user = userEvent.setup();
    const calls: string[] = [];
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:x'), revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderPage(<TopologyPage />, {
      route: `/topology/${SERVICE}?rangeType=relative&range=now-24h&display=Last%2024%20hours`,
      path: '/topology/:id',
      handler: handler(calls),
    });
    await user.click(await screen.findByRole('button', { name: 'Snapshot' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const request = calls.find((c) => c.startsWith(`GET /snapshot/topology/${SERVICE}`))!;
    const start = Date.parse(decodeURIComponent(/start=([^&]+)/.exec(request)![1]!));
    expect(Math.abs(Date.now() - 24 * 3_600_000 - start)).toBeLessThan(60_000);
    click.mockRestore();
  });

  it('reloads from the top bar refresh button, which waits for the reload', async () => {
    const calls: string[] = [];
    const bar = topBar();
    renderPage(<TopologyPage />, { route: '/topology', path: '/topology', handler: handler(calls), topBar: bar.slots });
    await screen.findByRole('article', { name: 'Platform' });
    const before = calls.length;
    let result: unknown;
    await act(async () => {
      result = bar.refresh();
      await result;
    });
    expect(result).toBeInstanceOf(Promise);
    expect(calls.length).toBe(before + 1);
  });
});
