import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeHandler, FakeReply } from '@opsdeck/contracts';
import { bodyOf, fakeTableLayout, renderPage } from '@opsdeck/shared/testing';
import { IncidentsPage } from './IncidentsPage';

jest.setTimeout(30_000);
// Queries resolve late on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

let restoreLayout: () => void;
beforeEach(() => {
  restoreLayout = fakeTableLayout();
});
afterEach(() => restoreLayout());

const row = {
  id: 'i1',
  incident_id: 'INC0000001',
  title: 'Checkout down',
  severity: 'critical',
  type: 'availability',
  status: 'open',
  created_at: new Date(Date.now() - 3 * 3600_000).toISOString(),
  updated_at: null,
  commander: { id: 'p1', name: 'Carol Commander', avatar: null },
  responders: [{ id: 'p2', name: 'Rita Responder', avatar: null }],
  hypotheses: [{ evidences: [{ id: 'e1' }, { id: 'e2' }, { id: 'e3' }] }, { evidences: [] }],
};

function handler(writes: { url: string; body: unknown }[] = []): FakeHandler {
  return (config): FakeReply => {
    const url = decodeURIComponent(config.url ?? '');
    if (config.method === 'post') {
      writes.push({ url, body: bodyOf(config) });
      return { status: 201, data: [{ id: 'new-1', title: 'Disk full', status: 'open' }] };
    }
    if (url.includes('/db/incident_summary')) return { data: [row], headers: { 'content-range': '0-0/1' } };
    if (url.includes('/db/teams'))
      return { data: [{ id: 't1', name: 'SRE', team_members: [{ person_id: { id: 'p1', name: 'Carol Commander' } }] }] };
    if (url.includes('/db/people')) return { data: [{ id: 'p1', name: 'Carol Commander' }] };
    return { status: 404, data: {} };
  };
}

const listUrl = (adapter: { requests: { url?: string }[] }) =>
  adapter.requests.map((request) => decodeURIComponent(request.url ?? '')).filter((url) => url.includes('incident_summary'));

