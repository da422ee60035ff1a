import { VALIDATION, type FakeHandler } from '@opsdeck/contracts';
import { bodyOf, renderPage } from '@opsdeck/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SILENCE_MESSAGES } from '../lib/silence-form';
import { AddSilencePage } from './AddSilencePage';

const CHECK = '00000000-0000-4000-9000-000000000021';
const LOCAL = '00000000-0000-0000-0000-000000000000';
const SEARCH_ANSWER = {
  checks: [{ id: CHECK, agent: LOCAL, icon: 'http', name: 'web-http', namespace: 'prod', type: 'http' }],
  components: [{ id: 'comp-1', agent: LOCAL, name: 'web', namespace: 'prod', type: 'Service' }],
};

function setup(route = '/notifications/silences/add', reply: FakeHandler = () => ({ status: 200, data: '' })) {
  const handler: FakeHandler = (config) => {
    if (config.url === '/resources/search') return { data: SEARCH_ANSWER };
    return reply(config);
  };
  const user = userEvent.setup();
  const page = renderPage(<AddSilencePage />, { route, handler });
  const posts = () => page.adapter.requests.filter((r) => r.url === '/notification/silence');
  return { ...page, user, posts };
}

const form = () => screen.getByRole('form', { name: 'Silence' });
const save = () => screen.getByRole('button', { name: 'Save' });

describe('AddSilencePage', () => {
  it('starts with the resource of the query parameters and sends a one-hour silence from now', async () => {
    const { user, posts, location } = setup(`/notifications/silences/add?check_id=${CHECK}&name=web-http`);
    expect(within(form()).getByTestId('resource-search-choice')).toHaveTextContent('web-http');
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('web-http');
    expect(screen.getByRole('textbox', { name: 'From' })).toHaveValue('now');
    expect(screen.getByRole('combobox', { name: 'Until' })).toHaveValue('duration');
    expect(screen.getByRole('textbox', { name: 'Duration' })).toHaveValue('1h');

    await user.click(save());
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]!.method).toBe('post');
    expect(bodyOf(posts()[0]!)).toEqual({ name: 'web-http', from: 'now', until: 'now+1h', check_id: CHECK });
    await waitFor(() => expect(location().pathname).toBe('/notifications/silences'));
    expect(await screen.findByText(SILENCE_MESSAGES.created)).toBeInTheDocument();
  });

  it.each([
    ['component_id', 'comp-1', 'component_id'],
    ['config_id', 'cfg-1', 'config_id'],
  ])('preselects by %s', async (param, id, column) => {
    const { user, posts } = setup(`/notifications/silences/add?${param}=${id}`);
    expect(within(form()).getByTestId('resource-search-choice')).toHaveTextContent(id);
    await user.click(save());
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(bodyOf(posts()[0]!)).toMatchObject({ name: id, [column]: id });
  });

  it('says what is missing and sends nothing', async () => {
    const { user, posts } = setup();
    await user.click(save());
    expect(await screen.findByText(SILENCE_MESSAGES.resourceOrFilter)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION.required)).toBeInTheDocument();
    // The first invalid field takes the focus: the resource search.
    expect(screen.getByRole('combobox', { name: 'Resource' })).toHaveFocus();

    await user.clear(screen.getByRole('textbox', { name: 'From' }));
    await user.type(screen.getByRole('textbox', { name: 'From' }), 'soon');
    await user.clear(screen.getByRole('textbox', { name: 'Duration' }));
    await user.type(screen.getByRole('textbox', { name: 'Duration' }), '2 hours');
    expect(screen.getByText(SILENCE_MESSAGES.invalidFrom)).toBeInTheDocument();
    expect(screen.getByText(SILENCE_MESSAGES.invalidDuration)).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Until' }), 'time');
    expect(screen.getAllByText(VALIDATION.required)).toHaveLength(2);
    expect(posts()).toHaveLength(0);
  });

  it('picks a check with the keyboard, names the silence after it, and silences it indefinitely', async () => {
    const { user, posts } = setup();
    await user.click(screen.getByRole('combobox', { name: 'Resource' }));
    await user.keyboard('web');
    await screen.findByRole('option', { name: /web-http/ });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(within(form()).getByTestId('resource-search-choice')).toHaveTextContent('web-http');
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('web-http');

    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'rolling out v2');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Until' }), 'indefinitely');
    expect(screen.queryByRole('textbox', { name: 'Duration' })).not.toBeInTheDocument();
    await user.click(save());
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(bodyOf(posts()[0]!)).toEqual({
      name: 'web-http',
      description: 'rolling out v2',
      from: 'now',
      until: null,
      check_id: CHECK,
    });
  });

  it('silences by a CEL filter alone, for a preset duration after a later start', async () => {
    const { user, posts } = setup();
    await user.type(screen.getByRole('textbox', { name: 'Filter' }), 'check.type == "http"');
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'http checks');
    await user.clear(screen.getByRole('textbox', { name: 'From' }));
    await user.type(screen.getByRole('textbox', { name: 'From' }), 'now+1h');
    await user.click(screen.getByRole('button', { name: '1d' }));
    await user.click(save());
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(bodyOf(posts()[0]!)).toEqual({
      name: 'http checks',
      filter: 'check.type == "http"',
      from: 'now+1h',
      until: 'now+1h+1d',
    });
  });

  it('sends an end time as an instant, and shows the server error when it refuses', async () => {
    const { user, posts } = setup(`/notifications/silences/add?check_id=${CHECK}`, () => ({
      status: 400,
      data: { error: 'from time must be before until' },
    }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Until' }), 'time');
    const end = screen.getByLabelText(/End time/);
    await user.type(end, '2099-01-31T18:30');
    await user.click(save());
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(bodyOf(posts()[0]!)).toEqual({
      name: CHECK,
      from: 'now',
      until: new Date('2099-01-31T18:30').toISOString(),
      check_id: CHECK,
    });
    expect(await screen.findByText('from time must be before until')).toBeInTheDocument();
  });
});
