import type { FakeHandler } from '@opsdeck/contracts';
import { renderPage } from '@opsdeck/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SendHistoryPage } from './SendHistoryPage';

const ROWS = [
  {
    id: 'h1',
    notification_id: 'n1',
    status: 'sent',
    source_event: 'check.failed',
    resource_id: 'k1',
    resource_kind: 'check',
    resource_type: 'http',
    resource: { id: 'k1', name: 'api-health' },
    body: 'api-health answered 503',
    body_payload: { title: 'Check api-health is unhealthy', message: 'api-health answered 503' },
    payload: { recipient: { kind: 'service', connection: 'connection://default/hook' } },
    created_at: '2026-08-21T10:00:00+00:00',
  },
  {
    id: 'h2',
    notification_id: 'n1',
    status: 'error',
    source_event: 'config.unhealthy',
    resource_id: 'c1',
    resource_kind: 'config',
    resource_type: 'Kubernetes::Pod',
    resource: { id: 'c1', name: 'web-pod' },
    body: 'web-pod is unhealthy',
    error: 'POST hooks.example answered 500',
    person: { id: 'p1', name: 'Alice Admin' },
    created_at: '2026-08-21T09:00:00+00:00',
  },
  {
    id: 'h3',
    notification_id: 'n1',
    status: 'silenced',
    source_event: 'check.failed',
    resource_id: 'k1',
    resource_kind: 'check',
    resource: { id: 'k1', name: 'api-health' },
    body: 'held back',
    created_at: '2026-08-21T08:00:00+00:00',
  },
];

function setup(route = '/notifications', handler?: FakeHandler) {
  const respond: FakeHandler = handler ?? (() => ({ data: ROWS, headers: { 'content-range': '0-2/3' } }));
  const user = userEvent.setup();
  const page = renderPage(<SendHistoryPage />, { route, handler: respond, roles: ['viewer'] });
  const gets = () => page.adapter.requests.map((r) => decodeURIComponent(r.url!));
  return { ...page, user, gets };
}

const table = () => screen.getByRole('table', { name: 'Notification history' });

describe('SendHistoryPage', () => {
  it('lists the last week newest first, 1000 a page, with resource links, statuses, recipients, messages and errors', async () => {
    const { gets, ...page } = setup();
    expect(await within(table()).findByText('Check api-health is unhealthy')).toBeInTheDocument();
    const url = gets()[0]!;
    expect(url).toContain('/db/notification_send_history_summary?');
    expect(url).toContain(
      'select=id,notification_id,status,body,body_payload,payload,error,retries,source_event,resource_id,resource,' +
        'resource_kind,resource_type,team_id,created_at,person:person_id(id,name,email,avatar),notification:notification_id(id,name)',
    );
    expect(page.adapter.requests[0]!.headers).toMatchObject({ Prefer: 'count=estimated' });
    expect(url).toMatch(/created_at=gte\.\d{4}-/);
    expect(url).toContain('order=created_at.desc,id.desc');
    expect(url).toContain('limit=1000');
    const rows = within(table()).getAllByRole('row');
    expect(within(rows[1]!).getByRole('link', { name: 'api-health' })).toHaveAttribute('href', '/health?checkId=k1&timeRange=1h');
    expect(within(rows[1]!).getByText('Sent')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('default/hook')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Failed')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Alice Admin')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('POST hooks.example answered 500')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('Silenced')).toBeInTheDocument();
  });

  it('filters by status, resource kind, resource name and rule from the URL', async () => {
    const { gets } = setup('/notifications?status=silenced&kind=check&search=api&notification=n1');
    await within(table()).findAllByText('api-health');
    const url = gets()[0]!;
    expect(url).toContain('status=eq.silenced');
    expect(url).toContain('resource_kind=eq.check');
    expect(url).toContain('resource->>name=ilike.*api*');
    expect(url).toContain('notification_id=eq.n1');
  });

  it('changes the status filter from the select', async () => {
    const { gets, user } = setup();
    await within(table()).findByText('web-pod');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Repeat suppressed');
    await waitFor(() => expect(gets().at(-1)).toContain('status=eq.repeat-interval'));
  });

  it('opens the rendered message and the error of a row', async () => {
    const { user } = setup();
    await user.click(await within(table()).findByText('web-pod is unhealthy'));
    const dialog = await screen.findByRole('dialog', { name: 'Notification' });
    expect(within(dialog).getByLabelText('Message')).toHaveTextContent('web-pod is unhealthy');
    expect(within(dialog).getByText('POST hooks.example answered 500')).toBeInTheDocument();
  });

  it('says when there is nothing and shows a failure', async () => {
    setup('/notifications', () => ({ data: [], headers: { 'content-range': '*/0' } }));
    expect(await screen.findByText('No notifications in this time range')).toBeInTheDocument();
  });

  it('shows a failed read with Try again', async () => {
    setup('/notifications', () => new Error('backend down'));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
