import type { FakeHandler } from '@opsdeck/contracts';
import { renderPage } from '@opsdeck/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SilencesPage } from './SilencesPage';

const silence = (id: string, name: string, filter: string | null = null) => ({ id, name, filter, from: null, until: null });
const ROWS = [
  silence('s1', 'api maintenance'),
  silence('s2', 'api rollout', "check.name == 'api-2'"),
  silence('s3', 'apex', null),
];

describe('SilencesPage search', () => {
  it('narrows a list complete on screen at once, before the server answers, then keeps asking the server', async () => {
    const asked: string[] = [];
    const handler: FakeHandler = (config) => {
      const url = decodeURIComponent(config.url ?? '');
      asked.push(url);
      // Only the first search answers: the narrowed list cannot have come from the server.
      if (url.includes('*ap*')) return { data: ROWS, headers: { 'content-range': '0-2/3' } };
      return new Promise(() => undefined);
    };
    const user = userEvent.setup();
    renderPage(<SilencesPage />, { route: '/notifications/silences?search=ap', handler, roles: ['viewer'] });
    const table = await screen.findByRole('table', { name: 'Silences' });
    await within(table).findByText('apex');
    await user.type(screen.getByRole('textbox', { name: 'Search silences' }), 'i');
    await waitFor(() => expect(within(table).queryByText('apex')).not.toBeInTheDocument());
    expect(within(table).getByText('api maintenance')).toBeInTheDocument();
    expect(within(table).getByText('api rollout')).toBeInTheDocument();
    expect(asked.at(-1)).toContain('name.ilike.*api*');
  });

  it('loads the matches of a search of several pages whole, and narrows them at once on the next keystrokes', async () => {
    const many = Array.from({ length: 60 }, (_, i) => silence(`m${i}`, `api-${String(i).padStart(2, '0')}`));
    const asked: string[] = [];
    const handler: FakeHandler = (config) => {
      const url = decodeURIComponent(config.url ?? '');
      asked.push(url);
      if (!url.includes('*api*')) return new Promise(() => undefined);
      const limit = Number(/limit=(\d+)/.exec(url)?.[1]);
      const rows = many.slice(0, limit);
      return { data: rows, headers: { 'content-range': `0-${rows.length - 1}/60` } };
    };
    const user = userEvent.setup();
    renderPage(<SilencesPage />, { route: '/notifications/silences?search=api', handler, roles: ['viewer'] });
    const table = await screen.findByRole('table', { name: 'Silences' });
    await within(table).findByText('api-00');
    await waitFor(() => expect(asked.some((url) => url.includes('limit=1000'))).toBe(true));
    const requests = asked.length;
    await user.type(screen.getByRole('textbox', { name: 'Search silences' }), '-5');
    // Only "api" answers: the ten rows come from the matches loaded whole.
    await waitFor(() => expect(within(table).queryByText('api-00')).not.toBeInTheDocument());
    expect(
      within(table)
        .getAllByTestId('data-row')
        .map((row) => row.textContent),
    ).toEqual(many.slice(50).map((s) => expect.stringContaining(s.name)));
    expect(asked.length).toBeGreaterThan(requests);
    expect(asked.at(-1)).toContain('name.ilike.*api-5*');
  }, 15_000);

  it('asks for the list one character shorter once a search is answered, so deleting a character shows it at once', async () => {
    const asked: string[] = [];
    let deleted = false;
    const handler: FakeHandler = (config) => {
      const url = decodeURIComponent(config.url ?? '');
      asked.push(url);
      if (url.includes('*api*')) return { data: ROWS.slice(0, 2), headers: { 'content-range': '0-1/2' } };
      // "ap" is answered only when asked before the Backspace: after it, its rows come from the cache.
      if (url.includes('*ap*') && !deleted) return { data: ROWS, headers: { 'content-range': '0-2/3' } };
      return new Promise(() => undefined);
    };
    const user = userEvent.setup();
    renderPage(<SilencesPage />, { route: '/notifications/silences?search=api', handler, roles: ['viewer'] });
    const table = await screen.findByRole('table', { name: 'Silences' });
    await within(table).findByText('api rollout');
    await waitFor(() => expect(asked.some((url) => url.includes('name.ilike.*ap*'))).toBe(true));
    deleted = true;
    await user.type(screen.getByRole('textbox', { name: 'Search silences' }), '{Backspace}');
    expect(await within(table).findByText('apex')).toBeInTheDocument();
  });
});
