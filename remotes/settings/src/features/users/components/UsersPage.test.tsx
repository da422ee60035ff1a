import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bodyOf, fakeTableLayout, renderPage } from '@opsdeck/shared/testing';
import { UsersPage } from './UsersPage';

// Dialog flows with many interactions outlast the default 5 s on a loaded machine.
jest.setTimeout(30_000);

let restoreLayout: () => void;
beforeEach(() => {
  restoreLayout = fakeTableLayout();
});
afterEach(() => restoreLayout());

const ADMIN_ID = '0190a1b2-0000-7000-8000-0000000000aa';
const GRACE_ID = '0190a1b2-0000-7000-8000-0000000000bb';
const identities = [
  { id: ADMIN_ID, traits: { email: 'ada@example.com', name: { first: 'Ada', last: 'Lovelace' } }, state: 'active' },
  { id: GRACE_ID, traits: { email: 'grace@example.com', name: { first: 'Grace', last: 'Hopper' } }, state: 'inactive' },
];
const roles = [
  { id: ADMIN_ID, name: 'Ada Lovelace', email: 'ada@example.com', roles: ['admin'] },
  { id: GRACE_ID, name: 'Grace Hopper', email: 'grace@example.com', roles: ['editor'] },
];
const people = [
  { id: ADMIN_ID, last_login: '2030-01-02T03:04:05Z' },
  { id: GRACE_ID, last_login: null },
];
const me = { id: ADMIN_ID, name: 'Ada Lovelace' };

type Reply = { status?: number; data?: unknown };
function server(overrides: { post?: (url: string) => Reply; identities?: unknown[] } = {}) {
  return (config: { method?: string; url?: string }): Reply => {
    const url = config.url ?? '';
    if (config.method === 'post') return overrides.post?.(url) ?? { status: 200, data: { email: 'x' } };
    if (config.method === 'delete') return { status: 204, data: '' };
    if (url.startsWith('/db/identities')) return { data: overrides.identities ?? identities };
    if (url.startsWith('/db/people_roles')) return { data: roles };
    if (url.startsWith('/db/people')) return { data: people };
    throw new Error(`unexpected ${url}`);
  };
}

const posts = (adapter: { requests: { method?: string; url?: string; data?: unknown }[] }) =>
  adapter.requests.filter((request) => request.method === 'post');

