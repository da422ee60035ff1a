import { PgrstError } from '../errors';
import { MAX_JSON_PATH_DEPTH, parseField, splitTopLevel } from './field';
import { parseFilter, parseLogic, MAX_LOGIC_DEPTH } from './filter';
import { parseOrder } from './order';
import { parsePrefer } from './prefer';
import { parseQueryString } from './query-string';
import { parseParams } from './request';
import { parseSelect, MAX_EMBED_DEPTH, MAX_SELECT_ITEMS } from './select';

const fails = (fn: () => unknown, code = 'PGRST100') => {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(PgrstError);
    expect((err as PgrstError).code).toBe(code);
    expect((err as PgrstError).status).toBeLessThan(500);
    return;
  }
  throw new Error('expected a parse error');
};

describe('query string', () => {
  it('keeps repeated keys in order and skips empty segments (leading &)', () => {
    expect(parseQueryString('?&select=*&a=gt.1&a=lt.5&&')).toEqual([
      ['select', '*'],
      ['a', 'gt.1'],
      ['a', 'lt.5'],
    ]);
  });
  it('decodes %-escapes and +, and keeps malformed escapes literally', () => {
    expect(parseQueryString('title=ilike.*a%20b+c*&x=%zz')).toEqual([
      ['title', 'ilike.*a b c*'],
      ['x', '%zz'],
    ]);
  });
  it('drops a key without = (PostgREST ignores it) and keeps `key=` with its empty value', () => {
    expect(parseQueryString('select(*,a)&b=&c')).toEqual([['b', '']]);
  });
  it('splits on ; as on &', () => {
    expect(parseQueryString('a=1;b=2')).toEqual([
      ['a', '1'],
      ['b', '2'],
    ]);
  });
});

describe('fields', () => {
  it('parses JSON paths', () => {
    expect(parseField('resource->>name')).toEqual({ column: 'resource', path: [{ arrow: '->>', key: 'name' }] });
    expect(parseField('a->b->0->>c')).toEqual({
      column: 'a',
      path: [
        { arrow: '->', key: 'b' },
        { arrow: '->', key: '0' },
        { arrow: '->>', key: 'c' },
      ],
    });
  });
  it('rejects empty keys and reserved characters', () => {
    fails(() => parseField('a->'));
    fails(() => parseField('a(b)'));
    fails(() => parseField(''));
  });
  it('splits on top-level commas only', () => {
    expect(splitTopLevel('a,b(c,d),"e,f",{g,h},[1,2]', 'x')).toEqual(['a', 'b(c,d)', '"e,f"', '{g,h}', '[1,2]']);
    fails(() => splitTopLevel('a,(b', 'x'));
    fails(() => splitTopLevel('a)', 'x'));
    fails(() => splitTopLevel('"a', 'x'));
  });
});

describe('filters', () => {
  const f = { column: 'c', path: [] };
  it.each([
    ['eq.1', 'eq', '1', false],
    ['neq.x', 'neq', 'x', false],
    ['not.eq.', 'eq', '', true],
    ['gt.2026-01-01T00:00:00Z', 'gt', '2026-01-01T00:00:00Z', false],
    ['ilike.*foo*', 'ilike', '%foo%', false],
    ['like.a*b', 'like', 'a%b', false],
    ['is.NULL', 'is', 'null', false],
    ['not.is.null', 'is', 'null', true],
    ['cs.{a,b}', 'cs', '{a,b}', false],
    ['cd.{"k":1}', 'cd', '{"k":1}', false],
    ['eq.a.b.c', 'eq', 'a.b.c', false],
  ])('%s', (raw, op, value, negate) => {
    expect(parseFilter(f, raw)).toMatchObject({ op, value, negate });
  });
  it('parses in lists with quoted values', () => {
    expect(parseFilter(f, 'in.(a,"b,c","d\\"e",)').list).toEqual(['a', 'b,c', 'd"e', '']);
    expect(parseFilter(f, 'in.()').list).toEqual([]);
    expect(parseFilter(f, 'not.in.(x)')).toMatchObject({ negate: true, list: ['x'] });
  });
  it.each(['foo.1', 'eq', 'is.maybe', 'in.a,b', 'in.(a', '', 'not.', 'between.1'])('rejects %j', (raw) => {
    fails(() => parseFilter(f, raw));
  });
});

