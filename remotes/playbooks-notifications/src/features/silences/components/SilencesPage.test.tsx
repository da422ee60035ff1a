import { deletedSuccessfully, updatedSuccessfully, type FakeHandler } from '@opsdeck/contracts';
import { bodyOf, renderPage } from '@opsdeck/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SilencesPage } from './SilencesPage';

const PERSON = { id: 'p1', name: 'Alice Admin', avatar: null, email: 'alice@example.com' };
const ROWS = [
  {
    id: 's1',
    name: 'api maintenance',
    description: 'deploying',
    from: '2026-08-21T10:00:00+00:00',
    until: '2099-08-21T12:00:00+00:00',
    check_id: 'k1',
    checks: { id: 'k1', name: 'api-health', type: 'http', status: 'healthy' },
    config_id: null,
    catalog: null,
    component_id: null,
    component: null,
    createdBy: PERSON,
    created_by: 'p1',
    deleted_at: null,
  },
  {
    id: 's2',
    name: 'pod forever',
    description: null,
    from: '2026-08-20T10:00:00+00:00',
    until: null,
    check_id: null,
    checks: null,
    config_id: 'c1',
    catalog: { id: 'c1', name: 'web-pod', type: 'Kubernetes::Pod', config_class: 'Pod' },
    component_id: null,
    component: null,
    createdBy: PERSON,
    created_by: 'p1',
  },
  {
    id: 's3',
    name: 'old',
    description: 'done',
    from: '2026-01-01T00:00:00+00:00',
    until: '2026-01-02T00:00:00+00:00',
    component_id: 'comp1',
    component: { id: 'comp1', name: 'payments', icon: null },
    createdBy: null,
  },
  { id: 's4', name: 'by filter', filter: 'check.type == "http"', from: null, until: null },
];

function setup(route = '/notifications/silences', roles = ['admin']) {
  const handler: FakeHandler = (config) => {
    if (config.method === 'get') return { data: ROWS, headers: { 'content-range': `0-3/4` } };
    if (config.method === 'patch') return { data: [{ id: 's1' }] };
    return new Error(`unexpected ${config.method} ${config.url}`);
  };
  const user = userEvent.setup();
  const page = renderPage(<SilencesPage />, { route, handler, roles });
  const gets = () => page.adapter.requests.filter((r) => r.method === 'get').map((r) => decodeURIComponent(r.url!));
  const patches = () => page.adapter.requests.filter((r) => r.method === 'patch');
  return { ...page, user, gets, patches };
}

const table = () => screen.getByRole('table', { name: 'Silences' });
const rowOf = (name: string) => within(table()).getByText(name).closest('tr') as HTMLElement;

describe('SilencesPage', () => {
  it('lists active silences by default, with the embeds and newest first', async () => {
    const { gets } = setup();
    await within(table()).findByText('api maintenance');
    expect(gets()[0]).toMatch(
      /^\/db\/notification_silences\?select=\*,checks:check_id\(id,name,type,status\),catalog:config_id\(id,name,type,config_class\),component:component_id\(id,name,icon\),createdBy:created_by\(id,name,avatar,email\)&deleted_at=is\.null&or=\(until\.is\.null,until\.gt\.[0-9T:.Z-]+\)&order=created_at\.desc\.nullslast&limit=\d+&offset=0$/,
    );
    expect(screen.getByRole('combobox', { name: 'Show' })).toHaveValue('active');
  });

  it('shows the resource with a link to its page, the reason, the end or indefinitely, the creator and the state', async () => {
    setup();
    await within(table()).findByText('api maintenance');
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(expect.arrayContaining(['Resource', 'Name', 'Reason', 'From', 'Until', 'Created By', 'State']));
    expect(within(rowOf('api maintenance')).getByRole('link', { name: 'api-health' })).toHaveAttribute(
      'href',
      '/health?checkId=k1&timeRange=1h',
    );
    expect(within(rowOf('pod forever')).getByRole('link', { name: 'web-pod' })).toHaveAttribute('href', '/catalog/c1');
    expect(within(rowOf('old')).getByRole('link', { name: 'payments' })).toHaveAttribute('href', '/topology/comp1');
    expect(within(rowOf('by filter')).getByText('check.type == "http"')).toBeInTheDocument();
    expect(within(rowOf('api maintenance')).getByText('deploying')).toBeInTheDocument();
    expect(within(rowOf('pod forever')).getByText('indefinitely')).toBeInTheDocument();
    expect(within(rowOf('api maintenance')).getByText('Alice Admin')).toBeInTheDocument();
    expect(within(rowOf('api maintenance')).getByText('active')).toBeInTheDocument();
    expect(within(rowOf('old')).getByText('expired')).toBeInTheDocument();
  });

  it('filters expired or all silences through the URL', async () => {
    const { user, gets, location } = setup('/notifications/silences?state=expired');
    await within(table()).findByText('old');
    expect(gets()[0]).toMatch(/&deleted_at=is\.null&until=lte\.[0-9T:.Z-]+&order=/);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'all');
    expect(location().search).toBe('?state=all');
    await waitFor(() => expect(gets().at(-1)).not.toMatch(/until/));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'active');
    expect(location().search).toBe('');
  });

  it('offers add, edit and delete only with write on notifications', async () => {
    setup('/notifications/silences', ['viewer']);
    await within(table()).findByText('api maintenance');
    expect(screen.queryByRole('link', { name: 'Add Silence' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('deletes softly after confirmation', async () => {
    const { user, patches } = setup();
    await within(table()).findByText('api maintenance');
    expect(screen.getByRole('link', { name: 'Add Silence' })).toHaveAttribute('href', '/notifications/silences/add');
    await user.click(within(rowOf('api maintenance')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Silence' });
    expect(dialog).toHaveTextContent('Delete the silence "api maintenance"?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(patches()[0]!.url).toBe('/db/notification_silences?id=eq.s1');
    expect(bodyOf(patches()[0]!)).toEqual({ deleted_at: 'now()' });
    expect(await screen.findByText(deletedSuccessfully('Silence'))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('edits the end and the description', async () => {
    const { user, patches } = setup();
    await within(table()).findByText('api maintenance');
    await user.click(within(rowOf('api maintenance')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Silence' });
    // The current end, in local time.
    expect(within(dialog).getByLabelText<HTMLInputElement>(/Until/).value).toMatch(/^2099-08-2\dT\d\d:00$/);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Ends' }), 'indefinitely');
    expect(within(dialog).queryByLabelText(/Until/)).not.toBeInTheDocument();
    const description = within(dialog).getByRole('textbox', { name: 'Description' });
    await user.clear(description);
    await user.type(description, 'until v2 is out');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(patches()[0]!.url).toBe('/db/notification_silences?id=eq.s1');
    expect(bodyOf(patches()[0]!)).toEqual({ until: null, description: 'until v2 is out' });
    expect(await screen.findByText(updatedSuccessfully('Silence'))).toBeInTheDocument();
  });

  it('searches names, reasons and filter expressions as the text is typed, kept in the URL', async () => {
    const { user, gets } = setup('/notifications/silences?search=check.type');
    await within(table()).findByText('api maintenance');
    expect(gets()[0]).toContain('or=(name.ilike.*check.type*,description.ilike.*check.type*,filter.ilike.*check.type*)');
    const input = screen.getByRole('textbox', { name: 'Search silences' });
    expect(input).toHaveValue('check.type');
    await user.clear(input);
    await user.type(input, 'pod');
    await waitFor(() => expect(gets().at(-1)).toContain('or=(name.ilike.*pod*,description.ilike.*pod*,filter.ilike.*pod*)'));
  });
});
