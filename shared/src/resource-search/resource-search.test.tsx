import { RESOURCE_SEARCH, type FakeReply } from '@opsdeck/contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderPage } from '../testing';
import { ResourceSearch } from './ResourceSearch';
import { resourceSearchRequest, type ResourceSearchItem } from './useResourceSearch';

const LOCAL = '00000000-0000-0000-0000-000000000000';
const ANSWER = {
  configs: [
    {
      id: 'c1',
      agent: LOCAL,
      name: 'web',
      namespace: 'prod',
      type: 'Kubernetes::Deployment',
      tags: { cluster: 'eu', namespace: 'prod' },
    },
    { id: 'c2', agent: LOCAL, name: 'web-svc', namespace: 'prod', type: 'Kubernetes::Service' },
  ],
  checks: [{ id: 'k1', agent: LOCAL, icon: 'http', name: 'web-http', namespace: 'prod', type: 'http', health: 'healthy' }],
};

type Handler = (body: Record<string, unknown>) => FakeReply | Promise<FakeReply>;

function setup(handler: Handler = () => ({ data: ANSWER }), multiple = false) {
  const bodies: Record<string, unknown>[] = [];
  const changes: unknown[] = [];
  function Single() {
    const [value, setValue] = useState<ResourceSearchItem | null>(null);
    return (
      <ResourceSearch
        value={value}
        onChange={(next) => {
          changes.push(next);
          setValue(next);
        }}
      />
    );
  }
  function Multi() {
    const [value, setValue] = useState<ResourceSearchItem[]>([]);
    return (
      <ResourceSearch
        multiple
        value={value}
        onChange={(next) => {
          changes.push(next);
          setValue(next);
        }}
      />
    );
  }
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderPage(multiple ? <Multi /> : <Single />, {
    handler: (config) => {
      const body = JSON.parse(config.data as string) as Record<string, unknown>;
      bodies.push(body);
      return handler(body);
    },
  });
  return { user, bodies, changes, input: screen.getByRole('combobox', { name: 'Search resources' }) };
}

const settle = () => act(async () => jest.advanceTimersByTime(300));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('ResourceSearch', () => {
  it('shows the query hint and, before any input, "Start typing to search" without asking', async () => {
    const { user, bodies, input } = setup();
    expect(screen.getByText(RESOURCE_SEARCH.hint)).toBeInTheDocument();
    expect(RESOURCE_SEARCH.hint).toBe(
      'filter using queries such as name=..., type=Kubernetes::Deployment, health=healthy,unhealthy',
    );
    expect(input).toHaveAccessibleDescription(RESOURCE_SEARCH.hint);
    await user.click(input);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Start typing to search');
    await settle();
    expect(bodies).toEqual([]);
  });

  it('asks once typing has paused for 300 ms, with one {agent: "all", search} selector per kind', async () => {
    const { user, bodies, input } = setup();
    await user.type(input, 'we');
    await act(async () => jest.advanceTimersByTime(200));
    await user.type(input, 'b');
    await act(async () => jest.advanceTimersByTime(299));
    expect(bodies).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('Searching…');
    await act(async () => jest.advanceTimersByTime(1));
    expect(await screen.findByRole('option', { name: /web-http/ })).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        configs: [{ agent: 'all', search: 'web' }],
        checks: [{ agent: 'all', search: 'web' }],
        components: [{ agent: 'all', search: 'web' }],
      },
    ]);
    expect(resourceSearchRequest('x', ['checks'], 5)).toEqual({ checks: [{ agent: 'all', search: 'x' }], limit: 5 });
  });

  it('groups the results by kind with icon, name, and for configs type and tags', async () => {
    const { user, input } = setup();
    await user.type(input, 'web');
    await settle();
    const listbox = await screen.findByRole('listbox', { name: 'Search resources' });
    const groups = within(listbox).getAllByRole('group');
    expect(groups.map((group) => within(group).getAllByRole('option').length)).toEqual([2, 1]);
    expect(within(listbox).getByRole('group', { name: 'Configs' })).toBeInTheDocument();
    const checks = within(listbox).getByRole('group', { name: 'Health checks' });
    expect(within(checks).getByRole('option')).toHaveTextContent('web-http');
    expect(checks.querySelector('[data-icon="http"]')).not.toBeNull();
    const deployment = within(listbox).getAllByRole('option')[0]!;
    expect(deployment).toHaveTextContent('web');
    expect(deployment).toHaveTextContent('Kubernetes::Deployment');
    expect(deployment).toHaveTextContent('cluster: eu');
    expect(deployment).toHaveTextContent('namespace: prod');
  });

  it('says "No options found" when the search matches nothing', async () => {
    const { user, input } = setup(() => ({ data: {} }));
    await user.type(input, 'nothing');
    await settle();
    expect(await screen.findByText('No options found')).toBeInTheDocument();
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('shows the error of a failed search', async () => {
    const { user, input } = setup(() => ({ status: 400, data: { error: 'unknown field "owner" for configs' } }));
    await user.type(input, 'owner=me');
    await settle();
    expect(await screen.findByRole('alert')).toHaveTextContent('Search failed: unknown field "owner" for configs');
  });

  it('single: Arrow keys move the active option, Enter picks it, Escape closes', async () => {
    const { user, input, changes } = setup();
    await user.type(input, 'web');
    await settle();
    await screen.findByRole('option', { name: /web-http/ });
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const options = screen.getAllByRole('option');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options[2]!.id);
    await user.keyboard('{Enter}');
    expect(changes).toEqual([expect.objectContaining({ id: 'k1', name: 'web-http', kind: 'checks' })]);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByTestId('resource-search-choice')).toHaveTextContent('web-http');
    expect(input).toHaveValue('');

    await user.type(input, 'web');
    await settle();
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input).toHaveAttribute('aria-expanded', 'false');

    await user.click(screen.getByRole('button', { name: 'Remove web-http' }));
    expect(changes.at(-1)).toBeNull();
  });

  it('multiple: Enter adds, options show as selected, Backspace on an empty input removes the last', async () => {
    const { user, input, changes } = setup(undefined, true);
    await user.type(input, 'web');
    await settle();
    await screen.findByRole('option', { name: /web-http/ });
    expect(screen.getByRole('listbox')).toHaveAttribute('aria-multiselectable', 'true');
    await user.keyboard('{ArrowDown}{Enter}{ArrowDown}{ArrowDown}{Enter}');
    expect(changes.at(-1)).toEqual([expect.objectContaining({ id: 'c1' }), expect.objectContaining({ id: 'k1' })]);
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.getAttribute('aria-selected'))).toEqual(['true', 'false', 'true']);
    expect(screen.getAllByTestId('resource-search-choice').map((chip) => chip.textContent)).toEqual(['web', 'web-http']);

    // Picking a chosen option again removes it; clicking works like Enter.
    await user.click(options[0]!);
    expect(changes.at(-1)).toEqual([expect.objectContaining({ id: 'k1' })]);

    await user.clear(input);
    await user.keyboard('{Backspace}');
    expect(changes.at(-1)).toEqual([]);
    expect(screen.queryByTestId('resource-search-choice')).toBeNull();
  });
});
