import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeHandler, FakeReply } from '@opsdeck/contracts';
import { toaster } from '@opsdeck/shared';
import { bodyOf, renderPage } from '@opsdeck/shared/testing';
import { IncidentDetailPage } from './IncidentDetailPage';

jest.setTimeout(30_000);
// Queries resolve late on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

const SYSTEM = '00000000-0000-0000-0000-000000000000';
const incident = {
  id: 'i1',
  incident_id: 'INC0000007',
  title: 'Checkout down',
  description: 'Payments **failing**',
  status: 'open',
  severity: 'high',
  type: 'availability',
  commander_id: { id: 'p1', name: 'Carol Commander' },
  communicator_id: { id: 'p1', name: 'Carol Commander' },
  created_at: '2026-01-01T00:00:00Z',
};
const hypotheses = [
  {
    id: 'r1',
    incident_id: 'i1',
    type: 'root',
    title: 'Disk full',
    status: 'likely',
    parent_id: null,
    created_at: '2026-01-01T00:01:00Z',
    evidences: [
      {
        id: 'e1',
        type: 'check',
        check_id: 'k1',
        description: 'check',
        checks: { id: 'k1', name: 'api-health', status: 'unhealthy' },
        definition_of_done: true,
        done: false,
      },
      { id: 'e2', type: 'config', config_id: 'c1', description: 'cfg', configs: { id: 'c1', name: 'nginx' } },
      { id: 'e3', type: 'topology', component_id: 'm1', description: 'cmp', components: { id: 'm1', name: 'web' } },
      {
        id: 'e4',
        type: 'config_change',
        config_id: 'c1',
        description: 'bump',
        config_changes: { change_type: 'diff', diff: '-a\n+b' },
      },
    ],
  },
  {
    id: 'f1',
    incident_id: 'i1',
    type: 'factor',
    title: 'Log rotation off',
    status: 'proven',
    parent_id: 'r1',
    created_at: '2026-01-01T00:02:00Z',
    evidences: [],
  },
];
const comments = [
  {
    id: 'c1',
    comment: 'Looking <script>alert(1)</script> [runbook](https://runbook.example/x)',
    created_at: '2026-01-01T00:03:00Z',
    created_by: { id: 'p1', name: 'Carol Commander' },
  },
];
const history = [
  {
    id: 'h1',
    type: 'incident.created',
    description: 'Opened by the incident rule "api"',
    created_at: '2026-01-01T00:00:00Z',
    created_by: { id: SYSTEM, name: 'System' },
  },
];

interface Call {
  method: string;
  url: string;
  body: unknown;
}

function api(options: { incidentRows?: unknown[]; failWrites?: boolean } = {}) {
  const writes: Call[] = [];
  let current = { ...incident };
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const handler: FakeHandler = async (config): Promise<FakeReply> => {
    const url = decodeURIComponent(config.url ?? '');
    if (config.method !== 'get') {
      writes.push({ method: config.method ?? '', url, body: bodyOf(config) });
      // Writes wait for the test, so what shows before they answer is the optimistic state.
      await held;
      if (!options.failWrites && config.method === 'patch' && url.startsWith('/db/incidents'))
        current = { ...current, ...(bodyOf(config) as object) };
      return options.failWrites ? { status: 400, data: { message: 'unknown incident status' } } : { status: 201, data: [] };
    }
    if (url.startsWith('/db/incidents?')) return { data: options.incidentRows ?? [current] };
    if (url.startsWith('/db/hypotheses')) return { data: hypotheses };
    if (url.startsWith('/db/comments')) return { data: comments };
    if (url.startsWith('/db/responders'))
      return { data: [{ id: 'rs1', incident_id: 'i1', type: 'team', team: { id: 't1', name: 'SRE' } }] };
    if (url.startsWith('/db/incident_histories')) return { data: history };
    if (url.startsWith('/db/teams'))
      return { data: [{ id: 't1', name: 'SRE', team_members: [{ person_id: { id: 'p2', name: 'Rita Responder' } }] }] };
    if (url.startsWith('/db/people'))
      return {
        data: [
          { id: 'p1', name: 'Carol Commander' },
          { id: 'p2', name: 'Rita Responder' },
        ],
      };
    return { status: 404, data: {} };
  };
  return { handler, writes, release: () => release() };
}

const render = (roles: string[], options: Parameters<typeof api>[0] = {}) => {
  const calls = api(options);
  const view = renderPage(<IncidentDetailPage />, {
    route: '/incidents/i1',
    path: '/incidents/:id',
    handler: calls.handler,
    roles,
  });
  return { ...calls, view, user: userEvent.setup() };
};

let toast: jest.SpyInstance;
beforeEach(() => {
  toast = jest.spyOn(toaster, 'create');
});
afterEach(() => {
  toast.mockRestore();
  act(() => toaster.remove());
});

