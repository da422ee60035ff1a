import type { FakeHandler, FakeReply, ResourceRef } from '@opsdeck/contracts';
import { toaster } from '@opsdeck/shared';
import { ResourceActions } from '@opsdeck/shared/extensions';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { remoteModule } from '../../../module';
import { bodyOf, renderPage } from '@opsdeck/shared/testing';
import { HYPOTHESES_FAILED, INCIDENTS_FAILED, LinkToIncidentDialog } from './LinkToIncidentDialog';

const TEST_USER = { id: '00000000-0000-4000-8000-0000000000a1', name: 'Tester' };
const CHECK: ResourceRef = { kind: 'check', id: 'c0000000-0000-4000-8000-000000000001', name: 'api-health' };
const INCIDENT = {
  id: 'i0000000-0000-4000-8000-000000000001',
  incident_id: 'INC0000007',
  title: 'Checkout down',
  status: 'open',
  severity: 'high',
};
const ROOT = {
  id: 'h0000000-0000-4000-8000-000000000001',
  incident_id: INCIDENT.id,
  title: 'Checkout down',
  type: 'root',
  status: 'likely',
};
const CREATED = { id: 'i0000000-0000-4000-8000-000000000099', incident_id: 'INC0000042', title: 'Payments failing' };
const NEW_HYPOTHESIS = { id: 'h0000000-0000-4000-8000-000000000099' };

type Step = 'incidents' | 'hypotheses' | 'evidences';
interface Script {
  /** Status a POST to the table answers with instead of the row. */
  fail?: Partial<Record<Step, number>>;
  /** Holds the evidence POST until released. */
  hold?: Promise<void>;
  searchStatus?: number;
  hypothesesStatus?: number;
}

/** The writes in the order they were made: "POST /db/<table>?select=*" and the JSON body. */
function api(script: Script = {}) {
  const writes: { url: string; body: unknown }[] = [];
  const reads: string[] = [];
  const handler: FakeHandler = async (config): Promise<FakeReply> => {
    const url = decodeURIComponent(config.url ?? '');
    if (config.method === 'get') {
      reads.push(url);
      if (url.startsWith('/db/incidents?'))
        return script.searchStatus ? { status: script.searchStatus, data: { message: 'no' } } : { data: [INCIDENT] };
      if (url.startsWith('/db/hypotheses?'))
        return script.hypothesesStatus ? { status: script.hypothesesStatus, data: {} } : { data: [ROOT] };
      return { status: 404, data: {} };
    }
    const body = bodyOf(config) as Record<string, unknown>;
    writes.push({ url: `${config.method?.toUpperCase()} ${url}`, body });
    const table = url.slice('/db/'.length, url.indexOf('?')) as Step;
    const failure = script.fail?.[table];
    if (failure) return { status: failure, data: { message: 'refused' } };
    if (table === 'incidents') return { status: 201, data: [{ ...body, ...CREATED, created_by: TEST_USER.id }] };
    if (table === 'hypotheses') return { status: 201, data: [{ ...body, ...NEW_HYPOTHESIS }] };
    await script.hold;
    return { status: 201, data: [{ ...body, id: 'e1' }] };
  };
  return { handler, writes, reads };
}

function renderDialog(script: Script = {}, resource: ResourceRef = CHECK) {
  const calls = api(script);
  const onClose = jest.fn();
  const view = renderPage(<LinkToIncidentDialog resource={resource} onClose={onClose} />, {
    handler: calls.handler,
    user: TEST_USER,
  });
  return { ...calls, onClose, view, user: userEvent.setup() };
}

const dialog = () => screen.getByRole('dialog');
const incidentBox = () => within(dialog()).getByRole('combobox', { name: 'Incident' });
const linkButton = () => within(dialog()).getByRole('button', { name: /^Link/ });

async function createIncident(user: ReturnType<typeof userEvent.setup>, title: string) {
  await user.type(incidentBox(), title);
  await user.click(await screen.findByRole('option', { name: `Create incident "${title}"` }));
}

