import { PLAYBOOK_SELECT_RESOURCE, PLAYBOOK_TEXT, type FakeHandler, type FakeReply } from '@opsdeck/contracts';
import { bodyOf, renderPage } from '@opsdeck/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlaybooksPage } from './PlaybooksPage';

// Monaco needs a real browser: a textarea (with the markers it would underline) stands in for it.
jest.mock('@opsdeck/shared/editor', () => {
  const actual = jest.requireActual('@opsdeck/shared/editor');
  const { load } = jest.requireActual('js-yaml');
  const parseCode = (text: string) => {
    try {
      return { value: load(text) };
    } catch (error) {
      return { error: (error as Error).message };
    }
  };
  return {
    ...actual,
    CodeEditor: (props: {
      value: string;
      'aria-label'?: string;
      markers?: { line: number }[];
      onChange?: (text: string, parsed: unknown) => void;
    }) => (
      <textarea
        aria-label={props['aria-label']}
        data-marked-lines={(props.markers ?? []).map((m) => m.line).join(',')}
        value={props.value}
        onChange={(e) => props.onChange?.(e.target.value, parseCode(e.target.value))}
      />
    ),
  };
});

const playbooks = [
  {
    id: 'p1',
    name: 'restart',
    title: 'Restart',
    category: 'Kubernetes',
    source: 'UI',
    description: 'Rolling restart',
    spec: { category: 'Kubernetes', configs: [{ types: ['Kubernetes::Deployment'] }], actions: [] },
    playbook_runs: [{ status: 'failed', created_at: '2026-11-25T10:00:00Z' }],
  },
  { id: 'p2', name: 'issue', title: 'Open issue', category: '', source: 'UI', spec: { actions: [] }, playbook_runs: [] },
  {
    id: 'p3',
    name: 'drain',
    title: 'Drain node',
    category: 'Kubernetes',
    source: 'KubernetesCRD',
    spec: { category: 'Kubernetes', actions: [] },
    playbook_runs: [],
  },
];

type Override = (config: Parameters<FakeHandler>[0]) => FakeReply | undefined;

function setup(handler?: Override, roles?: string[]) {
  const writes: { method: string; url: string; body: unknown }[] = [];
  const user = userEvent.setup();
  const page = renderPage(<PlaybooksPage />, {
    ...(roles ? { roles } : {}),
    handler: async (config) => {
      const custom = handler?.(config);
      if (custom) return custom;
      if (config.method === 'get' && config.url?.startsWith('/db/playbooks')) return { data: playbooks };
      if (config.method === 'get' && config.url === '/playbook/list') return { data: playbooks };
      writes.push({ method: config.method!, url: config.url!, body: bodyOf(config) });
      return { status: 201, data: [] };
    },
  });
  return { ...page, user, writes };
}