describe('IncidentsPage', () => {
  it('lists incident_summary with every column, and the hypothesis and evidence counts in the same request', async () => {
    const { adapter } = renderPage(<IncidentsPage />, { route: '/incidents', handler: handler() });
    const table = await screen.findByRole('table', { name: 'Incidents' });
    const cells = await within(table).findByRole('link', { name: 'Checkout down' });
    expect(cells).toHaveAttribute('href', '/incidents/i1');
    expect(within(table).getByText('INC0000001')).toBeInTheDocument();
    expect(within(table).getByText('open')).toHaveAttribute('data-status', 'open');
    expect(within(table).getByText('critical').closest('[data-severity]')).toHaveAttribute('data-severity', 'critical');
    expect(within(table).getByText('Carol Commander')).toBeInTheDocument();
    expect(within(table).getByText('Rita Responder')).toBeInTheDocument();
    expect(within(table).getByText('3h')).toBeInTheDocument();
    expect(await within(table).findByText('2')).toBeInTheDocument(); // hypotheses
    expect(within(table).getByText('3')).toBeInTheDocument(); // evidence
    expect(within(table).getByText('availability')).toBeInTheDocument();
    expect(listUrl(adapter)[0]).toContain('order=created_at.desc.nullslast');
    expect(listUrl(adapter)[0]).toContain('hypotheses(evidences(id))');
    // No second request for the counts.
    expect(adapter.requests.filter((request) => request.url?.includes('/db/hypotheses'))).toEqual([]);
  });

  it('reads its filters, search, sort and page from the URL and drops values it does not know', async () => {
    const { adapter } = renderPage(<IncidentsPage />, {
      route:
        '/incidents?search=disk&status=open&severity=bogus&type=security&commander=0b3c2d1e-1111-4222-8333-444455556666&sortBy=title&sortOrder=asc&pageIndex=1&pageSize=50',
      handler: handler(),
    });
    await screen.findByRole('table', { name: 'Incidents' });
    const url = listUrl(adapter)[0]!;
    expect(url).toContain('title=ilike.*disk*');
    expect(url).toContain('status=eq.open');
    expect(url).not.toContain('severity=eq');
    expect(url).toContain('type=eq.security');
    expect(url).toContain('commander->>id=eq.0b3c2d1e-1111-4222-8333-444455556666');
    expect(url).toContain('order=title.asc.nullslast');
    expect(url).toContain('offset=50');
  });

  it('filters by status from the toolbar, back to the first page', async () => {
    const user = userEvent.setup();
    const view = renderPage(<IncidentsPage />, { route: '/incidents?pageIndex=2', handler: handler() });
    await screen.findByRole('table', { name: 'Incidents' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'resolved');
    expect(new URLSearchParams(view.location().search).get('status')).toBe('resolved');
    expect(new URLSearchParams(view.location().search).get('pageIndex')).toBeNull();
  });

  it('creates an incident from the New incident dialog with its defaults, then opens it', async () => {
    const user = userEvent.setup();
    const writes: { url: string; body: unknown }[] = [];
    const view = renderPage(<IncidentsPage />, { route: '/incidents', handler: handler(writes), roles: ['responder'] });
    await user.click(await screen.findByRole('button', { name: 'New incident' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('combobox', { name: /Type/ })).toHaveValue('availability');
    expect(within(dialog).getByRole('combobox', { name: /Severity/ })).toHaveValue('low');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    expect(writes).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Disk full');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(view.location().pathname).toBe('/incidents/new-1'));
    expect(writes).toEqual([
      {
        url: '/db/incidents?select=*',
        body: {
          title: 'Disk full',
          type: 'availability',
          severity: 'low',
          description: '',
          status: 'open',
          commander_id: 'u1',
          communicator_id: 'u1',
        },
      },
    ]);
    expect(view.location().pathname).toBe('/incidents/new-1');
  });

  it('offers New incident only to those who write incidents', async () => {
    renderPage(<IncidentsPage />, { route: '/incidents', handler: handler(), roles: ['viewer'] });
    await screen.findByRole('table', { name: 'Incidents' });
    expect(screen.queryByRole('button', { name: 'New incident' })).not.toBeInTheDocument();
  });

  it('says so when there is nothing to list', async () => {
    renderPage(<IncidentsPage />, {
      route: '/incidents',
      handler: (config) =>
        (config.url ?? '').includes('incident_summary') ? { data: [], headers: { 'content-range': '*/0' } } : { data: [] },
    });
    expect(await screen.findByText('No data available')).toBeInTheDocument();
  });

  it('offers to clear the filters that left the list empty, keeping the sort', async () => {
    const user = userEvent.setup();
    const view = renderPage(<IncidentsPage />, {
      route: '/incidents?status=closed&search=disk&sortBy=title&rangeType=relative&range=now-1d',
      handler: (config) =>
        (config.url ?? '').includes('incident_summary') ? { data: [], headers: { 'content-range': '*/0' } } : { data: [] },
    });
    expect(await screen.findByText('No data available')).toBeInTheDocument();
    expect(screen.getByText('Nothing matches the current filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(view.location().search).toBe('?sortBy=title'));
  });

  it('puts the filters and New incident in one toolbar, the action last', async () => {
    renderPage(<IncidentsPage />, { route: '/incidents', handler: handler() });
    const toolbar = await screen.findByRole('group', { name: 'Filters' });
    const actions = toolbar.querySelector('[data-toolbar-actions]') as HTMLElement;
    expect(within(actions).getByRole('button', { name: 'New incident' })).toBeInTheDocument();
    expect(within(toolbar).getByRole('searchbox', { name: 'Search incidents' })).toBeInTheDocument();
  });

  it("lists a component's incidents (a topology badge) through a filter-only join that keeps every evidence counted", async () => {
    const user = userEvent.setup();
    const component = 'c0000000-0000-4000-8000-00000000c0c0';
    const view = renderPage(<IncidentsPage />, {
      route: `/incidents?component=${component}`,
      handler: (config) =>
        (config.url ?? '').startsWith('/db/components?') ? { data: [{ name: 'checkout' }] } : handler()(config),
    });
    const toolbar = await screen.findByRole('group', { name: 'Filters' });
    expect(await within(toolbar).findByText('checkout')).toBeInTheDocument();
    const url = listUrl(view.adapter)[0]!;
    expect(url).toContain('hypotheses(evidences(id)),component_scope:hypotheses!inner(evidences!inner())');
    expect(url).toContain(`component_scope.evidences.component_id=eq.${component}`);
    await user.click(within(toolbar).getByRole('button', { name: 'Clear the component filter' }));
    await waitFor(() => expect(view.location().search).toBe(''));
    await waitFor(() => expect(listUrl(view.adapter).at(-1)).not.toContain('component_scope'));
  });

  it('ignores a component that is not an id', async () => {
    const { adapter } = renderPage(<IncidentsPage />, { route: '/incidents?component=bogus', handler: handler() });
    await screen.findByRole('table', { name: 'Incidents' });
    expect(listUrl(adapter)[0]).not.toContain('component_scope');
  });
});
