import { deletedSuccessfully, NOTIFICATION_UPDATED, type FakeHandler } from '@opsdeck/contracts';
import { bodyOf, renderPage } from '@opsdeck/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NotificationRulesPage } from './NotificationRulesPage';

const RULE = {
  id: 'n1',
  name: 'check-failures',
  events: ['check.failed', 'check.passed'],
  filter: "check.type == 'http'",
  title: 'Check {{.check.name}}',
  template: 'See {{.permalink}}',
  person_id: 'p1',
  person: { id: 'p1', name: 'Alice Admin' },
  team_id: null,
  custom_services: [{ name: 'hook', connection: 'connection://default/hook' }],
  repeat_interval: '4h',
  properties: { priority: 'high' },
  sent: 12,
  failed: 2,
  silenced: 3,
  last_sent_at: '2026-08-21T10:00:00+00:00',
};
const OFF = {
  ...RULE,
  id: 'n2',
  name: 'quiet-rule',
  properties: { disabled: 'true' },
  sent: 0,
  failed: 0,
  silenced: 0,
  last_sent_at: null,
};

function setup(route = '/notifications/rules', roles = ['admin']) {
  const handler: FakeHandler = (config) => {
    const url = decodeURIComponent(config.url ?? '');
    if (config.method === 'get' && url.startsWith('/db/notifications_summary'))
      return { data: [RULE, OFF], headers: { 'content-range': '0-1/2' } };
    if (config.method === 'get' && url.startsWith('/db/notifications?')) return { data: url.includes('id=eq.n1') ? [RULE] : [] };
    if (config.method === 'get' && url.startsWith('/db/people'))
      return { data: [{ id: 'p1', name: 'Alice Admin', email: 'a@x' }] };
    if (config.method === 'get' && url.startsWith('/db/teams')) return { data: [{ id: 't1', name: 'SRE' }] };
    if (config.method === 'get' && url.startsWith('/db/connections'))
      return { data: [{ id: 'c1', name: 'hook', namespace: 'default', type: 'generic_webhook' }] };
    if (config.method === 'post') return { data: [{ id: 'n3' }], status: 201 };
    if (config.method === 'patch') return { data: null, status: 204 };
    return new Error(`unexpected ${config.method} ${url}`);
  };
  const user = userEvent.setup();
  const page = renderPage(<NotificationRulesPage />, { route, handler, roles });
  const writes = (method: string) => page.adapter.requests.filter((r) => r.method === method);
  return { ...page, user, writes };
}

const table = () => screen.getByRole('table', { name: 'Notification rules' });
const rowOf = (name: string) => within(table()).getByText(name).closest('tr') as HTMLElement;

// jsdom has no PointerEvent; the checkboxes' blur handler creates one.
if (!('PointerEvent' in window)) Object.assign(window, { PointerEvent: MouseEvent });
// Dialogs with many fields take a while to type into on a busy machine.
jest.setTimeout(30_000);

describe('NotificationRulesPage', () => {
  it('lists rules with events, filter, recipients, counts and whether they are off', async () => {
    const { adapter } = setup();
    await within(table()).findByText('check-failures');
    const url = decodeURIComponent(adapter.requests[0]!.url!);
    expect(url).toContain(
      '/db/notifications_summary?select=*,person:person_id(id,name,avatar,email),team:team_id(id,name,icon),created_by(id,name,avatar,email)',
    );
    expect(url).toContain('order=created_at.desc');
    const row = rowOf('check-failures');
    for (const text of ['check.failed', 'check.passed', "check.type == 'http'", 'Alice Admin, default/hook', '12', '2', '3']) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
    expect(within(rowOf('quiet-rule')).getByText('disabled')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'History' })).toHaveAttribute('href', '/notifications?notification=n1');
  });

  it('opens the rule of ?id= for editing and saves it with the toast', async () => {
    const { user, writes } = setup('/notifications/rules?id=n1');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Rule' });
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    expect(name).toHaveValue('check-failures');
    await user.clear(name);
    await user.type(name, 'http-failures');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes('patch')).toHaveLength(1));
    expect(writes('patch')[0]!.url).toContain('id=eq.n1');
    expect(bodyOf(writes('patch')[0]!)).toMatchObject({
      name: 'http-failures',
      events: ['check.failed', 'check.passed'],
      person_id: 'p1',
      repeat_interval: '4h',
      custom_services: [{ name: 'hook', connection: 'connection://default/hook' }],
    });
    expect(await screen.findByText(NOTIFICATION_UPDATED, {}, { timeout: 5_000 })).toBeInTheDocument();
  });

  it('refuses an invalid rule with messages, then creates a valid one', async () => {
    const { user, writes } = setup();
    await within(table()).findByText('check-failures');
    await user.click(screen.getByRole('button', { name: 'Add Rule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Notification Rule' });
    await user.type(within(dialog).getByRole('textbox', { name: /Filter/ }), "check.name == 'x");
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('at least one event is required')).toBeInTheDocument();
    expect(within(dialog).getByText('filter is not a valid expression: unterminated string')).toBeInTheDocument();
    expect(writes('post')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'new-rule');
    await user.clear(within(dialog).getByRole('textbox', { name: /Filter/ }));
    await user.click(
      within(within(dialog).getByRole('group', { name: 'Events' })).getByRole('checkbox', { name: 'check.failed' }),
    );
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Person' }), 'Alice Admin');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes('post')).toHaveLength(1));
    expect(bodyOf(writes('post')[0]!)).toMatchObject({
      name: 'new-rule',
      events: ['check.failed'],
      person_id: 'p1',
      filter: null,
      source: 'UI',
    });
  });

  it('turns a rule off and on, and deletes one after confirmation', async () => {
    const { user, writes } = setup();
    await within(table()).findByText('check-failures');
    await user.click(within(rowOf('check-failures')).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(writes('patch')).toHaveLength(1));
    expect(bodyOf(writes('patch')[0]!)).toEqual({ properties: { priority: 'high', disabled: 'true' } });
    await user.click(within(rowOf('quiet-rule')).getByRole('button', { name: 'Enable' }));
    await waitFor(() => expect(writes('patch')).toHaveLength(2));
    expect(bodyOf(writes('patch')[1]!)).toEqual({ properties: {} });
    await user.click(within(rowOf('check-failures')).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Notification Rule' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(writes('patch')).toHaveLength(3));
    expect(bodyOf(writes('patch')[2]!)).toEqual({ deleted_at: 'now()' });
    expect(await screen.findByText(deletedSuccessfully('Notification'))).toBeInTheDocument();
  });

  it('offers no writes to viewers, who read a rule instead', async () => {
    const { user } = setup('/notifications/rules?id=n1', ['viewer']);
    const dialog = await screen.findByRole('dialog', { name: 'check-failures' });
    expect(within(dialog).getByText('Recipients: Alice Admin, default/hook')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await within(table()).findByText('check-failures');
    expect(screen.queryByRole('button', { name: 'Add Rule' })).not.toBeInTheDocument();
    expect(within(rowOf('check-failures')).queryByRole('button', { name: 'Disable' })).not.toBeInTheDocument();
  });
});
