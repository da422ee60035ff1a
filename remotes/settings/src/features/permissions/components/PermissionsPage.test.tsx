import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeTableLayout, renderPage } from '@opsdeck/shared/testing';
import { PermissionsPage } from './PermissionsPage';

// Dialog flows with many interactions outlast the default 5 s on a loaded machine.
jest.setTimeout(30_000);

// jsdom lacks PointerEvent, which the checkbox's press tracking creates when a focused box blurs.
if (typeof window.PointerEvent === 'undefined') {
  Object.assign(window, { PointerEvent: class PointerEvent extends MouseEvent {} });
}

let restoreLayout: () => void;
beforeEach(() => {
  restoreLayout = fakeTableLayout();
});
afterEach(() => restoreLayout());

const row = {
  id: 'perm-1',
  subject: 'p1',
  subject_type: 'person',
  person_id: 'p1',
  person: { id: 'p1', name: 'Grace Hopper' },
  object: 'catalog',
  action: 'read',
  deny: true,
  source: 'UI',
  created_by: { id: 'u9', name: 'Alan Turing' },
  created_at: '2030-01-01T00:00:00Z',
};

function server() {
  return (config: { method?: string; url?: string }) => {
    if (config.method === 'post') return { status: 201, data: '' };
    if (config.method === 'patch' || config.method === 'delete') return { status: 204, data: '' };
    if (config.url?.startsWith('/db/people')) return { data: [{ id: 'p1', name: 'Grace Hopper', email: 'grace@x' }] };
    return { data: [row], headers: { 'content-range': '0-0/1' } };
  };
}

describe('PermissionsPage', () => {
  it('lists permissions_summary a page at a time with subject, resource, effect and author', async () => {
    const { adapter } = renderPage(<PermissionsPage />, { route: '/settings/permissions', handler: server() });
    const table = await screen.findByRole('table', { name: 'Permissions' });
    expect(await within(table).findByText('Grace Hopper')).toBeInTheDocument();
    expect(within(table).getByText('deny')).toBeInTheDocument();
    expect(within(table).getByText('Alan Turing')).toBeInTheDocument();
    const url = decodeURIComponent(adapter.requests[0]?.url ?? '');
    expect(url).toContain('/db/permissions_summary?select=*,created_by(id,name,avatar,email)');
    expect(url).toContain('limit=50');
  });

  it('adds a deny permission with created_by and says "Permission added"', async () => {
    const user = userEvent.setup();
    const { adapter } = renderPage(<PermissionsPage />, {
      route: '/settings/permissions',
      handler: server(),
      user: { id: 'me', name: 'Me' },
    });
    await user.click(await screen.findByRole('button', { name: 'Add Permission' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Permission' });
    expect(within(dialog).getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/reference/permissions');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getAllByText('This field is required')).toHaveLength(2);

    // Exclusive kinds: picking Team then Person again leaves no team behind.
    await user.click(within(dialog).getByRole('button', { name: 'Team' }));
    await user.click(within(dialog).getByRole('button', { name: 'Person' }));
    await user.click(within(dialog).getByRole('button', { name: /^Person:/ }));
    await user.click(await screen.findByRole('button', { name: /Grace Hopper/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Global' }));
    await user.click(within(dialog).getByRole('button', { name: /^Global:/ }));
    await user.click(await screen.findByRole('button', { name: 'catalog' }));
    await user.click(within(dialog).getByText('Deny'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Permission added')).toBeInTheDocument();
    const post = adapter.requests.find((request) => request.method === 'post');
    expect(post?.url).toBe('/db/permissions');
    expect(JSON.parse(String(post?.data))).toMatchObject({
      person_id: 'p1',
      team_id: null,
      object: 'catalog',
      config_id: null,
      action: 'read',
      deny: true,
      created_by: 'me',
    });
  }, 30_000);

  it('edits with updated_by, and deletes after confirmation', async () => {
    const user = userEvent.setup();
    const { adapter } = renderPage(<PermissionsPage />, {
      route: '/settings/permissions',
      handler: server(),
      user: { id: 'me', name: 'Me' },
    });
    const table = await screen.findByRole('table', { name: 'Permissions' });
    await user.click(await within(table).findByText('Grace Hopper'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Permission' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Permission updated')).toBeInTheDocument();
    const patch = adapter.requests.find((request) => request.method === 'patch');
    expect(patch?.url).toBe('/db/permissions?id=eq.perm-1');
    expect(JSON.parse(String(patch?.data))).toMatchObject({ person_id: 'p1', object: 'catalog', deny: true, updated_by: 'me' });

    await user.click(await within(table).findByText('Grace Hopper'));
    const again = await screen.findByRole('dialog', { name: 'Edit Permission' });
    await user.click(within(again).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Permission deleted')).toBeInTheDocument();
    await waitFor(() =>
      expect(adapter.requests.find((request) => request.method === 'delete')?.url).toBe('/db/permissions?id=eq.perm-1'),
    );
  }, 30_000);

  it('hides Add Permission without write on permissions', async () => {
    renderPage(<PermissionsPage />, { route: '/settings/permissions', handler: server(), roles: ['viewer'] });
    await screen.findByText('Grace Hopper');
    expect(screen.queryByRole('button', { name: 'Add Permission' })).toBeNull();
  });
});
