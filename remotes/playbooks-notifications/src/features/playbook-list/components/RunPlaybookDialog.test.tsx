import {
  PARAMETER_MESSAGES,
  PLAYBOOK_NO_PARAMETERS,
  PLAYBOOK_TEXT,
  type FakeHandler,
  type PlaybookParameter,
} from '@opsdeck/contracts';
import { bodyOf, renderPage } from '@opsdeck/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { RunPlaybookDialog } from './RunPlaybookDialog';

// Monaco needs a real browser: a textarea stands in for the code editor.
jest.mock('@opsdeck/shared/editor', () => ({
  CodeEditor: (props: { value: string; language?: string; 'aria-label'?: string; onChange?: (text: string) => void }) => (
    <textarea
      aria-label={props['aria-label']}
      data-language={props.language}
      value={props.value}
      onChange={(e) => props.onChange?.(e.target.value)}
    />
  ),
}));

// Typing into fifteen fields takes a while under jsdom.
jest.setTimeout(30_000);

const CONFIG = '00000000-0000-4000-9000-000000000040';
const PLAYBOOK = '00000000-0000-4000-9000-000000000060';
const OTHER = '00000000-0000-4000-9000-000000000061';

const EVERY_TYPE: PlaybookParameter[] = [
  { name: 'reason', label: 'Reason', required: true, properties: { minLength: 3, maxLength: 20 } },
  { name: 'notes', label: 'Notes', properties: { multiline: true } },
  { name: 'replicas', label: 'Replicas', properties: { min: 1, max: 5 } },
  { name: 'version', label: 'Version', properties: { regex: '^v[0-9]+$' } },
  { name: 'release', label: 'Release name', properties: { format: 'dns1123' } },
  { name: 'memory', label: 'Memory', properties: { format: 'bytes' } },
  { name: 'cpu', label: 'CPU', properties: { format: 'millicores' } },
  { name: 'confirm', label: 'Confirm', type: 'checkbox' },
  {
    name: 'mode',
    label: 'Mode',
    type: 'list',
    default: 'fast',
    properties: {
      options: [
        { label: 'Fast', value: 'fast' },
        { label: 'Safe', value: 'safe' },
      ],
    },
  },
  { name: 'owner', label: 'Owner team', type: 'team' },
  { name: 'approver', label: 'Approver', type: 'people' },
  { name: 'patch', label: 'Patch', type: 'code', properties: { language: 'json' } },
  { name: 'component', label: 'Component', type: 'component' },
  { name: 'other_config', label: 'Other config', type: 'config' },
  { name: 'check', label: 'Check', type: 'check' },
];

function handlerFor(
  params: PlaybookParameter[],
  run: () => { status: number; data: unknown } = () => ({
    status: 201,
    data: { run_id: 'run-1', starts_at: '2026-11-25T10:00:00Z' },
  }),
): FakeHandler {
  return (config) => {
    if (config.url === '/playbook/list') {
      return {
        data: [
          { id: PLAYBOOK, name: 'scale', title: 'Scale', parameters: params },
          { id: OTHER, name: 'other', title: 'Other' },
        ],
      };
    }
    if (config.url === `/playbook/${PLAYBOOK}/params`) return { data: { params } };
    if (config.url === `/playbook/${OTHER}/params`) return { data: { params: [] } };
    if (config.url?.startsWith('/db/teams')) return { data: [{ id: 'team-1', name: 'SRE' }] };
    if (config.url?.startsWith('/db/people')) return { data: [{ id: 'person-1', name: 'Alice', email: 'alice@example.com' }] };
    if (config.url === '/playbook/run') return run();
    if (config.url === '/resources/search')
      return { data: { components: [{ id: 'comp-1', name: 'payments', type: 'Service' }] } };
    return { status: 404, data: { error: `unexpected ${config.url}` } };
  };
}

function setup(params: PlaybookParameter[], run?: () => { status: number; data: unknown }) {
  const onClose = jest.fn();
  const user = userEvent.setup();
  const page = renderPage(
    <Routes>
      <Route
        path="/catalog/:id"
        element={<RunPlaybookDialog resource={{ kind: 'config', id: CONFIG, name: 'web-1' }} onClose={onClose} />}
      />
      <Route path="/playbooks/runs/:id" element={<p>run page</p>} />
    </Routes>,
    { handler: handlerFor(params, run), route: `/catalog/${CONFIG}` },
  );
  return { ...page, user, onClose };
}

/** The field (label, control, messages) around a text box. */
const fieldOf = (name: string) =>
  screen.getByRole('textbox', { name }).closest('[data-scope="field"][data-part="root"]') as HTMLElement;

const runButton = () => screen.getByRole('button', { name: PLAYBOOK_TEXT.run });

async function choosePlaybook(user: ReturnType<typeof userEvent.setup>, id = PLAYBOOK) {
  await user.selectOptions(await screen.findByRole('combobox', { name: PLAYBOOK_TEXT.choosePlaybook }), id);
}

