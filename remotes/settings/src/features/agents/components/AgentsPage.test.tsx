import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeTableLayout, renderPage } from '@opsdeck/shared/testing';
import { AgentsPage } from './AgentsPage';

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

const AGENT_ID = '0190a1b2-0000-7000-8000-000000000001';
const agent = {
  id: AGENT_ID,
  name: 'eu-west',
  description: 'EU cluster',
  version: 'v0.1.2',
  status: 'online',
  last_seen: '2030-01-01T00:00:00Z',
  config_count: 12,
  config_scrapper_count: 2,
  checks_count: 5,
  playbook_runs_count: 0,
};

function server() {
  return (config: { method?: string; url?: string }) => {
    if (config.method === 'post')
      return { status: 201, data: { id: 'p1', username: 'agent-0011', access_token: 'secret-token' } };
    if (config.method === 'patch') return { status: 204, data: '' };
    return { data: [agent] };
  };
}

describe('AgentsPage', () => {
  it('lists agents from agents_summary with what each reports', async () => {
    const { adapter } = renderPage(<AgentsPage />, { route: '/settings/agents', handler: server() });
    const table = await screen.findByRole('table', { name: 'Agents' });
    expect(await within(table).findByText('eu-west')).toBeInTheDocument();
    expect(within(table).getByText('12')).toBeInTheDocument();
    expect(decodeURIComponent(adapter.requests[0]?.url ?? '')).toContain('/db/agents_summary?select=*');
  });

  it('opens the agent named by ?id=, and nothing for the all-zero id', async () => {
    renderPage(<AgentsPage />, { route: `/settings/agents?id=${AGENT_ID}`, handler: server() });
    expect(await screen.findByRole('dialog', { name: 'eu-west' })).toBeInTheDocument();
  });

  it('ignores the all-zero id', async () => {
    renderPage(<AgentsPage />, { route: '/settings/agents?id=00000000-0000-0000-0000-000000000000', handler: server() });
    await screen.findByText('eu-west');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('registers an agent and shows its token once with the install commands', async () => {
    const user = userEvent.setup();
    const { adapter } = renderPage(<AgentsPage />, { route: '/settings/agents', handler: server() });
    await user.click(await screen.findByRole('button', { name: 'Register Agent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register Agent' });
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(within(dialog).getByText('This field is required')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'us-east');
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    const install = await screen.findByRole('dialog', { name: 'Install Agent us-east' });
    expect(within(install).getByText('Copy the token now: it is not shown again.')).toBeInTheDocument();
    expect(within(install).getAllByText(/secret-token/).length).toBeGreaterThan(0);
    expect(within(install).getByRole('tab', { name: 'Flux' })).toBeInTheDocument();
    const post = adapter.requests.find((request) => request.method === 'post');
    expect(post?.url).toBe('/agent/generate');
    expect(JSON.parse(String(post?.data))).toEqual({ name: 'us-east' });
  });

  it('deletes after confirmation, with cleanup when asked', async () => {
    const user = userEvent.setup();
    const { adapter } = renderPage(<AgentsPage />, { route: `/settings/agents?id=${AGENT_ID}`, handler: server() });
    const dialog = await screen.findByRole('dialog', { name: 'eu-west' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByText('Also remove what it reported (cleanup)'));
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(adapter.requests.some((request) => request.method === 'patch')).toBe(true));
    const patch = adapter.requests.find((request) => request.method === 'patch');
    expect(patch?.url).toBe(`/db/agents?id=eq.${AGENT_ID}`);
    expect(JSON.parse(String(patch?.data))).toMatchObject({ cleanup: true, deleted_at: expect.any(String) });
  });

  it('offers no registration or deletion to viewers', async () => {
    renderPage(<AgentsPage />, { route: `/settings/agents?id=${AGENT_ID}`, handler: server(), roles: ['viewer'] });
    await screen.findByRole('dialog', { name: 'eu-west' });
    expect(screen.queryByRole('button', { name: 'Register Agent' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });
});