describe('UsersPage', () => {
  it('lists identities with their roles, state and last sign-in from three reads', async () => {
    const { adapter } = renderPage(<UsersPage />, { route: '/settings/users', handler: server(), user: me });
    const table = await screen.findByRole('table', { name: 'Users' });
    const grace = (await within(table).findByText('Grace Hopper')).closest('tr') as HTMLElement;
    expect(within(grace).getByText('grace@example.com')).toBeInTheDocument();
    expect(within(grace).getByText('editor')).toBeInTheDocument();
    expect(within(grace).getByText('Inactive')).toBeInTheDocument();
    const ada = within(table).getByText('Ada Lovelace').closest('tr') as HTMLElement;
    expect(within(ada).getByText('Active')).toBeInTheDocument();
    expect(within(ada).getByText('admin')).toBeInTheDocument();
    const urls = adapter.requests.map((request) => decodeURIComponent(request.url ?? ''));
    expect(urls).toEqual(
      expect.arrayContaining([
        '/db/identities?select=*',
        `/db/people_roles?id=in.(${ADMIN_ID},${GRACE_ID})`,
        `/db/people?select=id,last_login&id=in.(${ADMIN_ID},${GRACE_ID})`,
      ]),
    );
  });

  it('filters by name or e-mail through ?search=, and says when nothing matches', async () => {
    const user = userEvent.setup();
    renderPage(<UsersPage />, { route: '/settings/users?search=grace', handler: server(), user: me });
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(await within(table).findByText('Grace Hopper')).toBeInTheDocument();
    expect(within(table).queryByText('Ada Lovelace')).toBeNull();
    const search = screen.getByRole('searchbox', { name: 'Search users' });
    await user.clear(search);
    await user.type(search, 'nobody');
    expect(await within(table).findByText('No users match the search')).toBeInTheDocument();
  });

  it('says when there are no users', async () => {
    renderPage(<UsersPage />, { route: '/settings/users', handler: server({ identities: [] }), user: me });
    expect(await screen.findByText('No users found')).toBeInTheDocument();
  });

  it('shows a failed read as an error panel', async () => {
    renderPage(<UsersPage />, {
      route: '/settings/users',
      handler: () => ({ status: 403, data: { message: 'permission denied' } }),
      user: me,
    });
    expect(await screen.findByText(/permission denied/)).toBeInTheDocument();
  });

  it('validates the invite form, sends it, and shows the mailed link', async () => {
    const user = userEvent.setup();
    const { adapter } = renderPage(<UsersPage />, {
      route: '/settings/users',
      handler: server({ post: () => ({ data: { link: 'http://console/login?invite=abc' } }) }),
      user: me,
    });
    await user.click(await screen.findByRole('button', { name: 'Invite User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite User' });
    await user.click(within(dialog).getByRole('button', { name: 'Invite' }));
    expect(within(dialog).getAllByText('This field is required')).toHaveLength(3);
    await user.type(within(dialog).getByRole('textbox', { name: /First Name/ }), 'Ivy');
    await user.type(within(dialog).getByRole('textbox', { name: /Last Name/ }), 'Invitee');
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'not-an-address');
    await user.click(within(dialog).getByRole('button', { name: 'Invite' }));
    expect(within(dialog).getByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(posts(adapter)).toHaveLength(0);
    await user.clear(within(dialog).getByRole('textbox', { name: /Email/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), ' Ivy@Example.com ');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Role/ }), 'editor');
    await user.click(within(dialog).getByRole('button', { name: 'Invite' }));
    expect(await screen.findByRole('dialog', { name: 'Invitation Sent' })).toHaveTextContent('http://console/login?invite=abc');
    expect(await screen.findByText('Invitation sent to ivy@example.com')).toBeInTheDocument();
    const post = posts(adapter)[0];
    expect(post?.url).toBe('/auth/invite_user');
    expect(bodyOf(post ?? {})).toEqual({ firstName: 'Ivy', lastName: 'Invitee', email: 'ivy@example.com', role: 'editor' });
  });

  it('keeps what was typed and shows the server refusal when the invitation fails', async () => {
    const user = userEvent.setup();
    renderPage(<UsersPage />, {
      route: '/settings/users',
      handler: server({ post: () => ({ status: 409, data: { error: 'user already exists' } }) }),
      user: me,
    });
    await user.click(await screen.findByRole('button', { name: 'Invite User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite User' });
    await user.type(within(dialog).getByRole('textbox', { name: /First Name/ }), 'Grace');
    await user.type(within(dialog).getByRole('textbox', { name: /Last Name/ }), 'Hopper');
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'grace@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Invite' }));
    expect(await within(dialog).findByText('user already exists')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Email/ })).toHaveValue('grace@example.com');
  });

  it('changes a role with POST /people/update', async () => {
    const user = userEvent.setup();
    const { adapter } = renderPage(<UsersPage />, { route: '/settings/users', handler: server(), user: me });
    await user.click(await screen.findByRole('button', { name: 'Change Role Grace Hopper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change role of Grace Hopper' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Role/ }), 'viewer');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Grace Hopper is now viewer')).toBeInTheDocument();
    const post = posts(adapter)[0];
    expect(post?.url).toBe('/people/update');
    expect(bodyOf(post ?? {})).toEqual({ id: GRACE_ID, role: 'viewer' });
  });

  it('does not let the signed-in admin drop their own admin role, deactivate or delete themselves', async () => {
    const user = userEvent.setup();
    const { adapter } = renderPage(<UsersPage />, { route: '/settings/users', handler: server(), user: me });
    expect(await screen.findByRole('button', { name: 'Deactivate Ada Lovelace' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete Ada Lovelace' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete Ada Lovelace' })).toHaveAttribute('title', 'You cannot delete yourself.');
    await user.click(screen.getByRole('button', { name: 'Change Role Ada Lovelace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change role of Ada Lovelace' });
    expect(within(dialog).getByRole('combobox', { name: /Role/ })).toBeDisabled();
    expect(within(dialog).getByText('You cannot remove your own admin role.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(posts(adapter)).toHaveLength(0);
  });

  it('deactivates after confirmation, reactivates, and deletes after confirmation', async () => {
    const user = userEvent.setup();
    const active = [identities[0], { ...identities[1], state: 'active' }];
    const { adapter } = renderPage(<UsersPage />, {
      route: '/settings/users',
      handler: server({ identities: active }),
      user: me,
    });
    await user.click(await screen.findByRole('button', { name: 'Deactivate Grace Hopper' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('cannot sign in until they are reactivated');
    await user.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Grace Hopper deactivated')).toBeInTheDocument();
    expect(bodyOf(posts(adapter)[0] ?? {})).toEqual({ id: GRACE_ID, active: false });

    await user.click(screen.getByRole('button', { name: 'Delete Grace Hopper' }));
    const confirmDelete = await screen.findByRole('alertdialog');
    await user.click(within(confirmDelete).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Grace Hopper deleted successfully')).toBeInTheDocument();
    const remove = adapter.requests.find((request) => request.method === 'delete');
    expect(remove?.url).toBe(`/people/${GRACE_ID}`);
  });

  it('reactivates an inactive user at once', async () => {
    const user = userEvent.setup();
    const { adapter } = renderPage(<UsersPage />, { route: '/settings/users', handler: server(), user: me });
    await user.click(await screen.findByRole('button', { name: 'Reactivate Grace Hopper' }));
    expect(await screen.findByText('Grace Hopper reactivated')).toBeInTheDocument();
    await waitFor(() => expect(bodyOf(posts(adapter)[0] ?? {})).toEqual({ id: GRACE_ID, active: true }));
  });

  it('shows an editor the list read-only', async () => {
    renderPage(<UsersPage />, { route: '/settings/users', handler: server(), roles: ['editor'], user: me });
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(await within(table).findByText('Grace Hopper')).toBeInTheDocument();
    expect(screen.getByText('Only administrators can invite, change or remove users.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invite User' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Change Role|Deactivate|Reactivate|Delete/ })).toBeNull();
    expect(within(table).queryByText('Actions')).toBeNull();
  });
});

describe('UsersPage with many identities', () => {
  it('reads roles and last sign-in in batches of 150 ids, so no request line grows with the list', async () => {
    const many = Array.from({ length: 400 }, (_, index) => ({
      id: `0190a1b2-0000-7000-8000-${String(index).padStart(12, '0')}`,
      traits: { email: `user${index}@example.com`, name: { first: 'User', last: String(index).padStart(3, '0') } },
      state: 'active',
    }));
    const { adapter } = renderPage(<UsersPage />, { route: '/settings/users', handler: server({ identities: many }), user: me });
    expect(await screen.findByText('User 000')).toBeInTheDocument();
    const reads = (prefix: string) => adapter.requests.filter((request) => request.url?.startsWith(prefix));
    expect(reads('/db/people_roles')).toHaveLength(3);
    expect(reads('/db/people?')).toHaveLength(3);
    expect(Math.max(...adapter.requests.map((request) => (request.url ?? '').length))).toBeLessThan(6_000);
  });
});