describe('IncidentDetailPage', () => {
  it('shows the incident, its hypothesis tree with evidence by type, comments and history', async () => {
    render(['admin']);
    expect(await screen.findByTestId('incident-title')).toHaveTextContent('Checkout down');
    expect(screen.getByText('failing').tagName).toBe('STRONG');
    const root = await screen.findByRole('listitem', { name: 'Root cause: Disk full' });
    expect(within(root).getByRole('listitem', { name: 'Factor: Log rotation off' })).toBeInTheDocument();
    expect(within(root).getByRole('link', { name: 'api-health' })).toHaveAttribute('href', '/health?checkId=k1&timeRange=1h');
    expect(within(root).getByRole('link', { name: 'nginx' })).toHaveAttribute('href', '/catalog/c1');
    expect(within(root).getByRole('link', { name: 'web' })).toHaveAttribute('href', '/topology/m1');
    expect(within(root).getByTestId('evidence-diff')).toHaveTextContent('-a+b');
    expect(within(root).getByText('likely', { selector: '[data-hypothesis-status]' })).toBeInTheDocument();
    const comment = await screen.findByTestId('comment');
    expect(comment).toHaveTextContent('Looking <script>alert(1)</script>');
    expect(comment.querySelector('script')).toBeNull();
    expect(within(comment).getByRole('link', { name: 'runbook' })).toHaveAttribute('href', 'https://runbook.example/x');
    const entry = await screen.findByTestId('history-entry');
    expect(entry).toHaveTextContent('Opened by the incident rule "api"');
    expect(entry).toHaveTextContent('System');
    expect(await screen.findByText('Team SRE')).toBeInTheDocument();
  });

  it('asks for the hypotheses, comments, responders and history while the incident is still on its way', async () => {
    const asked: string[] = [];
    let answerIncident: () => void = () => undefined;
    const incidentHeld = new Promise<void>((resolve) => {
      answerIncident = resolve;
    });
    const { handler } = api();
    renderPage(<IncidentDetailPage />, {
      route: '/incidents/i1',
      path: '/incidents/:id',
      roles: ['viewer'],
      handler: async (config) => {
        const url = decodeURIComponent(config.url ?? '');
        asked.push(url.split('?')[0]!);
        if (url.startsWith('/db/incidents?')) await incidentHeld;
        return handler(config);
      },
    });
    await waitFor(() =>
      expect(asked).toEqual(
        expect.arrayContaining(['/db/incidents', '/db/hypotheses', '/db/comments', '/db/responders', '/db/incident_histories']),
      ),
    );
    expect(screen.queryByTestId('incident-title')).not.toBeInTheDocument();
    answerIncident();
    expect(await screen.findByTestId('incident-title')).toHaveTextContent('Checkout down');
  });

  it('says "No details found" for an incident that does not exist', async () => {
    render(['admin'], { incidentRows: [] });
    expect(await screen.findByTestId('incident-not-found')).toHaveTextContent('No details found');
  });

  it('changes the status at once and confirms with the toast', async () => {
    const { user, writes, release } = render(['commander']);
    const details = await screen.findByTestId('incident-fields');
    await user.selectOptions(within(details).getByRole('combobox', { name: 'Status' }), 'investigating');
    expect(await screen.findByText('investigating', { selector: '[data-status]' })).toBeInTheDocument();
    release();
    await waitFor(() =>
      expect(writes).toEqual([{ method: 'patch', url: '/db/incidents?id=eq.i1', body: { status: 'investigating' } }]),
    );
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Incident updated successfully' })),
    );
  });

  it('rolls a failed write back and shows the server message', async () => {
    const { user, release } = render(['commander'], { failWrites: true });
    const details = await screen.findByTestId('incident-fields');
    const status = within(details).getByRole('combobox', { name: 'Status' });
    await user.selectOptions(status, 'mitigated');
    await waitFor(() => expect(status).toHaveValue('mitigated'));
    release();
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', title: 'unknown incident status' })),
    );
    await waitFor(() => expect(status).toHaveValue('open'));
  });

  it('adds a factor under the root and a comment', async () => {
    const { user, writes, release } = render(['responder']);
    release();
    const root = await screen.findByRole('listitem', { name: 'Root cause: Disk full' });
    await user.click(within(root).getAllByRole('button', { name: 'Add factor' })[0]!);
    await user.type(within(root).getByRole('textbox', { name: 'New factor' }), 'Cron stopped{Enter}');
    await user.type(screen.getByRole('textbox', { name: 'Add comment' }), 'On it');
    await user.click(screen.getByRole('button', { name: 'Add comment' }));
    await waitFor(() =>
      expect(writes).toEqual([
        {
          method: 'post',
          url: '/db/hypotheses',
          body: { incident_id: 'i1', parent_id: 'r1', title: 'Cron stopped', type: 'factor', status: 'possible' },
        },
        { method: 'post', url: '/db/comments', body: { incident_id: 'i1', comment: 'On it' } },
      ]),
    );
  });

  it('lets a responder comment but not delete the incident', async () => {
    render(['responder']);
    await screen.findByTestId('incident-title');
    expect(screen.getByRole('textbox', { name: 'Add comment' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete incident' })).not.toBeInTheDocument();
  });

  it('lets a viewer only read', async () => {
    render(['viewer']);
    await screen.findByTestId('incident-title');
    await screen.findByRole('listitem', { name: 'Root cause: Disk full' });
    expect(screen.queryByRole('textbox', { name: 'Add comment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete incident' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add root cause' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('checkbox', { name: 'Definition of done' })[0]).toBeDisabled();
  });

  it('asks before deleting the incident, then goes back to the list', async () => {
    const { user, writes, view, release } = render(['commander']);
    release();
    await user.click(await screen.findByRole('button', { name: 'Delete incident' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(writes).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(view.location().pathname).toBe('/incidents'));
    expect(writes).toEqual([{ method: 'delete', url: '/db/incidents?id=eq.i1', body: undefined }]);
  });
});
