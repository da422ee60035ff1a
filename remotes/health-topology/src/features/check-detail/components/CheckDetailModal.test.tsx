import type { Permission } from '@opsdeck/contracts';
import { ShellServicesProvider } from '@opsdeck/shared/services';
import { createTestServices, renderWithProviders } from '@opsdeck/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CheckDetailModal, SPEC_NEEDS_SIGN_IN } from './CheckDetailModal';
import { RELATION_FORBIDDEN } from './CheckRelationships';
import {
  CANARY_ID,
  check,
  CHECK_ID,
  handler,
  installCheckModalLayout,
  openCheckModal as open,
  touches,
} from './check-modal-fixture';

jest.mock('monaco-editor', () => ({ __esModule: true }));
jest.mock('@monaco-editor/react', () => jest.requireActual('@opsdeck/shared/testing').fakeMonacoEditorModule());

installCheckModalLayout();

describe('CheckDetailModal', () => {
  it('shows uptime to one decimal and the p95/p97/p99 latencies', async () => {
    open(['viewer']);
    const stats = await screen.findByTestId('check-stats');
    await waitFor(() => expect(stats).toHaveTextContent('75% (3/4)'));
    expect(stats).toHaveTextContent('Latency p95150ms');
    expect(stats).toHaveTextContent('Latency p97170ms');
    expect(stats).toHaveTextContent('Latency p991.2s');
  });

  it('has History, Spec and Relationships (with a count) and draws the graph beside the history on tall screens', async () => {
    open(['viewer']);
    await screen.findByRole('tab', { name: 'History' });
    await waitFor(() =>
      expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['History', 'Spec', 'Relationships3']),
    );
    expect(await screen.findByTestId('check-graph')).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Check history' })).toBeInTheDocument();
  });

  it('gives the graph its own tab below 992 px of viewport height', async () => {
    window.innerHeight = 800;
    const user = userEvent.setup();
    open(['viewer']);
    await screen.findByRole('tab', { name: 'Graph' });
    expect(screen.queryByTestId('check-graph')).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Graph' }));
    expect(await screen.findByTestId('check-graph')).toBeInTheDocument();
  });

  it('lists related components and configs with links', async () => {
    const user = userEvent.setup();
    open(['viewer']);
    await user.click(await screen.findByRole('tab', { name: /Relationships/ }));
    expect(screen.getByRole('link', { name: 'web' })).toHaveAttribute('href', '/topology/comp-1');
    expect(screen.getByRole('link', { name: 'web-deploy' })).toHaveAttribute('href', '/catalog/cfg-1');
  });

  it('shows each related item with the icon of its type and its health', async () => {
    const user = userEvent.setup();
    open(['viewer']);
    await user.click(await screen.findByRole('tab', { name: /Relationships/ }));
    const [deployment, service] = within(screen.getByRole('list', { name: 'Configs' })).getAllByRole('listitem');
    expect(deployment!.querySelector('[data-glyph]')).toHaveAttribute('data-glyph', 'layers');
    expect(within(deployment!).getByText('healthy')).toBeInTheDocument();
    expect(service!.querySelector('[data-glyph]')).toHaveAttribute('data-glyph', 'network');
    expect(within(service!).getByText('unknown')).toBeInTheDocument();
  });

  it('keeps one height whichever tab is shown, the body scrolling inside', async () => {
    const user = userEvent.setup();
    open(['viewer']);
    const modal = await screen.findByTestId('check-modal');
    const height = modal.style.height;
    expect(height).toContain('85vh');
    await user.click(await screen.findByRole('tab', { name: /Relationships/ }));
    expect(modal.style.height).toBe(height);
  });

  it('names the agent, loaded on its own', async () => {
    const { calls } = open(['viewer']);
    await waitFor(() => expect(screen.getByTestId('check-stats')).toHaveTextContent('Agenteu-west'));
    // The check itself embeds nothing guarded by another resource than canaries.
    const detail = calls.find(
      (c) =>
        c.startsWith('GET /db/checks?') &&
        !touches(c, 'check_component_relationships') &&
        !touches(c, 'check_config_relationships'),
    );
    expect(detail).toBeDefined();
    for (const table of ['agents', 'components', 'configs']) expect(touches(detail!, table)).toBe(false);
  });

  it('asks nothing about agents of a user denied them, and still shows the check', async () => {
    const { calls } = open(['viewer'], [], {}, CHECK_ID, [{ object: 'agents', action: 'read', deny: true }]);
    await screen.findByRole('table', { name: 'Check history' });
    expect(screen.getByTestId('check-stats')).not.toHaveTextContent('Agent');
    expect(calls.filter((c) => c.startsWith('GET /db/agents'))).toEqual([]);
  });

  it('shows a guest denied topology the details, history and configs; the components are said to be hidden', async () => {
    const user = userEvent.setup();
    const deny: Permission = { object: 'topology', action: 'read', deny: true };
    const { calls } = open(['guest'], [], { denyTopology: true }, CHECK_ID, [deny]);
    const stats = await screen.findByTestId('check-stats');
    await waitFor(() => expect(stats).toHaveTextContent('75% (3/4)'));
    const table = await screen.findByRole('table', { name: 'Check history' });
    await waitFor(() => expect(within(table).getAllByTestId('data-row')).toHaveLength(3));
    await waitFor(() => expect(screen.getByRole('tab', { name: /Relationships/ })).toHaveTextContent('Relationships2'));
    await user.click(screen.getByRole('tab', { name: /Relationships/ }));
    expect(screen.getByText(RELATION_FORBIDDEN.components)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'web-deploy' })).toHaveAttribute('href', '/catalog/cfg-1');
    expect(screen.queryByText('No details found')).not.toBeInTheDocument();
    // The console knows the deny row: components are not even asked for.
    expect(calls.filter((c) => touches(c, 'components'))).toEqual([]);
  });

  it('keeps the check when the server refuses the relationships (403) and says what it cannot show', async () => {
    const user = userEvent.setup();
    open(['viewer'], [], { relationsStatus: 403 });
    const table = await screen.findByRole('table', { name: 'Check history' });
    await waitFor(() => expect(within(table).getAllByTestId('data-row')).toHaveLength(3));
    expect(screen.getByTestId('check-stats')).toHaveTextContent('Typehttp');
    await user.click(screen.getByRole('tab', { name: /Relationships/ }));
    expect(await screen.findByText(RELATION_FORBIDDEN.components)).toBeInTheDocument();
    expect(screen.getByText(RELATION_FORBIDDEN.configs)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Relationships/ })).toHaveTextContent('Relationships0');
    expect(screen.queryByText('No details found')).not.toBeInTheDocument();
  });

  it('shows a failed relationships call as an error in its tab, not over the check', async () => {
    const user = userEvent.setup();
    open(['viewer'], [], { relationsStatus: 500 });
    await screen.findByRole('table', { name: 'Check history' });
    await user.click(screen.getByRole('tab', { name: /Relationships/ }));
    expect(await screen.findAllByRole('alert', {}, { timeout: 10_000 })).toHaveLength(2);
    expect(screen.getByTestId('check-stats')).toBeInTheDocument();
  });

  it('offers Run Now to editors, runs the check and refreshes afterwards; Edit links to the canary', async () => {
    const user = userEvent.setup();
    const { calls } = open(['editor']);
    await screen.findByRole('table', { name: 'Check history' });
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/settings/canaries/${CANARY_ID}`);
    const before = calls.filter((c) => c.startsWith('GET /db/check_statuses')).length;
    await user.click(await screen.findByRole('button', { name: 'Run Now' }));
    await waitFor(() => expect(calls).toContain(`POST /canary/run/check/${CHECK_ID}`));
    await waitFor(() => expect(calls.filter((c) => c.startsWith('GET /db/check_statuses')).length).toBeGreaterThan(before));
  });

  it('offers no Run Now on a deleted check', async () => {
    open(['admin'], [], { checks: [{ ...check, deleted_at: new Date(Date.now() - 3_600_000).toISOString() }] });
    await screen.findByRole('table', { name: 'Check history' });
    expect(screen.queryByRole('button', { name: 'Run Now' })).not.toBeInTheDocument();
  });

  it.each([['viewer'], ['guest']])('hides Run Now from a %s, and never offers adding to an incident', async (role) => {
    open([role]);
    await screen.findByRole('table', { name: 'Check history' });
    expect(screen.queryByRole('button', { name: 'Run Now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /incident|evidence/i })).not.toBeInTheDocument();
  });

  it.each([['admin'], ['responder'], ['commander']])('shows Run Now to a %s', async (role) => {
    open([role]);
    expect(await screen.findByRole('button', { name: 'Run Now' })).toBeInTheDocument();
  });

  it.each([['viewer'], ['responder'], ['commander']])('hides Edit from a %s (no write access to canaries)', async (role) => {
    open([role]);
    await screen.findByRole('table', { name: 'Check history' });
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('offers Edit and links related items only to pages that exist (their remotes loaded)', async () => {
    const user = userEvent.setup();
    open(['admin'], [], {}, CHECK_ID, [], (path) => path.startsWith('/topology'));
    await screen.findByRole('button', { name: 'Run Now' });
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /Relationships/ }));
    expect(await screen.findByRole('link', { name: 'web' })).toHaveAttribute('href', '/topology/comp-1');
    expect(screen.getByText('web-deploy')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'web-deploy' })).not.toBeInTheDocument();
  });

  it('shows a signed-in user the spec', async () => {
    const user = userEvent.setup();
    open(['viewer']);
    await user.click(await screen.findByRole('tab', { name: 'Spec' }));
    // Monaco does not run under jsdom: a textarea stands in for the viewer (mocked above).
    await waitFor(() => expect(document.querySelector('textarea[data-language]')).not.toBeNull());
    expect((document.querySelector('textarea[data-language]') as HTMLTextAreaElement).value).not.toBe('');
    expect(screen.queryByText(SPEC_NEEDS_SIGN_IN)).not.toBeInTheDocument();
  });

  it('says in a health-only installation (nobody signed in) that the spec needs a sign-in', async () => {
    const user = userEvent.setup();
    const { services } = createTestServices({ roles: [], handler: handler([], { checks: [{ ...check, spec: undefined }] }) });
    renderWithProviders(
      <ShellServicesProvider services={{ ...services, authorizer: { ...services.authorizer, user: null } }}>
        <CheckDetailModal checkId={CHECK_ID} timeRange="1h" onTimeRangeChange={() => undefined} onClose={() => undefined} />
      </ShellServicesProvider>,
      { route: '/' },
    );
    await user.click(await screen.findByRole('tab', { name: 'Spec' }));
    expect(await screen.findByText(SPEC_NEEDS_SIGN_IN)).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading editor')).not.toBeInTheDocument();
  });

  it('says when the backend does not execute the check and offers no Run Now', async () => {
    const reason = 'check type "dns" is not executed by this backend (it runs http and tcp checks only)';
    const { calls } = open(['admin'], [], { notExecuted: reason });
    const notice = await screen.findByTestId('not-executed-notice');
    expect(notice).toHaveTextContent('Not executed by this backend');
    expect(notice).toHaveTextContent(reason);
    expect(calls).toContain('POST /canary/api/summary');
    expect(screen.queryByRole('button', { name: 'Run Now' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toBeInTheDocument();
  });

  it('answers a malformed check id with "No details found" and a grey dot, asking the server nothing', async () => {
    const { calls } = open(['admin'], [], {}, 'x');
    expect(await screen.findByText('No details found')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Not run' })).toHaveAttribute('data-health', 'unknown');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
  });

  it.each([
    ['an unknown check id', []],
    ['a refused check id', 400],
  ])('answers %s with "No details found" and a grey dot', async (_label, checks) => {
    const { calls } = open(['admin'], [], { checks });
    expect(await screen.findByText('No details found')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Not run' })).toBeInTheDocument();
    expect(screen.queryByText(/Request failed/)).not.toBeInTheDocument();
    // Nothing else is asked about a check that is not there.
    expect(calls.filter((c) => !c.startsWith('GET /db/checks?'))).toEqual([]);
  });
});
