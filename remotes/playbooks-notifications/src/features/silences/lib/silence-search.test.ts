import type { Silence } from '@opsdeck/contracts';
import { narrowedSilences, type CachedAnswer } from './silence-search';

const row = (name: string, extra: Partial<Silence> = {}) => ({ id: name, name, ...extra }) as Silence;
const ROWS = [
  row('db upgrade'),
  row('api', { description: 'DB move' }),
  row('x', { filter: "check.name == 'db-1'" }),
  row('web'),
];
const listKey = (search: string, paging: Record<string, unknown> = {}, state = 'active') => [
  'db',
  'notifications',
  'silences',
  'list',
  { state, search },
  { pageIndex: 0, pageSize: 50, sortBy: 'name', sortOrder: 'asc', ...paging },
];
const matchesKey = (search: string, sort: Record<string, unknown> = {}) => [
  'db',
  'notifications',
  'silences',
  'matches',
  { state: 'active', search },
  { sortBy: 'name', sortOrder: 'asc', ...sort },
];
const answer = (key: unknown[], rows: Silence[], total = rows.length): CachedAnswer => [key, { data: rows, total }];
const ids = (narrowed: { rows: Silence[] } | undefined) => narrowed?.rows.map((s) => s.id);

describe('narrowedSilences', () => {
  it('filters a cached whole list by name, reason and filter when the new text contains its text', () => {
    const cached = [answer(listKey(''), ROWS)];
    expect(narrowedSilences(listKey('DB'), cached)).toEqual({ rows: ROWS.slice(0, 3), total: 3 });
    expect(ids(narrowedSilences(listKey('db '), [answer(listKey('d'), ROWS)]))).toEqual(['db upgrade', 'api']);
  });

  it('pages the matches of a search loaded whole, with their total', () => {
    const many = Array.from({ length: 120 }, (_, i) => row(`db-${String(i).padStart(3, '0')}`));
    const cached = [answer(listKey('db'), many.slice(0, 50), 120), answer(matchesKey('db'), many)];
    expect(narrowedSilences(listKey('db-0'), cached)).toEqual({ rows: many.slice(0, 50), total: 100 });
    expect(narrowedSilences(listKey('db-0', { pageIndex: 1 }), cached)).toEqual({ rows: many.slice(50, 100), total: 100 });
    expect(narrowedSilences(listKey('db-11'), cached)).toEqual({ rows: many.slice(110, 120), total: 10 });
  });

  it('takes the smallest cached list that holds the matches', () => {
    const cached = [answer(listKey(''), ROWS), answer(listKey('db'), ROWS.slice(0, 1))];
    expect(ids(narrowedSilences(listKey('db up'), cached))).toEqual(['db upgrade']);
  });

  it('leaves it to the server when no cached list is whole, the text widens or changes, or sort or state differ', () => {
    expect(narrowedSilences(listKey('db'), [answer(listKey('d'), ROWS, 5)])).toBeUndefined();
    expect(narrowedSilences(listKey('db'), [answer(listKey('d', { pageIndex: 1 }), ROWS)])).toBeUndefined();
    expect(narrowedSilences(listKey('d'), [answer(listKey('db'), ROWS)])).toBeUndefined();
    expect(narrowedSilences(listKey('web'), [answer(listKey('db'), ROWS)])).toBeUndefined();
    expect(narrowedSilences(listKey('db', { sortOrder: 'desc' }), [answer(listKey('d'), ROWS)])).toBeUndefined();
    expect(narrowedSilences(listKey('db', {}, 'all'), [answer(listKey('d'), ROWS)])).toBeUndefined();
    expect(narrowedSilences(listKey('db'), [answer(matchesKey('d', { sortBy: 'from' }), ROWS)])).toBeUndefined();
  });

  it('leaves LIKE wildcards and text beyond ASCII to the server', () => {
    const cached = [answer(listKey('d'), ROWS)];
    expect(narrowedSilences(listKey('d_'), cached)).toBeUndefined();
    expect(narrowedSilences(listKey('dé'), cached)).toBeUndefined();
  });
});