describe('PlaybooksPage', () => {
  it('groups playbooks by category with their description, resource kinds and last run', async () => {
    const { adapter } = setup();
    const kubernetes = await screen.findByRole('region', { name: 'Kubernetes' });
    expect(
      within(kubernetes)
        .getAllByTestId('playbook-card')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['Restart', 'Drain node']);
    const restart = within(kubernetes).getAllByTestId('playbook-card')[0]!;
    expect(restart).toHaveTextContent('Rolling restart');
    expect(restart).toHaveTextContent(`${PLAYBOOK_TEXT.appliesTo}: Config items`);
    expect(restart).toHaveTextContent('failed');
    expect(within(screen.getByRole('region', { name: PLAYBOOK_TEXT.uncategorized })).getByText('Open issue')).toBeInTheDocument();
    // Synced playbooks cannot be edited here.
    const drain = within(kubernetes).getAllByTestId('playbook-card')[1]!;
    expect(within(drain).queryByRole('button', { name: PLAYBOOK_TEXT.edit })).toBeNull();
    expect(decodeURIComponent(adapter.requests[0]!.url!)).toContain(
      'playbook_runs(status,created_at)&deleted_at=is.null&playbook_runs.parent_id=is.null&playbook_runs.order=created_at.desc&playbook_runs.limit=1',
    );
  });

  it('creates a playbook from YAML: schema errors are listed at their lines and block Save', async () => {
    const { user, writes } = setup();
    await user.click(await screen.findByRole('button', { name: PLAYBOOK_TEXT.create }));
    const editor = await screen.findByRole('textbox', { name: PLAYBOOK_TEXT.editorLabel });
    fireEvent.change(editor, { target: { value: 'name: deploy\nspec:\n  actions:\n    - name: go\n      exec: {}\n' } });
    const problems = await screen.findByRole('list', { name: 'Problems' });
    expect(problems).toHaveTextContent('Line 5: spec.actions[0].exec.script is required');
    expect(editor).toHaveAttribute('data-marked-lines', '5');
    expect(screen.getByRole('button', { name: PLAYBOOK_TEXT.save })).toBeDisabled();
    fireEvent.change(editor, {
      target: { value: 'name: deploy\nspec:\n  category: Ops\n  actions:\n    - name: go\n      exec: {script: echo hi}\n' },
    });
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Problems' })).toBeNull());
    await user.click(screen.getByRole('button', { name: PLAYBOOK_TEXT.save }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({
      method: 'post',
      url: '/db/playbooks',
      body: {
        name: 'deploy',
        namespace: 'default',
        title: 'deploy',
        category: 'Ops',
        icon: null,
        description: null,
        spec: { category: 'Ops', actions: [{ name: 'go', exec: { script: 'echo hi' } }] },
        source: 'UI',
      },
    });
    expect(await screen.findByText(PLAYBOOK_TEXT.saved)).toBeInTheDocument();
  });

  it("shows the server's refusal of a save", async () => {
    const { user } = setup((config) =>
      config.method === 'patch'
        ? { status: 400, data: { code: '22023', message: 'invalid playbook spec: spec.actions[0] needs one of exec' } }
        : undefined,
    );
    const restart = (await screen.findAllByTestId('playbook-card'))[0]!;
    await user.click(within(restart).getByRole('button', { name: PLAYBOOK_TEXT.edit }));
    await screen.findByRole('textbox', { name: PLAYBOOK_TEXT.editorLabel });
    await user.click(screen.getByRole('button', { name: PLAYBOOK_TEXT.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent('invalid playbook spec: spec.actions[0] needs one of exec');
  });

  it('deletes softly after confirmation', async () => {
    const { user, writes } = setup();
    const restart = (await screen.findAllByTestId('playbook-card'))[0]!;
    await user.click(within(restart).getByRole('button', { name: PLAYBOOK_TEXT.delete }));
    const dialog = await screen.findByRole('alertdialog');
    expect(writes).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(writes).toEqual([{ method: 'patch', url: '/db/playbooks?id=eq.p1', body: { deleted_at: 'now()' } }]),
    );
    expect(await screen.findByText('Restart deleted successfully')).toBeInTheDocument();
  });

  it('runs from the list: a playbook on config items asks for a resource first', async () => {
    const { user } = setup((config) => (config.url === '/playbook/p1/params' ? { data: { params: [] } } : undefined));
    const restart = (await screen.findAllByTestId('playbook-card'))[0]!;
    await user.click(within(restart).getByRole('button', { name: PLAYBOOK_TEXT.run }));
    expect(await screen.findByText(PLAYBOOK_SELECT_RESOURCE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: PLAYBOOK_TEXT.run })).toBeDisabled();
  });

  it('offers no Run on a playbook the list leaves out (a permission row denies playbook:run)', async () => {
    setup((config) => (config.url === '/playbook/list' ? { data: playbooks.slice(1) } : undefined));
    const cards = await screen.findAllByTestId('playbook-card');
    const card = (name: string) => cards.find((element) => element.getAttribute('aria-label') === name)!;
    expect(await within(card('Open issue')).findByRole('button', { name: PLAYBOOK_TEXT.run })).toBeInTheDocument();
    expect(within(card('Restart')).queryByRole('button', { name: PLAYBOOK_TEXT.run })).toBeNull();
  });

  it('shows no Create, Edit, Delete or Run to a viewer', async () => {
    setup(undefined, ['viewer']);
    await screen.findAllByTestId('playbook-card');
    for (const name of [PLAYBOOK_TEXT.create, PLAYBOOK_TEXT.edit, PLAYBOOK_TEXT.delete, PLAYBOOK_TEXT.run])
      expect(screen.queryByRole('button', { name })).toBeNull();
  });

  it('says there are no playbooks yet and offers writers to create the first one', async () => {
    const empty: Override = (config) =>
      config.method === 'get' && config.url?.startsWith('/db/playbooks') ? { data: [] } : undefined;
    const { user } = setup(empty);
    expect(await screen.findByText(PLAYBOOK_TEXT.noPlaybooks)).toBeInTheDocument();
    expect(screen.getByText(PLAYBOOK_TEXT.noPlaybooksHint)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: PLAYBOOK_TEXT.createFirst }));
    expect(await screen.findByRole('dialog', { name: PLAYBOOK_TEXT.editorCreateTitle })).toBeInTheDocument();
  });

  it('offers readers no way to create one', async () => {
    const empty: Override = (config) =>
      config.method === 'get' && config.url?.startsWith('/db/playbooks') ? { data: [] } : undefined;
    setup(empty, ['viewer']);
    expect(await screen.findByText(PLAYBOOK_TEXT.noPlaybooks)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: PLAYBOOK_TEXT.createFirst })).not.toBeInTheDocument();
  });
});