describe('logic trees', () => {
  it('parses nested and/or with negation', () => {
    const tree = parseLogic('or', false, '(and(a.eq.1,b.eq.2),c.is.null,not.and(d.gt.1,e.lt.2),f.not.in.(1,2))');
    expect(tree.op).toBe('or');
    expect(tree.children).toHaveLength(4);
    expect(tree.children[0]).toMatchObject({ type: 'logic', op: 'and', negate: false });
    expect(tree.children[2]).toMatchObject({ type: 'logic', op: 'and', negate: true });
    expect(tree.children[3]).toMatchObject({ type: 'filter', op: 'in', negate: true, list: ['1', '2'] });
  });
  it('unquotes values inside trees and keeps JSON paths', () => {
    const tree = parseLogic('and', false, '(title.eq."a,b",resource->>name.ilike.*x*)');
    expect(tree.children[0]).toMatchObject({ value: 'a,b' });
    expect(tree.children[1]).toMatchObject({
      field: { column: 'resource', path: [{ arrow: '->>', key: 'name' }] },
      value: '%x%',
    });
  });
  it('refuses empty, unbalanced and too deep trees', () => {
    fails(() => parseLogic('or', false, '()'));
    fails(() => parseLogic('or', false, '(a.eq.1'));
    fails(() => parseLogic('or', false, 'a.eq.1'));
    fails(() => parseLogic('or', false, '(a)'));
    const deep = `${'or('.repeat(MAX_LOGIC_DEPTH + 1)}a.eq.1${')'.repeat(MAX_LOGIC_DEPTH + 1)}`;
    fails(() => parseLogic('or', false, `(${deep})`));
  });
});

describe('select', () => {
  it('parses columns, aliases, casts and JSON paths', () => {
    expect(parseSelect('id,alias:name,count::text,labels->>env,x:spec->a->>b::int')).toEqual([
      { type: 'column', field: { column: 'id', path: [] } },
      { type: 'column', field: { column: 'name', path: [] }, alias: 'alias' },
      { type: 'column', field: { column: 'count', path: [] }, cast: 'text' },
      { type: 'column', field: { column: 'labels', path: [{ arrow: '->>', key: 'env' }] } },
      {
        type: 'column',
        field: {
          column: 'spec',
          path: [
            { arrow: '->', key: 'a' },
            { arrow: '->>', key: 'b' },
          ],
        },
        alias: 'x',
        cast: 'int',
      },
    ]);
  });
  it('parses embeds with aliases, hints, !inner and nesting', () => {
    const items = parseSelect(
      '*,team:teams(*, created_by(id,name)),configs!config_relationships_config_id_fkey(id),h:hypotheses!inner(id,evidences!inner(id))',
    );
    expect(items[0]).toEqual({ type: 'star' });
    expect(items[1]).toMatchObject({ type: 'embed', name: 'teams', alias: 'team', inner: false });
    expect(items[2]).toMatchObject({ type: 'embed', name: 'configs', hint: 'config_relationships_config_id_fkey' });
    expect(items[3]).toMatchObject({
      type: 'embed',
      name: 'hypotheses',
      alias: 'h',
      inner: true,
      select: [{}, { name: 'evidences', inner: true }],
    });
  });
  it('tolerates spaces and a cast written after an embed', () => {
    expect(parseSelect(' id , agents!checks_agent_id_fkey( id, name ) ,artifacts:artifacts(*)::jsonb')).toMatchObject([
      { type: 'column' },
      { type: 'embed', name: 'agents', select: [{ type: 'column' }, { type: 'column' }] },
      { type: 'embed', name: 'artifacts', alias: 'artifacts' },
    ]);
  });
  it('treats an empty select as *, and an empty embed as filter-only', () => {
    expect(parseSelect('')).toEqual([{ type: 'star' }]);
    expect(parseSelect('id,tasks()')[1]).toMatchObject({ type: 'embed', select: [] });
  });
  it.each(['id,', ',id', 'a(b', 'a)', 'a:(b)', 'a!(b)', 'a!x!y(b)', 'a->b(c)', 'a::', 'x:'])('rejects %j', (text) => {
    fails(() => parseSelect(text));
  });
  it('limits embedding depth', () => {
    const deep = `${'a('.repeat(MAX_EMBED_DEPTH + 2)}id${')'.repeat(MAX_EMBED_DEPTH + 2)}`;
    fails(() => parseSelect(deep));
  });
  it('limits the number of items, embeds and their items included', () => {
    const columns = (n: number) => Array.from({ length: n }, (_, i) => `c${i}`).join(',');
    expect(parseSelect(columns(MAX_SELECT_ITEMS))).toHaveLength(MAX_SELECT_ITEMS);
    fails(() => parseSelect(columns(MAX_SELECT_ITEMS + 1)));
    expect(parseSelect(`id,a(${columns(MAX_SELECT_ITEMS - 2)})`)).toHaveLength(2);
    fails(() => parseSelect(`id,a(${columns(MAX_SELECT_ITEMS - 1)})`));
    try {
      parseSelect(columns(MAX_SELECT_ITEMS + 1));
    } catch (err) {
      expect((err as PgrstError).details).toBe(`more than ${MAX_SELECT_ITEMS} items`);
    }
  });
  it('limits JSON path depth in select, filters and order', () => {
    const path = (n: number) => `data${'->a'.repeat(n - 1)}->>b`;
    expect(parseField(path(MAX_JSON_PATH_DEPTH)).path).toHaveLength(MAX_JSON_PATH_DEPTH);
    fails(() => parseField(path(MAX_JSON_PATH_DEPTH + 1)));
    fails(() => parseSelect(`id,${path(MAX_JSON_PATH_DEPTH + 1)}`));
    fails(() => parseOrder(`${path(MAX_JSON_PATH_DEPTH + 1)}.asc`));
    fails(() => parseParams([[path(MAX_JSON_PATH_DEPTH + 1), 'eq.1']]));
  });
});