async function pickIncident(user: ReturnType<typeof userEvent.setup>) {
  await user.click(incidentBox());
  await user.click(await screen.findByRole('option', { name: /Checkout down/ }));
}

// Chakra dialogs with typing are slow on a loaded machine.
jest.setTimeout(30_000);

let errorLog: jest.SpyInstance;
let toast: jest.SpyInstance;
beforeEach(() => {
  errorLog = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  toast = jest.spyOn(toaster, 'create');
});
afterEach(() => {
  // Only the flow's own failure lines: no React warnings hidden by the spy.
  for (const [first] of errorLog.mock.calls) expect(String(first)).toMatch(/^\[incidents\] link to incident: /);
  errorLog.mockRestore();
  toast.mockRestore();
  act(() => toaster.remove());
});

describe('LinkToIncidentDialog', () => {
  it('opens titled Link to Incident, with the Link button', async () => {
    renderDialog();
    expect(await screen.findByRole('heading', { name: 'Link to Incident' })).toBeInTheDocument();
    expect(linkButton()).toHaveTextContent('Link');
    expect(within(dialog()).getByText('Check: api-health')).toBeInTheDocument();
  });

  it('asks for an incident, then for a hypothesis of an existing one', async () => {
    const { user, writes } = renderDialog();
    await user.click(linkButton());
    expect(await screen.findByText('Must select or create an incident')).toBeInTheDocument();
    expect(incidentBox()).toHaveFocus();
    expect(incidentBox()).toHaveAttribute('aria-invalid', 'true');

    await pickIncident(user);
    expect(screen.queryByText('Must select or create an incident')).not.toBeInTheDocument();
    await user.click(linkButton());
    expect(await screen.findByText('Must select or create a hypothesis')).toBeInTheDocument();
    expect(within(dialog()).queryByRole('combobox', { name: 'Type' })).not.toBeInTheDocument();
    expect(within(dialog()).queryByRole('combobox', { name: 'Severity' })).not.toBeInTheDocument();
    expect(writes).toEqual([]);
  });

  it('shows type and severity only for a new incident, defaulting to availability and Low, and requires both', async () => {
    const { user, writes } = renderDialog();
    await createIncident(user, 'Payments failing');
    const type = within(dialog()).getByRole('combobox', { name: 'Type' });
    const severity = within(dialog()).getByRole('combobox', { name: 'Severity' });
    expect(type).toHaveValue('availability');
    expect(severity).toHaveValue('low');
    expect(within(severity).getByRole('option', { selected: true })).toHaveTextContent('Low');
    expect(
      within(severity)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select a severity', 'Info', 'Warning', 'Low', 'Medium', 'High', 'Critical', 'Blocker']);
    await user.selectOptions(type, '');
    await user.selectOptions(severity, '');
    await user.click(linkButton());
    expect(await screen.findByText('Please select incident severity')).toBeInTheDocument();
    expect(screen.getByText('Please select an incident type')).toBeInTheDocument();
    expect(within(dialog()).queryByRole('combobox', { name: 'Hypothesis' })).not.toBeInTheDocument();
    expect(writes).toEqual([]);
  });

  it('new incident: creates the incident, its root hypothesis, then the evidence; toasts a link and closes', async () => {
    const { user, writes, onClose, view } = renderDialog();
    await createIncident(user, 'Payments failing');
    await user.selectOptions(within(dialog()).getByRole('combobox', { name: 'Severity' }), 'critical');
    await user.type(within(dialog()).getByRole('textbox', { name: 'Description' }), 'Failing since 10:05');
    await user.click(linkButton());

    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    expect(writes).toEqual([
      {
        url: 'POST /db/incidents?select=*',
        body: {
          title: 'Payments failing',
          type: 'availability',
          severity: 'critical',
          description: 'Failing since 10:05',
          status: 'open',
          commander_id: TEST_USER.id,
          communicator_id: TEST_USER.id,
        },
      },
      {
        url: 'POST /db/hypotheses?select=*',
        body: { incident_id: CREATED.id, title: 'Payments failing', status: 'possible', type: 'root' },
      },
      {
        url: 'POST /db/evidences?select=*',
        body: {
          hypothesis_id: NEW_HYPOTHESIS.id,
          type: 'check',
          description: 'Failing since 10:05',
          evidence: { check_id: CHECK.id, name: 'api-health' },
          check_id: CHECK.id,
        },
      },
    ]);
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast.mock.calls[0][0]).toMatchObject({ type: 'success', duration: 5000 });
    const link = await screen.findByRole('link', { name: /Linked to INC0000042: Payments failing/ });
    expect(link).toHaveAttribute('href', `/incidents/${CREATED.id}`);
    await user.click(link);
    expect(view.location().pathname).toBe(`/incidents/${CREATED.id}`);
  });

  it('existing incident and hypothesis: attaches the evidence only', async () => {
    const { user, writes, reads, onClose } = renderDialog(
      {},
      { kind: 'config_change', id: 'ch1', configId: 'k1', name: 'replicas 2 -> 3' },
    );
    await pickIncident(user);
    await user.click(within(dialog()).getByRole('combobox', { name: 'Hypothesis' }));
    await user.click(await screen.findByRole('option', { name: /Checkout down/ }));
    await user.click(linkButton());
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    expect(writes).toEqual([
      {
        url: 'POST /db/evidences?select=*',
        body: {
          hypothesis_id: ROOT.id,
          type: 'config_change',
          description: '',
          evidence: { config_change_id: 'ch1', name: 'replicas 2 -> 3' },
          config_change_id: 'ch1',
          config_id: 'k1',
        },
      },
    ]);
    expect(reads).toContain(
      '/db/incidents?select=id,incident_id,title,status,severity,type&status=in.(new,open,investigating,mitigated)&order=created_at.desc&limit=50',
    );
    expect(reads).toContain(
      `/db/hypotheses?select=id,incident_id,title,type,status&incident_id=eq.${INCIDENT.id}&order=created_at.asc`,
    );
  });

  it('existing incident with a typed hypothesis: creates a possible root hypothesis, then the evidence', async () => {
    const { user, writes, onClose } = renderDialog();
    await pickIncident(user);
    const hypothesis = within(dialog()).getByRole('combobox', { name: 'Hypothesis' });
    await user.type(hypothesis, 'Bad deploy');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(hypothesis).toHaveValue('Bad deploy');
    await user.click(linkButton());
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    expect(writes.map((w) => [w.url, w.body])).toEqual([
      ['POST /db/hypotheses?select=*', { incident_id: INCIDENT.id, title: 'Bad deploy', status: 'possible', type: 'root' }],
      [
        'POST /db/evidences?select=*',
        expect.objectContaining({ hypothesis_id: NEW_HYPOTHESIS.id, type: 'check', check_id: CHECK.id }),
      ],
    ]);
  });

  it('searches incidents by title and picks one with the keyboard', async () => {
    const { user, reads } = renderDialog();
    await user.type(incidentBox(), 'check');
    await waitFor(() => expect(reads.some((url) => url.includes('title=ilike.*check*'))).toBe(true));
    expect(incidentBox()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}{ArrowUp}');
    await screen.findByRole('option', { name: /Checkout down/, selected: true });
    await user.keyboard('{Enter}');
    expect(incidentBox()).toHaveValue('Checkout down');
    expect(incidentBox()).toHaveAttribute('aria-expanded', 'false');
    expect(within(dialog()).getByRole('combobox', { name: 'Hypothesis' })).toBeInTheDocument();
  });

  it('Escape closes an open list, not the dialog', async () => {
    const { user, onClose } = renderDialog();
    await user.click(incidentBox());
    await screen.findByRole('option', { name: /Checkout down/ });
    await user.keyboard('{Escape}');
    expect(incidentBox()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(false));
  });

  it('reads Linking.. while the link is made', async () => {
    let release = () => undefined as void;
    const hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { user, onClose } = renderDialog({ hold });
    await createIncident(user, 'Payments failing');
    await user.click(linkButton());
    await waitFor(() => expect(linkButton()).toHaveTextContent('Linking..'));
    expect(linkButton()).toBeDisabled();
    expect(within(dialog()).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    act(() => release());
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
  });

  it.each([
    ['incident', { incidents: 500 }, ['incidents']],
    ['hypothesis', { hypotheses: 500 }, ['incidents', 'hypotheses']],
    ['evidence', { evidences: 500 }, ['incidents', 'hypotheses', 'evidences']],
  ] as const)('a failed %s creation stops the flow, is logged and shows nothing', async (stage, fail, tables) => {
    const { user, writes, onClose } = renderDialog({ fail });
    await createIncident(user, 'Payments failing');
    await user.click(linkButton());
    await waitFor(() =>
      expect(errorLog).toHaveBeenCalledWith(`[incidents] link to incident: the ${stage} could not be created`, expect.anything()),
    );
    await waitFor(() => expect(linkButton()).toHaveTextContent(/^Link$/));
    expect(writes.map((w) => w.url.split(/[/?]/)[2])).toEqual(tables);
    expect(toast).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('trying again after a failed attach does not open a second incident', async () => {
    const script: Script = { fail: { evidences: 500 } };
    const { user, writes, onClose } = renderDialog(script);
    await createIncident(user, 'Payments failing');
    await user.click(linkButton());
    await waitFor(() => expect(writes).toHaveLength(3));
    await waitFor(() => expect(linkButton()).toHaveTextContent(/^Link$/));
    delete script.fail;
    await user.click(linkButton());
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    expect(writes.map((w) => w.url.split(/[/?]/)[2])).toEqual(['incidents', 'hypotheses', 'evidences', 'evidences']);
  });

  it.each(['Cancel', 'Close'])('%s reports that nothing was linked', async (name) => {
    const { user, onClose, writes } = renderDialog();
    await user.click(await within(dialog()).findByRole('button', { name }));
    expect(onClose).toHaveBeenCalledWith(false);
    expect(writes).toEqual([]);
  });

  it('shows when incidents or hypotheses cannot be loaded, with a retry', async () => {
    const { user, reads } = renderDialog({ searchStatus: 500, hypothesesStatus: 500 });
    await user.click(incidentBox());
    expect(await screen.findByText(INCIDENTS_FAILED)).toBeInTheDocument();
    const before = reads.length;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(reads.length).toBeGreaterThan(before));
    expect(await screen.findByText(INCIDENTS_FAILED)).toBeInTheDocument();
  });

  it('says when the hypotheses of the picked incident cannot be loaded', async () => {
    const { user } = renderDialog({ hypothesesStatus: 500 });
    await pickIncident(user);
    await user.click(within(dialog()).getByRole('combobox', { name: 'Hypothesis' }));
    expect(await screen.findByText(HYPOTHESES_FAILED)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('Attach as Evidence in the resource-action slot', () => {
  const contributions = (remoteModule.contributions ?? []).map((c) => ({ ...c, remote: 'incidents' as const }));
  const renderSlot = ({ roles, disabledFeatures = [] }: { roles?: string[]; disabledFeatures?: string[] } = {}) =>
    renderPage(<ResourceActions resource={CHECK} />, {
      handler: api().handler,
      contributions,
      ...(roles ? { roles } : {}),
      properties: disabledFeatures.map((feature) => ({ name: `${feature}.disable`, value: 'true' })),
    });

  it.each(['admin', 'editor', 'commander', 'responder'])('is offered to %s and opens the dialog', async (role) => {
    const user = userEvent.setup();
    const { unmount } = renderSlot({ roles: [role] });
    await user.click(screen.getByRole('button', { name: 'Attach as Evidence' }));
    expect(await screen.findByRole('heading', { name: 'Link to Incident' })).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    unmount();
  });

  it('is never shown to a viewer', () => {
    renderSlot({ roles: ['viewer'] });
    expect(screen.queryByRole('button', { name: 'Attach as Evidence' })).not.toBeInTheDocument();
  });

  it('is hidden when the incidents feature is disabled', () => {
    renderSlot({ roles: ['admin'], disabledFeatures: ['incidents'] });
    expect(screen.queryByRole('button', { name: 'Attach as Evidence' })).not.toBeInTheDocument();
  });
});
