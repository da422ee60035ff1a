import { PLAYBOOK_TEXT, type FakeHandler } from '@opsdeck/contracts';
import { renderPage } from '@opsdeck/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { RunDetailPage } from './RunDetailPage';

const RUN = '00000000-0000-4000-9000-000000000061';
const PLAYBOOK = '00000000-0000-4000-9000-000000000060';
const CONFIG = '00000000-0000-4000-9000-000000000040';

const run = (status: string) => ({
  id: RUN,
  playbook_id: PLAYBOOK,
  status,
  created_at: '2026-11-25T10:00:00Z',
  start_time: '2026-11-25T10:00:01Z',
  config_id: CONFIG,
  parameters: { reason: 'deploy' },
  created_by: { id: 'p1', name: 'Alice Admin' },
  playbooks: { id: PLAYBOOK, name: 'restart', title: 'Restart deployment' },
  config: { id: CONFIG, name: 'web-1', type: 'Kubernetes::Deployment' },
  playbook_approvals: [{ id: 'a1', person_id: { id: 'p2', name: 'Bob Builder' }, created_at: '2026-11-25T10:00:00Z' }],
});

const first = {
  id: 'a1',
  name: 'script',
  status: 'completed',
  start_time: '2026-11-25T10:00:01Z',
  end_time: '2026-11-25T10:00:03.500Z',
  result: { stdout: 'restarted web-1\n', stderr: 'warning: slow\n', exitCode: 0 },
  artifacts: [{ id: 'f1', filename: 'log.txt', size: 2048 }],
};
const second = {
  id: 'a2',
  name: 'call',
  status: 'failed',
  start_time: '2026-11-25T10:00:04Z',
  end_time: '2026-11-25T10:00:04.250Z',
  error: 'HTTP 503 Service Unavailable',
  result: { code: 503, method: 'POST', url: 'http://svc/hook', body: 'down' },
};
const third = {
  id: 'a3',
  name: 'query',
  status: 'completed',
  start_time: '2026-11-25T10:00:05Z',
  end_time: '2026-11-25T10:00:05.010Z',
  result: { count: 1, columns: ['n'], rows: [{ n: 42 }] },
};

function page(
  states: { status: string; actions: object[] }[],
  extra: FakeHandler = () => ({ status: 404 }),
  runnable: object[] = [{ id: PLAYBOOK }],
) {
  let reads = 0;
  const handler: FakeHandler = (config) => {
    const state = states[Math.min(reads, states.length - 1)]!;
    if (config.url === '/playbook/list') return { data: runnable };
    if (config.url?.startsWith('/db/playbook_runs')) {
      reads += 1;
      return { data: [run(state.status)] };
    }
    if (config.url?.startsWith('/db/rpc/get_playbook_run_actions')) return { data: state.actions };
    return extra(config);
  };
  return renderPage(
    <Routes>
      <Route path="/playbooks/runs/:id" element={<RunDetailPage />} />
    </Routes>,
    { handler, route: `/playbooks/runs/${RUN}` },
  );
}

