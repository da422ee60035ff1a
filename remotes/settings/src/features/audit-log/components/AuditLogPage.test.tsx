import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeTableLayout, renderPage } from '@opsdeck/shared/testing';
import { AuditLogPage } from './AuditLogPage';

// Dialog flows with many interactions outlast the default 5 s on a loaded machine.
jest.setTimeout(30_000);

let restoreLayout: () => void;
beforeEach(() => {
  restoreLayout = fakeTableLayout();
});
afterEach(() => restoreLayout());

const edit = {
  id: 'a1',
  created_at: '2030-01-01T10:00:00Z',
  actor_id: 'p1',
  actor_name: 'Ada Admin',
  actor_type: 'person',
  token_name: null,
  action: 'update',
  resource_type: 'table',
  resource: 'teams',
  resource_ids: ['t1'],
  row_count: 1,
  fields: ['name', 'spec'],
  changes: { name: { old: 'blue', new: 'green' }, spec: {} },
  method: 'PATCH',
  path: '/db/teams',
  client_address: '203.0.113.9',
  status: 200,
  outcome: 'success',
};
const run = {
  ...edit,
  id: 'a2',
  actor_name: 'Ops Bot',
  actor_type: 'access_token',
  token_name: 'ci',
  action: 'run',
  resource_type: 'endpoint',
  resource: '/playbook/run',
  resource_ids: ['r1'],
  fields: ['id', 'params'],
  changes: { id: { new: 'pb1' }, params: {} },
  method: 'POST',
  path: '/playbook/run',
};

type Handler = NonNullable<NonNullable<Parameters<typeof renderPage>[1]>['handler']>;

const handler =
  (rows: object[] = [edit, run]): Handler =>
  (config) => {
    const url = config.url ?? '';
    if (url.includes('/db/audit_log_actors')) return { data: [{ id: 'p1', name: 'Ada Admin' }] };
    if (url.includes('/db/audit_log_resources')) return { data: [{ resource: '/playbook/run' }, { resource: 'teams' }] };
    if (url.includes('/audit/retention')) return { data: { retention: '90d', retention_ms: 7_776_000_000 } };
    return { data: rows, headers: { 'content-range': `0-${rows.length - 1}/${rows.length}` } };
  };

const listRequest = (adapter: { requests: { url?: string }[] }) =>
  decodeURIComponent(adapter.requests.filter((r) => r.url?.includes('/db/audit_log?')).at(-1)?.url ?? '');

describe('AuditLogPage', () => {
  it('lists entries newest first over the last 7 days, with the retention, estimated count and no upper bound', async () => {
    const { adapter } = renderPage(<AuditLogPage />, { route: '/settings/audit-log', roles: ['admin'], handler: handler() });
    const table = await screen.findByRole('table', { name: 'Audit log' });
    expect(await within(table).findByText('Ada Admin')).toBeInTheDocument();
    expect(within(table).getByText('Access token: ci')).toBeInTheDocument();
    expect(within(table).getByText('name, spec')).toBeInTheDocument();
    expect(within(table).getAllByText('203.0.113.9')).toHaveLength(2);
    expect(await screen.findByText('Entries are kept for 90d, then removed.')).toBeInTheDocument();
    const list = listRequest(adapter);
    expect(list).toContain('order=created_at.desc,id.desc');
    const from = /created_at=gt\.([^&]+)/.exec(list)?.[1];
    expect(Math.abs(Date.now() - 7 * 24 * 3600_000 - Date.parse(from!))).toBeLessThan(60_000);
    expect(list).not.toContain('created_at=lt.');
    const request = adapter.requests.find((r) => r.url?.includes('/db/audit_log?'));
    expect(request?.headers?.Prefer ?? request?.headers?.prefer).toContain('count=estimated');
  });

  it('sends the filters, search and sort of the URL', async () => {
    const { adapter } = renderPage(<AuditLogPage />, {
      route: '/settings/audit-log?person=p1&action=delete:-1&resource=teams&q=green&sortBy=actor_name&sortOrder=asc',
      roles: ['admin'],
      handler: handler(),
    });
    await screen.findByRole('table', { name: 'Audit log' });
    const list = listRequest(adapter);
    expect(list).toContain('actor_id=eq.p1');
    expect(list).toContain('action=not.in.(delete)');
    expect(list).toContain('resource=eq.teams');
    expect(list).toContain('search_text=like.*green*');
    expect(list).toContain('order=actor_name.asc');
    expect(screen.getByRole('searchbox', { name: 'Search the audit log' })).toHaveValue('green');
  });

  it('opens an entry with the fields changed, kept values and withheld ones', async () => {
    const user = userEvent.setup();
    renderPage(<AuditLogPage />, { route: '/settings/audit-log', roles: ['admin'], handler: handler() });
    const table = await screen.findByRole('table', { name: 'Audit log' });
    await within(table).findByText('Ada Admin');
    await user.click(within(table).getAllByRole('row')[1]!);
    const dialog = await screen.findByRole('dialog', { name: 'update teams' });
    const changes = within(dialog).getByRole('table', { name: 'Fields changed' });
    const [, name, spec] = within(changes).getAllByRole('row');
    expect(within(name!).getByText('"blue"')).toBeInTheDocument();
    expect(within(name!).getByText('"green"')).toBeInTheDocument();
    expect(within(spec!).getAllByText('value not kept')).toHaveLength(2);
    expect(within(dialog).getByText('PATCH /db/teams')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    // From the keyboard: a focused row opens with Enter.
    within(table).getAllByRole('row')[2]!.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'run /playbook/run' })).toBeInTheDocument();
  });

  it('says when nothing matches', async () => {
    renderPage(<AuditLogPage />, { route: '/settings/audit-log?q=nothing', roles: ['admin'], handler: handler([]) });
    expect(await screen.findByText('No audit entries match these filters')).toBeInTheDocument();
  });

  it('shows the error of a refused read', async () => {
    renderPage(<AuditLogPage />, {
      route: '/settings/audit-log',
      roles: ['admin'],
      handler: (config) =>
        config.url?.includes('/db/audit_log?')
          ? {
              status: 403,
              data: { code: '42501', message: 'permission denied: write access to "rbac" is required for audit_log' },
            }
          : handler()(config),
    });
    expect(await screen.findByText(/write access to "rbac" is required/)).toBeInTheDocument();
  });
});
