import { renderPage } from '@opsdeck/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CheckDetailModal } from './CheckDetailModal';
import { CHECK_ID, handler, installCheckModalLayout, openCheckModal as open } from './check-modal-fixture';

jest.mock('monaco-editor', () => ({ __esModule: true }));
jest.mock('@monaco-editor/react', () => jest.requireActual('@opsdeck/shared/testing').fakeMonacoEditorModule());

installCheckModalLayout();

describe('CheckDetailModal history and first paint', () => {
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
