import type { FakeHandler, Permission } from '@opsdeck/contracts';
import { ShellServicesProvider } from '@opsdeck/shared/services';
import { createTestServices, fakeTableLayout, renderPage, renderWithProviders } from '@opsdeck/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CheckDetailModal, SPEC_NEEDS_SIGN_IN } from './CheckDetailModal';
import { RELATION_FORBIDDEN } from './CheckRelationships';

jest.mock('monaco-editor', () => ({ __esModule: true }));
jest.mock('@monaco-editor/react', () => jest.requireActual('@opsdeck/shared/testing').fakeMonacoEditorModule());

const CHECK_ID = '00000000-0000-4000-8000-0000000000c1';
const CANARY_ID = '00000000-0000-4000-8000-0000000000a1';
const AGENT_ID = '00000000-0000-4000-8000-0000000000b1';
const check = {
  id: CHECK_ID,
  canary_id: CANARY_ID,
  agent_id: AGENT_ID,
  name: 'api-health',
  type: 'http',
  namespace: 'prod',
  status: 'unhealthy',
  spec: { url: 'http://api/healthz' },
  last_runtime: new Date().toISOString(),
  canaries: { id: CANARY_ID, name: 'api', source: 'UI' },
};
/** What the relationship queries answer (each embedded below the check). */
const related = {
  components: [{ components: { id: 'comp-1', name: 'web', icon: 'web' } }],
  configs: [
    { configs: { id: 'cfg-1', name: 'web-deploy', type: 'Kubernetes::Deployment', health: 'healthy' } },
    { configs: { id: 'cfg-2', name: 'web-svc', type: 'Kubernetes::Service' } },
  ],
};
const history = Array.from({ length: 3 }, (_, i) => ({
  time: new Date(Date.now() - i * 60_000).toISOString(),
  status: i !== 1,
  duration: 100 + i,
  message: i !== 1 ? 'HTTP 200 OK' : null,
  error: i === 1 ? 'HTTP 503' : null,
}));

interface Script {
  /** The summary row's not_executed reason. */
  notExecuted?: string;
  /** The rows GET /db/checks answers (default: the check), or an error status. */
  checks?: unknown[] | number;
  /** Answers 403, as the server does, to any query that reads components (a topology deny row). */
  denyTopology?: boolean;
  /** The status the relationship queries answer instead of their rows. */
  relationsStatus?: number;
}

/** The tables a PostgREST request touches, top level and embedded, as the server reads them. */
const touches = (url: string, table: string) => new RegExp(`[?,(=:]${table}[(!]`).test(decodeURIComponent(url));

function handler(calls: string[], script: Script = {}): FakeHandler {
  return (config) => {
    const url = `${config.method?.toUpperCase()} ${config.url}`;
    calls.push(url);
    if (url.startsWith('GET /db/checks?')) {
      if (script.denyTopology && touches(url, 'components')) return { status: 403, data: { error: 'forbidden' } };
      for (const relation of ['components', 'configs'] as const) {
        if (!touches(url, `check_${relation.slice(0, -1)}_relationships`)) continue;
        if (script.relationsStatus) return { status: script.relationsStatus, data: { error: 'refused' } };
        return { data: [{ id: CHECK_ID, [relation]: related[relation] }] };
      }
      const checks = script.checks ?? [check];
      return typeof checks === 'number' ? { status: checks, data: { message: 'bad id' } } : { data: checks };
    }
    if (url.startsWith('GET /db/agents?')) return { data: [{ id: AGENT_ID, name: 'eu-west' }] };
    if (url === 'POST /canary/api/summary') {
      const row = { id: CHECK_ID, name: 'api-health', ...(script.notExecuted ? { not_executed: script.notExecuted } : {}) };
      return { data: { runnerName: 'local', checks_summary: [row] } };
    }
    if (url.startsWith('GET /db/check_statuses?')) return { data: history, headers: { 'content-range': '0-2/3' } };
    if (url.startsWith('GET /canary/api/graph')) {
      return {
        data: {
          status: [{ time: new Date().toISOString(), duration: 120, passed: 3, failed: 1 }],
          uptime: { passed: 3, failed: 1 },
          latency: { p95: 150, p97: 170, p99: 1200, rolling1h: 0 },
        },
      };
    }
    if (url === `POST /canary/run/check/${CHECK_ID}`) return { data: { pass: true, message: 'HTTP 200 OK' } };
    return { status: 404, data: { error: 'not found' } };
  };
}