describe('order', () => {
  it('parses directions, nulls and JSON paths', () => {
    expect(parseOrder('ordinal.asc,title,name.desc.nullslast,labels->>env.nullsfirst')).toEqual([
      { field: { column: 'ordinal', path: [] }, direction: 'asc' },
      { field: { column: 'title', path: [] } },
      { field: { column: 'name', path: [] }, direction: 'desc', nulls: 'last' },
      { field: { column: 'labels', path: [{ arrow: '->>', key: 'env' }] }, nulls: 'first' },
    ]);
  });
  it.each(['a.sideways', 'a,,b', 'embed(col).asc'])('rejects %j', (text) => fails(() => parseOrder(text)));
});

describe('Prefer', () => {
  it('reads return and count, across several headers', () => {
    expect(parsePrefer('return=representation, count=exact')).toEqual({ return: 'representation', count: 'exact' });
    expect(parsePrefer(['return=minimal', 'count=none'])).toEqual({ return: 'minimal' });
    expect(parsePrefer('resolution=merge-duplicates, junk')).toEqual({});
    expect(parsePrefer(undefined)).toEqual({});
  });
});

describe('parameters', () => {
  it('groups filters, order and limits by embed path', () => {
    const parsed = parseParams([
      ['select', '*,configs:configs!fk(id),h:hypotheses(id,evidences(id))'],
      ['configs.order', 'name'],
      ['h.evidences.component_id', 'eq.x'],
      ['h.limit', '2'],
      ['h.or', '(id.eq.1,id.eq.2)'],
      ['status', 'eq.open'],
      ['not.or', '(a.eq.1,b.eq.2)'],
      ['limit', '10'],
      ['offset', '20'],
    ]);
    expect([...parsed.conditions.keys()].sort()).toEqual(['', 'h', 'h.evidences']);
    expect(parsed.conditions.get('')).toHaveLength(2);
    expect(parsed.order.get('configs')).toEqual([{ field: { column: 'name', path: [] } }]);
    expect(parsed.limit.get('h')).toBe(2);
    expect(parsed.limit.get('')).toBe(10);
    expect(parsed.offset.get('')).toBe(20);
  });
  it('separates function arguments from filters', () => {
    const parsed = parseParams(
      [
        ['config_id', 'abc'],
        ['type', 'in.(a,b)'],
      ],
      new Set(['config_id']),
    );
    expect(parsed.rpcArgs.get('config_id')).toBe('abc');
    expect(parsed.conditions.get('')).toHaveLength(1);
  });
  it('rejects filters on resources that are not embedded', () => {
    fails(() => parseParams([['hypotheses.id', 'eq.1']]), 'PGRST108');
  });
  it('answers a negative top-level limit with 416 PGRST103', () => fails(() => parseParams([['limit', '-1']]), 'PGRST103'));
  it.each(['abc', '1.5', ''])('ignores limit %j, as PostgREST reads no integer from it', (value) => {
    expect(parseParams([['limit', value]]).limit.size).toBe(0);
  });
  it('keeps the first select, columns and order and the last limit and offset', () => {
    const parsed = parseParams([
      ['select', 'a'],
      ['select', 'b'],
      ['columns', 'a'],
      ['columns', 'b'],
      ['order', 'a'],
      ['order', 'b'],
      ['limit', '1'],
      ['limit', '2'],
      ['offset', '3'],
      ['offset', '4'],
    ]);
    expect(parsed.select).toEqual([{ type: 'column', field: { column: 'a', path: [] } }]);
    expect(parsed.columns).toEqual(['a']);
    expect(parsed.order.get('')).toEqual([{ field: { column: 'a', path: [] } }]);
    expect([parsed.limit.get(''), parsed.offset.get('')]).toEqual([2, 4]);
  });
});
