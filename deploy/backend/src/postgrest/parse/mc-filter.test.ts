import { PgrstError } from '../errors';
import { evaluateDateMath } from './datemath';
import { expandMissionControlFilters } from './mc-filter';

const NOW = new Date('2026-08-21T10:30:45.123Z'); // a Friday

describe('date math', () => {
  it.each([
    ['now', '2026-08-21T10:30:45.123Z'],
    ['now-1h', '2026-08-21T09:30:45.123Z'],
    ['now-7d/d', '2026-08-14T00:00:00.000Z'],
    ['now/d', '2026-08-21T00:00:00.000Z'],
    ['now/w', '2026-08-17T00:00:00.000Z'],
    ['now-1M/M', '2026-07-01T00:00:00.000Z'],
    ['now+2y/y', '2028-01-01T00:00:00.000Z'],
    ['now-15m', '2026-08-21T10:15:45.123Z'],
    ['now-30s/m', '2026-08-21T10:30:00.000Z'],
    ['now-h', '2026-08-21T09:30:45.123Z'],
    ['2026-01-10T00:00:00Z||-1d', '2026-01-09T00:00:00.000Z'],
    ['2026-01-10T12:00:00Z', '2026-01-10T12:00:00.000Z'],
  ])('%s', (expression, expected) => {
    expect(evaluateDateMath(expression, NOW)?.toISOString()).toBe(expected);
  });
  it.each(['yesterday', 'now-1x', 'now/q', 'now-', 'now-99999999d', '', 'now 1h'])('rejects %j', (expression) => {
    expect(evaluateDateMath(expression, NOW)).toBeNull();
  });
});

describe('.filter rewriting', () => {
  const expand = (pairs: [string, string][]) => expandMissionControlFilters(pairs, NOW);

  it('turns timestamp columns into comparisons', () => {
    expect(expand([['created_at.filter', '>now-1h']])).toEqual([['created_at', 'gt.2026-08-21T09:30:45.123Z']]);
    expect(expand([['created_at.filter', '<now-1d']])).toEqual([['created_at', 'lt.2026-08-20T10:30:45.123Z']]);
    expect(expand([['time_start.filter', 'now-7d/d']])).toEqual([['time_start', 'lt.2026-08-14T00:00:00.000Z']]);
    expect(expand([['last_seen.filter', '=now/d']])).toEqual([['last_seen', 'eq.2026-08-21T00:00:00.000Z']]);
  });

  it('turns lists into in / not.in / like filters, dropping negated wildcards', () => {
    expect(expand([['status.filter', 'SUCCESS,FAILED,!RUNNING,*ale*,!*x*,pre*']])).toEqual([
      ['status', 'in.("SUCCESS","FAILED")'],
      ['status', 'like.*ale*'],
      ['status', 'like.pre*'],
      ['status', 'not.in.("RUNNING")'],
    ]);
    expect(expand([['resource->>name.filter', 'a"b']])).toEqual([['resource->>name', 'in.("a\\"b")']]);
    expect(expand([['action.filter', '!delete']])).toEqual([['action', 'not.in.("delete")']]);
    expect(expand([['name.filter', '']])).toEqual([]);
  });

  it('leaves other parameters alone, in order', () => {
    expect(
      expand([
        ['select', '*'],
        ['name.filter', 'a'],
        ['limit', '5'],
      ]),
    ).toEqual([
      ['select', '*'],
      ['name', 'in.("a")'],
      ['limit', '5'],
    ]);
  });

  it('rejects invalid date math with a 400', () => {
    expect(() => expand([['created_at.filter', '>tomorrow']])).toThrow(PgrstError);
  });
});