function open(
  roles: string[],
  calls: string[] = [],
  script: Script = {},
  checkId = CHECK_ID,
  permissions: Permission[] = [],
  pages?: (path: string) => boolean,
) {
  const rendered = renderPage(
    <CheckDetailModal checkId={checkId} timeRange="1h" onTimeRangeChange={() => undefined} onClose={() => undefined} />,
    {
      roles,
      permissions,
      handler: handler(calls, script),
      ...(pages ? { pages } : {}),
    },
  );
  return { ...rendered, calls };
}

let restoreLayout: () => void;
const realHeight = window.innerHeight;
beforeEach(() => {
  restoreLayout = fakeTableLayout();
  window.innerHeight = 1080;
});
afterEach(() => {
  restoreLayout();
  window.innerHeight = realHeight;
});

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

  it('labels imported results and results of types that were not executed', async () => {
    const rows = [
      {
        time: new Date().toISOString(),
        status: null,
        invalid: true,
        duration: 0,
        message: 'check type "dns" is not executed by this backend',
      },
      {
        time: new Date(Date.now() - 60_000).toISOString(),
        status: true,
        duration: 12,
        message: '1 A record found',
        details: { imported: true },
      },
    ];
    renderPage(
      <CheckDetailModal checkId={CHECK_ID} timeRange="1h" onTimeRangeChange={() => undefined} onClose={() => undefined} />,
      {
        roles: ['viewer'],
        handler: (config) => {
          if (config.url?.startsWith('/db/check_statuses')) return { data: rows, headers: { 'content-range': '0-1/2' } };
          return handler([])(config);
        },
      },
    );
    const table = await screen.findByRole('table', { name: 'Check history' });
    await waitFor(() => expect(within(table).getAllByTestId('data-row')).toHaveLength(2));
    const [first, second] = within(table).getAllByTestId('data-row');
    expect(first).toHaveTextContent('Not executed');
    expect(first).not.toHaveTextContent('imported');
    expect(second).toHaveTextContent('Passed');
    expect(second).toHaveTextContent('imported1 A record found');
  });

  it('offers the duration presets with the spec labels', async () => {
    open(['viewer']);
    const select = await screen.findByRole('combobox', { name: 'Duration' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', '100ms', '500ms', '1s', '5s', '10s', '30s', 'Custom']);
  });

  it('filters history by status and by a custom duration, rejecting other units', async () => {
    const user = userEvent.setup();
    const { calls } = open(['viewer']);
    const table = await screen.findByRole('table', { name: 'Check history' });
    await waitFor(() => expect(within(table).getAllByTestId('data-row')).toHaveLength(3));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Unhealthy');
    await waitFor(() => expect(calls.some((c) => decodeURIComponent(c).includes('status=eq.false'))).toBe(true));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Duration' }), 'Custom');
    await user.type(screen.getByRole('textbox', { name: 'Custom duration' }), '3m');
    expect(screen.getByText('duration is allowed only in milli seconds & seconds')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Custom duration' }));
    await user.type(screen.getByRole('textbox', { name: 'Custom duration' }), '2s');
    await waitFor(() => expect(calls.some((c) => decodeURIComponent(c).includes('duration=gte.2000'))).toBe(true));
    expect(screen.queryByText('duration is allowed only in milli seconds & seconds')).not.toBeInTheDocument();
  });

  it('pages the history by the page size preference and offers the other sizes', async () => {
    const user = userEvent.setup();
    localStorage.setItem('persistPageSize', '10');
    try {
      const { calls } = open(['viewer']);
      const table = await screen.findByRole('table', { name: 'Check history' });
      await waitFor(() => expect(within(table).getAllByTestId('data-row')).toHaveLength(3));
      const history = () => calls.filter((c) => c.startsWith('GET /db/check_statuses')).map(decodeURIComponent);
      expect(history().at(-1)).toContain('limit=10&');
      const size = screen.getByRole('combobox', { name: 'Page size' });
      expect(
        within(size)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['10', '50', '100', '200']);
      await user.selectOptions(size, '100');
      await waitFor(() => expect(history().at(-1)).toContain('limit=100&'));
    } finally {
      localStorage.removeItem('persistPageSize');
    }
  });

  describe('first paint', () => {
    const labels = (testId: string) =>
      Array.from(screen.getByTestId(testId).querySelectorAll('[data-stat]')).map((stat) => stat.getAttribute('data-stat'));

    it('paints the stats as skeletons of their final boxes, then fills the same boxes', async () => {
      open(['viewer']);
      const skeleton = screen.getByTestId('check-stats-skeleton');
      expect(skeleton).toHaveAttribute('aria-busy', 'true');
      const reserved = labels('check-stats-skeleton');
      expect(reserved).toEqual([
        'Uptime',
        'Latency p95',
        'Latency p97',
        'Latency p99',
        'Last run',
        'Last change',
        'Type',
        'Namespace',
        'Canary',
      ]);
      const stats = await screen.findByTestId('check-stats');
      await waitFor(() => expect(stats).toHaveTextContent('Agenteu-west'));
      expect(labels('check-stats')).toEqual([...reserved, 'Agent']);
      expect(within(stats).queryAllByTestId('stat-skeleton')).toEqual([]);
    });

    it('waits for the summary too, so the not-executed notice and Run Now do not pop in afterwards', async () => {
      let answerSummary: () => void = () => undefined;
      const summaryAnswered = new Promise<void>((resolve) => (answerSummary = resolve));
      let summaryAsked = false;
      const calls: string[] = [];
      const base = handler(calls, { notExecuted: 'exec checks are not run here' });
      renderPage(
        <CheckDetailModal checkId={CHECK_ID} timeRange="1h" onTimeRangeChange={() => undefined} onClose={() => undefined} />,
        {
          roles: ['editor'],
          handler: async (config) => {
            if (config.url === '/canary/api/summary') {
              summaryAsked = true;
              await summaryAnswered;
            }
            return base(config);
          },
        },
      );
      // The check has arrived, the summary not yet: still the skeleton, not a body without its notice.
      await waitFor(() => expect(summaryAsked).toBe(true));
      expect(screen.getByTestId('check-body-skeleton')).toBeInTheDocument();
      answerSummary();
      expect(await screen.findByTestId('not-executed-notice')).toBeInTheDocument();
      expect(screen.queryByTestId('check-body-skeleton')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Run Now' })).not.toBeInTheDocument();
    });

    it('reserves the agent stat while its name loads', async () => {
      let answerAgents: () => void = () => undefined;
      const agentsAnswered = new Promise<void>((resolve) => (answerAgents = resolve));
      const base = handler([]);
      renderPage(
        <CheckDetailModal checkId={CHECK_ID} timeRange="1h" onTimeRangeChange={() => undefined} onClose={() => undefined} />,
        {
          roles: ['viewer'],
          handler: async (config) => {
            if (config.url?.startsWith('/db/agents')) await agentsAnswered;
            return base(config);
          },
        },
      );
      const stats = await screen.findByTestId('check-stats');
      expect(labels('check-stats')).toContain('Agent');
      expect(within(stats.querySelector('[data-stat="Agent"]') as HTMLElement).getByTestId('stat-skeleton')).toBeInTheDocument();
      answerAgents();
      await waitFor(() => expect(stats).toHaveTextContent('Agenteu-west'));
    });
  });
});
