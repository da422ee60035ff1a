import type { FakeHandler } from '@opsdeck/contracts';
import { bodyOf, renderPage } from '@opsdeck/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RuleDialog } from './RuleDialog';

jest.mock('monaco-editor', () => ({ __esModule: true }));
jest.mock('@monaco-editor/react', () => jest.requireActual('@opsdeck/shared/testing').fakeMonacoEditorModule());
// jsdom has no PointerEvent; the checkboxes' blur handler creates one.
if (!('PointerEvent' in window)) Object.assign(window, { PointerEvent: MouseEvent });
jest.setTimeout(30_000);

const RULE = {
  id: 'n1',
  name: 'check-failures',
  events: ['check.failed'],
  filter: "check.type == 'http'",
  title: 'Check {{.check.name}}',
  person_id: 'p1',
  team_id: null,
  custom_services: [{ name: 'hook', connection: 'connection://default/hook' }],
  repeat_interval: '4h',
  properties: { disabled: 'true' },
};

function setup(rule: typeof RULE | null) {
  const handler: FakeHandler = (config) => {
    const url = decodeURIComponent(config.url ?? '');
    if (config.method === 'get' && url.startsWith('/db/people'))
      return { data: [{ id: 'p1', name: 'Alice Admin', email: 'a@x' }] };
    if (config.method === 'get' && url.startsWith('/db/teams')) return { data: [] };
    if (config.method === 'get' && url.startsWith('/db/connections'))
      return { data: [{ id: 'c1', name: 'hook', namespace: 'default', type: 'generic_webhook' }] };
    if (config.method === 'post') return { data: [{ id: 'n3' }], status: 201 };
    if (config.method === 'patch') return { data: null, status: 204 };
    return new Error(`unexpected ${config.method} ${url}`);
  };
  const onClose = jest.fn();
  const user = userEvent.setup();
  const page = renderPage(<RuleDialog rule={rule as never} onClose={onClose} />, { handler, roles: ['admin'] });
  const writes = (method: string) => page.adapter.requests.filter((r) => r.method === method);
  return { user, writes, onClose };
}

const editor = async () => screen.findByRole('textbox', { name: 'Notification rule YAML' });
const setText = async (text: string) => fireEvent.change(await editor(), { target: { value: text } });

describe('RuleDialog as YAML', () => {
  it('shows the rule as YAML, saves an edit of it, and keeps what the document does not hold', async () => {
    const { user, writes, onClose } = setup(RULE);
    await user.click(await screen.findByRole('tab', { name: 'YAML' }));
    const text = (await editor()) as HTMLTextAreaElement;
    expect(text.value).toContain('name: check-failures');
    expect(text.value).toContain('repeat_interval: 4h');
    expect(text.value).not.toContain('disabled');
    await setText(
      text.value.replace('name: check-failures', 'name: yaml-failures').replace('repeat_interval: 4h', 'repeat_interval: 30m'),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes('patch')).toHaveLength(1));
    const body = bodyOf(writes('patch')[0]!);
    expect(body).toMatchObject({
      name: 'yaml-failures',
      events: ['check.failed'],
      filter: "check.type == 'http'",
      repeat_interval: '30m',
      person_id: 'p1',
      custom_services: [{ name: 'hook', connection: 'connection://default/hook' }],
    });
    expect(body).not.toHaveProperty('properties');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('lists the problems of a document at their lines and keeps Save off until they are fixed', async () => {
    const { user, writes } = setup(null);
    await user.click(await screen.findByRole('tab', { name: 'YAML' }));
    await setText("name: ''\nevents: []\nfilter: check.name ==\nperson_id: p1");
    const problems = await screen.findByRole('list', { name: 'Problems' });
    expect(within(problems).getByText('Line 1: name: name is required')).toBeInTheDocument();
    expect(within(problems).getByText('Line 2: events: at least one event is required')).toBeInTheDocument();
    expect(within(problems).getByText('Line 3: filter: filter is not a valid expression')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByRole('tab', { name: 'Form' })).toBeDisabled();
    await setText("name: new-rule\nevents:\n  - check.failed\nfilter: check.name == 'api'\nperson_id: p1");
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Problems' })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes('post')).toHaveLength(1));
    expect(bodyOf(writes('post')[0]!)).toMatchObject({ name: 'new-rule', events: ['check.failed'], person_id: 'p1' });
  });

  it('carries an edit from the form to the YAML and back', async () => {
    const { user } = setup(RULE);
    const name = await screen.findByRole('textbox', { name: /Name/ });
    await user.clear(name);
    await user.type(name, 'from-form');
    await user.click(screen.getByRole('tab', { name: 'YAML' }));
    const text = (await editor()) as HTMLTextAreaElement;
    await waitFor(() => expect(text.value).toContain('name: from-form'));
    await setText(text.value.replace('name: from-form', 'name: from-yaml'));
    await user.click(screen.getByRole('tab', { name: 'Form' }));
    expect(await screen.findByRole('textbox', { name: /Name/ })).toHaveValue('from-yaml');
  });
});