describe('RunDetailPage', () => {
  it('shows the run, its resource, parameters, approvals, and a timeline with outputs, HTTP answers, rows and artifacts', async () => {
    const { adapter } = page([{ status: 'failed', actions: [first, second, third] }]);
    expect(await screen.findByRole('heading', { name: 'Restart deployment' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'web-1' })).toHaveAttribute('href', `/catalog/${CONFIG}`);
    expect(screen.getByText('reason: deploy')).toBeInTheDocument();
    expect(screen.getByText(/Bob Builder/)).toBeInTheDocument();
    const timeline = await screen.findByRole('list', { name: PLAYBOOK_TEXT.actions });
    const items = within(timeline).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(['script', 'call', 'query']);
    expect(within(items[0]!).getByLabelText(PLAYBOOK_TEXT.stdout)).toHaveTextContent('restarted web-1');
    expect(within(items[0]!).getByLabelText(PLAYBOOK_TEXT.stderr)).toHaveTextContent('warning: slow');
    expect(within(items[0]!).getByLabelText(PLAYBOOK_TEXT.duration)).toHaveTextContent('2.5s');
    expect(within(items[0]!).getByText(/log\.txt/)).toBeInTheDocument();
    expect(within(items[1]!).getByText('HTTP 503 Service Unavailable')).toBeInTheDocument();
    expect(within(items[1]!).getByLabelText('Response 503 (POST http://svc/hook)')).toHaveTextContent('down');
    expect(within(items[1]!).getByLabelText(PLAYBOOK_TEXT.duration)).toHaveTextContent('250ms');
    expect(within(within(items[2]!).getByRole('table', { name: 'Rows (1)' })).getByText('42')).toBeInTheDocument();
    expect(adapter.requests.some((r) => r.url === `/db/rpc/get_playbook_run_actions?run_id=${RUN}`)).toBe(true);
  });

  it('follows an active run: new actions and their status changes appear without a reload', async () => {
    page([
      { status: 'running', actions: [{ ...first, status: 'running', end_time: null, result: null }] },
      { status: 'running', actions: [first, { id: 'a2', name: 'call', status: 'running', start_time: '2026-11-25T10:00:04Z' }] },
      {
        status: 'completed',
        actions: [first, { ...second, status: 'completed', error: null, result: { code: 200, body: 'ok' } }],
      },
    ]);
    const timeline = await screen.findByRole('list', { name: PLAYBOOK_TEXT.actions });
    expect(within(timeline).getByText('running')).toBeInTheDocument();
    await waitFor(() => expect(within(timeline).getAllByRole('listitem')).toHaveLength(2), { timeout: 5_000 });
    await waitFor(
      () => expect(screen.getByRole('heading', { name: 'Restart deployment' }).parentElement).toHaveTextContent('completed'),
      { timeout: 5_000 },
    );
    await waitFor(() => expect(within(timeline).getAllByText('completed')).toHaveLength(2), { timeout: 5_000 });
  });

  it('approves a pending run after confirmation; a viewer sees neither Approve nor Cancel', async () => {
    const user = userEvent.setup();
    const approvals: string[] = [];
    page([{ status: 'pending_approval', actions: [] }], (config) => {
      approvals.push(`${config.method} ${config.url}`);
      return { data: { message: 'playbook run approved' } };
    });
    await user.click(await screen.findByRole('button', { name: PLAYBOOK_TEXT.approve }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: PLAYBOOK_TEXT.approve }));
    await waitFor(() => expect(approvals).toEqual([`post /playbook/run/approve/${RUN}`]));
    expect(await screen.findByText('playbook run approved')).toBeInTheDocument();
    expect(screen.getByText(PLAYBOOK_TEXT.noActions)).toBeInTheDocument();
  });

  it('offers Re-run only when the playbook list has the playbook (no row denies playbook:run)', async () => {
    page([{ status: 'completed', actions: [] }]);
    expect(await screen.findByRole('button', { name: PLAYBOOK_TEXT.rerun })).toBeInTheDocument();
  });

  it('offers no Re-run when a permission row denies running the playbook', async () => {
    page([{ status: 'completed', actions: [] }], undefined, []);
    expect(await screen.findByRole('heading', { name: 'Restart deployment' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(PLAYBOOK_TEXT.noActions)).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: PLAYBOOK_TEXT.rerun })).toBeNull();
  });

  it('hides Approve, Cancel and Re-run without write on playbook_runs', async () => {
    const handler: FakeHandler = (config) =>
      config.url?.startsWith('/db/playbook_runs') ? { data: [run('pending_approval')] } : { data: [] };
    renderPage(
      <Routes>
        <Route path="/playbooks/runs/:id" element={<RunDetailPage />} />
      </Routes>,
      { handler, route: `/playbooks/runs/${RUN}`, roles: ['viewer'] },
    );
    expect(await screen.findByRole('heading', { name: 'Restart deployment' })).toBeInTheDocument();
    for (const name of [PLAYBOOK_TEXT.approve, PLAYBOOK_TEXT.cancelRun, PLAYBOOK_TEXT.rerun])
      expect(screen.queryByRole('button', { name })).toBeNull();
  });
});