describe('RunPlaybookDialog', () => {
  it('lists the playbooks of the resource; Run stays disabled until a playbook is chosen and the form is valid', async () => {
    const { user, adapter } = setup([{ name: 'reason', label: 'Reason', required: true }]);
    expect(await screen.findByRole('dialog', { name: `${PLAYBOOK_TEXT.runDialogTitle}: web-1` })).toBeInTheDocument();
    expect(adapter.requests[0]!.params).toEqual({ config_id: CONFIG });
    expect(runButton()).toBeDisabled();
    await choosePlaybook(user);
    const reason = await screen.findByRole('textbox', { name: 'Reason' });
    expect(runButton()).toBeDisabled();
    await user.type(reason, 'deploy');
    expect(runButton()).toBeEnabled();
    const paramsCall = adapter.requests.find((r) => r.url === `/playbook/${PLAYBOOK}/params`)!;
    expect(bodyOf(paramsCall)).toEqual({ id: PLAYBOOK, config_id: CONFIG });
  });

  it('shows "No parameters for this playbook." for a playbook without parameters', async () => {
    const { user } = setup([]);
    await choosePlaybook(user, OTHER);
    expect(await screen.findByText(PLAYBOOK_NO_PARAMETERS)).toBeInTheDocument();
    expect(runButton()).toBeEnabled();
  });

  it('renders a field for every parameter type with its default, and shows every constraint message', async () => {
    const { user } = setup(EVERY_TYPE);
    await choosePlaybook(user);
    const box = (name: string) => screen.getByRole('textbox', { name });
    await screen.findByRole('textbox', { name: 'Reason' });
    expect(box('Notes').tagName).toBe('TEXTAREA');
    expect(screen.getByRole('checkbox', { name: 'Confirm' })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Mode' })).toHaveValue('fast');
    expect(await screen.findByRole('option', { name: 'SRE' })).toBeInTheDocument();
    expect(await screen.findByRole('option', { name: 'Alice' })).toBeInTheDocument();
    expect(box('Patch')).toHaveAttribute('data-language', 'json');
    expect(screen.getByRole('combobox', { name: 'Memory unit' })).toHaveValue('Mi');
    for (const label of ['Component', 'Other config', 'Check'])
      expect(screen.getByRole('combobox', { name: label })).toBeInTheDocument();

    const typed: [string, string, string][] = [
      ['Reason', 'ab', PARAMETER_MESSAGES.minLength(3)],
      ['Replicas', 'many', PARAMETER_MESSAGES.mustBeNumber],
      ['Version', 'x1', PARAMETER_MESSAGES.regex('^v[0-9]+$')],
      ['Release name', 'Bad_Name', PARAMETER_MESSAGES.dns1123],
      ['Memory', 'lots', PARAMETER_MESSAGES.mustBeNumber],
      ['CPU', 'half', PARAMETER_MESSAGES.mustBeNumber],
    ];
    for (const [name, text, message] of typed) {
      await user.type(box(name), text);
      await user.tab();
      await waitFor(() => expect(fieldOf(name)).toHaveTextContent(message));
    }
    expect(runButton()).toBeDisabled();
    await user.clear(box('Reason'));
    await user.tab();
    await waitFor(() => expect(fieldOf('Reason')).toHaveTextContent(PARAMETER_MESSAGES.required));
    await user.type(box('Reason'), 'a'.repeat(21));
    await waitFor(() => expect(fieldOf('Reason')).toHaveTextContent(PARAMETER_MESSAGES.maxLength(20)));
    await user.clear(box('Replicas'));
    await user.type(box('Replicas'), '9');
    await waitFor(() => expect(fieldOf('Replicas')).toHaveTextContent(PARAMETER_MESSAGES.max(5)));
    await user.clear(box('Replicas'));
    await user.type(box('Replicas'), '0');
    await waitFor(() => expect(fieldOf('Replicas')).toHaveTextContent(PARAMETER_MESSAGES.min(1)));
  });

  it('sends every type as a string, with units, and goes to the run page', async () => {
    const { user, adapter, onClose } = setup(EVERY_TYPE);
    await choosePlaybook(user);
    const box = (name: string) => screen.getByRole('textbox', { name });
    await user.type(await screen.findByRole('textbox', { name: 'Reason' }), 'rollout');
    await user.type(box('Replicas'), '3');
    await user.type(box('Release name'), 'web-v2');
    await user.type(box('Memory'), '2');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Memory unit' }), 'Gi');
    await user.type(box('CPU'), '250');
    await user.click(screen.getByRole('checkbox', { name: 'Confirm' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Mode' }), 'safe');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Owner team' }), 'team-1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Approver' }), 'person-1');
    await user.type(box('Patch'), '{{"a":1}');
    await user.type(screen.getByRole('combobox', { name: 'Component' }), 'pay');
    await user.click(await screen.findByRole('option', { name: /payments/ }));
    await user.click(runButton());
    expect(await screen.findByText('run page')).toBeInTheDocument();
    const request = adapter.requests.find((r) => r.url === '/playbook/run')!;
    expect(bodyOf(request)).toEqual({
      id: PLAYBOOK,
      config_id: CONFIG,
      params: {
        reason: 'rollout',
        replicas: '3',
        release: 'web-v2',
        memory: '2Gi',
        cpu: '250m',
        confirm: 'true',
        mode: 'safe',
        owner: 'team-1',
        approver: 'person-1',
        patch: '{"a":1}',
        component: 'comp-1',
      },
    });
    expect(onClose).toHaveBeenCalledWith(true);
  });

  it("shows the server's error text when the run is refused, and stays open", async () => {
    const { user, onClose } = setup([], () => ({ status: 400, data: { error: 'parameter Replicas: This field is required' } }));
    await choosePlaybook(user, OTHER);
    await user.click(await screen.findByRole('button', { name: PLAYBOOK_TEXT.run }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('parameter Replicas: This field is required')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says so when no playbook applies to the resource', async () => {
    const onClose = jest.fn();
    renderPage(<RunPlaybookDialog resource={{ kind: 'check', id: 'c1' }} onClose={onClose} />, { handler: () => ({ data: [] }) });
    expect(await screen.findByText(PLAYBOOK_TEXT.noPlaybooksForResource)).toBeInTheDocument();
    await waitFor(() => expect(runButton()).toBeDisabled());
  });
});
