import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { renderPage } from '@opsdeck/shared/testing';
import { TeamMembers } from './TeamMembers';

const alice = { id: 'p1', name: 'Alice', email: 'alice@x.io' };
const bob = { id: 'p2', name: 'Bob', email: 'bob@x.io' };

function handler(writes: InternalAxiosRequestConfig[]) {
  let members = [{ team_id: 't1', person_id: alice }];
  return (config: InternalAxiosRequestConfig) => {
    if (config.method !== 'get') {
      writes.push(config);
      if (config.method === 'post') members = [...members, { team_id: 't1', person_id: bob }];
      if (config.method === 'delete') members = members.filter((row) => row.person_id.id !== 'p1');
      return { data: [], status: 201 };
    }
    if (config.url?.startsWith('/db/team_members')) return { data: members };
    if (config.url?.startsWith('/db/people')) return { data: [alice, bob] };
    return new Error(`unexpected ${config.url}`);
  };
}

// Chakra's checkbox handles presses with PointerEvent, which jsdom does not define.
beforeAll(() => {
  if (!('PointerEvent' in window)) Object.assign(window, { PointerEvent: MouseEvent });
});

describe('TeamMembers', () => {
  it('lists members, adds people and removes one, with the spec toasts', async () => {
    const user = userEvent.setup();
    const writes: InternalAxiosRequestConfig[] = [];
    const { adapter } = renderPage(<TeamMembers teamId="t1" />, { handler: handler(writes) });
    const table = await screen.findByRole('table', { name: 'Members' });
    expect(within(table).getByText('Alice')).toBeInTheDocument();
    expect(decodeURIComponent(adapter.requests[0]?.url ?? '')).toBe(
      '/db/team_members?select=team_id,person_id(id,name,email,avatar)&team_id=eq.t1',
    );

    await user.click(screen.getByRole('button', { name: 'Add Members' }));
    const group = await screen.findByRole('group', { name: 'Add members' });
    expect(within(group).queryByText(/Alice/)).toBeNull();
    await user.click(within(group).getByText('Bob (bob@x.io)'));
    await user.click(within(group).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Bob added to the team successfully')).toBeInTheDocument();
    expect(JSON.parse(String(writes[0]?.data))).toEqual([{ team_id: 't1', person_id: 'p2' }]);

    await user.click(await screen.findByRole('button', { name: 'Remove Alice' }));
    expect(await screen.findByText('Alice removed from team successfully')).toBeInTheDocument();
    expect(decodeURIComponent(writes[1]?.url ?? '')).toBe('/db/team_members?team_id=eq.t1&person_id=eq.p1');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove Alice' })).toBeNull());
  }, 20_000);

  it('shows a viewer the members without changes', async () => {
    renderPage(<TeamMembers teamId="t1" />, { roles: ['viewer'], handler: handler([]) });
    expect(await screen.findByText('Alice')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Members' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove Alice' })).toBeNull();
  });
});
