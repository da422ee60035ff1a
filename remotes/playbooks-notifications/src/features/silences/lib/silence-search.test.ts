import type { Silence } from '@opsdeck/contracts';
import { narrowedSilences } from './silence-search';

const row = (name: string, extra: Partial<Silence> = {}) => ({ id: name, name, ...extra }) as Silence;
const ROWS = [
  row('db upgrade'),
  row('api', { description: 'DB move' }),
  row('x', { filter: "check.name == 'db-1'" }),
  row('web'),
];
const key = (search: string, paging: Record<string, unknown> = {}, state = 'active') => [
  'db',
  'notifications',
  'silences',
  'list',
  { state, search },
  { pageIndex: 0, pageSize: 50, sortBy: 'name', sortOrder: 'asc', ...paging },
];

describe('narrowedSilences', () => {
  it('filters a complete list by name, reason and filter when the new text contains the old', () => {
    const narrowed = narrowedSilences({ previousKey: key(''), nextKey: key('DB'), rows: ROWS, total: 4 });
    expect(narrowed?.map((s) => s.id)).toEqual(['db upgrade', 'api', 'x']);
    expect(narrowedSilences({ previousKey: key('d'), nextKey: key('db '), rows: ROWS, total: 4 })?.map((s) => s.id)).toEqual([
      'db upgrade',
      'api',
    ]);
  });

  it('leaves it to the server when the list was not complete, the text widens or changes, or paging, sort or state differ', () => {
    const base = { rows: ROWS, total: 4 };
    expect(narrowedSilences({ ...base, previousKey: key('d'), nextKey: key('db'), total: 5 })).toBeUndefined();
    expect(narrowedSilences({ ...base, previousKey: key('db'), nextKey: key('d') })).toBeUndefined();
    expect(narrowedSilences({ ...base, previousKey: key('db'), nextKey: key('web') })).toBeUndefined();
    expect(narrowedSilences({ ...base, previousKey: key('d'), nextKey: key('db', { sortOrder: 'desc' }) })).toBeUndefined();
    expect(narrowedSilences({ ...base, previousKey: key('d', { pageIndex: 1 }), nextKey: key('db') })).toBeUndefined();
    expect(narrowedSilences({ ...base, previousKey: key('d'), nextKey: key('db', {}, 'all') })).toBeUndefined();
  });

  it('leaves LIKE wildcards and text beyond ASCII to the server', () => {
    const base = { rows: ROWS, total: 4 };
    expect(narrowedSilences({ ...base, previousKey: key('d'), nextKey: key('d_') })).toBeUndefined();
    expect(narrowedSilences({ ...base, previousKey: key('d'), nextKey: key('dé') })).toBeUndefined();
  });
});
