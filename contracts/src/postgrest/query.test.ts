import { cond } from './conditions';
import { isValidColumn } from './encode';
import { from, rpc } from './query';

/** Decoded parameters, for readable assertions. */
const decoded = (query: { toQueryString(): string }) =>
  query
    .toQueryString()
    .split('&')
    .filter(Boolean)
    .map((pair) => pair.split('=').map(decodeURIComponent).join('='));

describe('PostgrestQuery basics', () => {
  it('builds the path, select with embeds and filters in call order', () => {
    const query = from('checks')
      .select('id,name,canaries!checks_canary_id_fkey(id,name)')
      .eq('status', 'healthy')
      .isNull('deleted_at');
    expect(query.path).toBe('/db/checks');
    expect(decoded(query)).toEqual([
      'select=id,name,canaries!checks_canary_id_fkey(id,name)',
      'status=eq.healthy',
      'deleted_at=is.null',
    ]);
    expect(query.toString()).toBe(
      '/db/checks?select=id%2Cname%2Ccanaries!checks_canary_id_fkey(id%2Cname)&status=eq.healthy&deleted_at=is.null',
    );
  });

  it.each([
    ['eq', (q: ReturnType<typeof from>) => q.eq('a', 'x'), 'a=eq.x'],
    ['neq', (q: ReturnType<typeof from>) => q.neq('a', 'x'), 'a=neq.x'],
    ['gt', (q: ReturnType<typeof from>) => q.gt('a', 5), 'a=gt.5'],
    ['gte', (q: ReturnType<typeof from>) => q.gte('duration', 100), 'duration=gte.100'],
    ['lt', (q: ReturnType<typeof from>) => q.lt('time', '2026-01-01T00:00:00Z'), 'time=lt.2026-01-01T00:00:00Z'],
    ['lte', (q: ReturnType<typeof from>) => q.lte('a', 0), 'a=lte.0'],
    ['like', (q: ReturnType<typeof from>) => q.like('name', 'foo*'), 'name=like.foo*'],
    ['ilike', (q: ReturnType<typeof from>) => q.ilike('name', '*foo*'), 'name=ilike.*foo*'],
    ['in', (q: ReturnType<typeof from>) => q.in('id', ['a', 'b']), 'id=in.(a,b)'],
    ['contains', (q: ReturnType<typeof from>) => q.contains('roles', ['admin', 'editor']), 'roles=cs.{admin,editor}'],
    ['is true', (q: ReturnType<typeof from>) => q.is('status', true), 'status=is.true'],
    ['isNull', (q: ReturnType<typeof from>) => q.isNull('deleted_at'), 'deleted_at=is.null'],
    ['notNull', (q: ReturnType<typeof from>) => q.notNull('email'), 'email=not.is.null'],
    ['not is null', (q: ReturnType<typeof from>) => q.not('is', 'deleted_at', null), 'deleted_at=not.is.null'],
    ['not eq empty', (q: ReturnType<typeof from>) => q.not('eq', 'change_type', ''), 'change_type=not.eq.'],
    ['not in', (q: ReturnType<typeof from>) => q.not('in', 'health', ['healthy', 'x y']), 'health=not.in.(healthy,"x y")'],
    ['eq boolean', (q: ReturnType<typeof from>) => q.eq('status', false), 'status=eq.false'],
    ['eq null', (q: ReturnType<typeof from>) => q.eq('a', null), 'a=eq.null'],
    [
      'embedded column',
      (q: ReturnType<typeof from>) => q.eq('hypotheses.evidences.component_id', 'c1'),
      'hypotheses.evidences.component_id=eq.c1',
    ],
    ['json path', (q: ReturnType<typeof from>) => q.eq('resource->>name', 'x'), 'resource->>name=eq.x'],
    ['where negated', (q: ReturnType<typeof from>) => q.where(cond.not(cond.ilike('name', '*x*'))), 'name=not.ilike.*x*'],
  ])('%s', (_, build, expected) => {
    expect(decoded(build(from('t')))).toEqual([expected]);
  });

  it('keeps an empty in list valid', () => {
    expect(decoded(from('t').in('id', []))).toEqual(['id=in.()']);
  });
});

describe('logic trees', () => {
  it('takes a raw expression', () => {
    expect(decoded(from('playbook_runs').or('id.eq.1,parent_id.eq.1'))).toEqual(['or=(id.eq.1,parent_id.eq.1)']);
  });

  it('nests and() inside or()', () => {
    const query = from('playbook_runs').or(
      cond.and(cond.gte('start_time', 'a'), cond.lte('start_time', 'b')),
      cond.and(cond.gte('created_at', 'a'), cond.lte('created_at', 'b')),
    );
    expect(decoded(query)).toEqual(['or=(and(start_time.gte.a,start_time.lte.b),and(created_at.gte.a,created_at.lte.b))']);
  });

  it('renders top-level and(), negations and mixed raw parts', () => {
    const query = from('job_histories')
      .and(cond.gt('created_at', '2026-01-01'), cond.lt('created_at', '2026-02-01'))
      .or(cond.not(cond.eq('a', 'x')), cond.not(cond.or(cond.isNull('b'), cond.in('c', [1, 2]))), 'd.eq.raw');
    expect(decoded(query)).toEqual([
      'and=(created_at.gt.2026-01-01,created_at.lt.2026-02-01)',
      'or=(a.not.eq.x,not.or(b.is.null,c.in.(1,2)),d.eq.raw)',
    ]);
  });

  it('quotes reserved characters in tree values but not at the top level', () => {
    const query = from('t').eq('name', 'a,b').or(cond.eq('name', 'a,b'), cond.ilike('title', '*x y*'));
    expect(decoded(query)).toEqual(['name=eq.a,b', 'or=(name.eq."a,b",title.ilike."*x y*")']);
  });

  it('ignores an empty or()', () => {
    expect(from('t').or().toQueryString()).toBe('');
  });
});

describe('hostile values', () => {
  const hostile = ['a,b', 'x.y', 'k:v', '(paren)', 'say "hi"', 'back\\slash', 'two words', 'tab\there', '', '{a}'];

  it('quotes and escapes every reserved character inside in()', () => {
    expect(decoded(from('t').in('name', hostile))).toEqual([
      'name=in.("a,b","x.y","k:v","(paren)","say \\"hi\\"","back\\\\slash","two words","tab\there","","{a}")',
    ]);
  });

  it('quotes array literals the same way', () => {
    expect(decoded(from('t').contains('tags', ['a b', 'c']))).toEqual(['tags=cs.{"a b",c}']);
  });

  it('URL-encodes query delimiters so values cannot add parameters', () => {
    const query = from('t').eq('name', 'a&limit=1#frag?x=%20+y');
    const qs = query.toQueryString();
    expect(qs).toBe('name=eq.a%26limit%3D1%23frag%3Fx%3D%2520%2By');
    expect(new URLSearchParams(qs).get('limit')).toBeNull();
    expect(decoded(query)).toEqual(['name=eq.a&limit=1#frag?x=%20+y']);
  });

  it('encodes unicode and survives lone surrogates', () => {
    expect(from('t').eq('name', 'é 日本').toQueryString()).toBe('name=eq.%C3%A9%20%E6%97%A5%E6%9C%AC');
    expect(from('t').eq('name', 'a\uD800b').toQueryString()).toBe('name=eq.a%EF%BF%BDb');
  });

  it.each(['name.asc,secret', 'a b', 'x&y=1', 'a)', '', '1abc', 'a..b', 'a->'])('rejects column %p', (column) => {
    expect(() => from('t').eq(column, 'x')).toThrow(TypeError);
    expect(() => from('t').order(column)).toThrow(TypeError);
  });

  it('exposes the column check for values read from the URL', () => {
    expect(isValidColumn('created_at')).toBe(true);
    expect(isValidColumn('name.asc,secret')).toBe(false);
  });

  it('encodes the table name in the path', () => {
    expect(from('a/b?c').path).toBe('/db/a%2Fb%3Fc');
  });
});

describe('select', () => {
  it('removes whitespace outside quotes', () => {
    expect(decoded(from('checks').select('*, agents!checks_agent_id_fkey(id, name)'))).toEqual([
      'select=*,agents!checks_agent_id_fkey(id,name)',
    ]);
    expect(decoded(from('t').select('"my col",b'))).toEqual(['select="my col",b']);
  });
});

describe('order, paging and count', () => {
  it('combines order terms and embedded orders', () => {
    const query = from('config_relationships')
      .order('ordinal')
      .order('title', { ascending: true })
      .order('name', { ascending: false, nullsLast: true })
      .order('created_at', { ascending: true, nullsFirst: true })
      .order('name', { foreignTable: 'configs' });
    expect(decoded(query)).toEqual([
      'order=ordinal.asc,title.asc,name.desc.nullslast,created_at.asc.nullsfirst',
      'configs.order=name.asc',
    ]);
  });

  it('places select first and paging last whatever the call order', () => {
    const query = from('t').limit(10).offset(20).eq('a', 1).select('*').order('a');
    expect(decoded(query)).toEqual(['select=*', 'a=eq.1', 'order=a.asc', 'limit=10', 'offset=20']);
  });

  it('range and page translate to limit/offset', () => {
    expect(decoded(from('t').range(50, 99))).toEqual(['limit=50', 'offset=50']);
    expect(decoded(from('t').page(2, 25))).toEqual(['limit=25', 'offset=50']);
    expect(() => from('t').range(10, 5)).toThrow(RangeError);
    expect(() => from('t').limit(-1)).toThrow(RangeError);
    expect(() => from('t').offset(1.5)).toThrow(RangeError);
  });

  it('count adds Prefer: count=exact', () => {
    expect(from('t').headers()).toEqual({});
    expect(from('t').count().headers()).toEqual({ Prefer: 'count=exact' });
    expect(from('t').select('*', { count: 'exact' }).toRequest()).toEqual({
      url: '/db/t?select=*',
      headers: { Prefer: 'count=exact' },
    });
    expect(from('t').count('planned').headers()).toEqual({ Prefer: 'count=planned' });
  });
});

describe('immutability', () => {
  it('never changes an existing query', () => {
    const base = from('checks').select('id');
    const filtered = base.eq('status', 'healthy');
    const ordered = filtered.order('name').limit(5);
    expect(base.toString()).toBe('/db/checks?select=id');
    expect(filtered.toString()).toBe('/db/checks?select=id&status=eq.healthy');
    expect(ordered.toString()).toBe('/db/checks?select=id&status=eq.healthy&order=name.asc&limit=5');
    expect(base.count().headers()).toEqual({ Prefer: 'count=exact' });
    expect(base.headers()).toEqual({});
  });
});

describe('rpc and extensions', () => {
  it('passes function arguments as bare parameters', () => {
    const query = rpc('related_configs_recursive', { config_id: 'c1', max_depth: 10, include_deleted_configs: false })
      .in('type', ['A::B', 'C'])
      .not('in', 'health', ['healthy']);
    expect(query.path).toBe('/db/rpc/related_configs_recursive');
    expect(decoded(query)).toEqual([
      'config_id=c1',
      'max_depth=10',
      'include_deleted_configs=false',
      'type=in.("A::B",C)',
      'health=not.in.(healthy)',
    ]);
  });

  it('adds mission-control .filter parameters and skips empty ones', () => {
    const query = from('job_histories')
      .mcFilter('status', 'FAILED,!SUCCESS')
      .mcFilter('name', '')
      .mcFilter('resource->>name', '*db*');
    expect(decoded(query)).toEqual(['status.filter=FAILED,!SUCCESS', 'resource->>name.filter=*db*']);
  });

  it('allows another base path (config-db alias)', () => {
    expect(from('configs', '/config').path).toBe('/config/configs');
  });
});

describe('PostgrestQuery.unpaged', () => {
  it('drops the top-level limit and offset and keeps everything else', () => {
    const query = from('incidents')
      .select('id,responders(id)')
      .eq('status', 'open')
      .order('created_at', { ascending: false })
      .param('responders.limit', '3')
      .page(2, 50)
      .count('exact');
    const unpaged = query.unpaged();
    expect(decoded(unpaged)).toEqual([
      'select=id,responders(id)',
      'status=eq.open',
      'responders.limit=3',
      'order=created_at.desc',
    ]);
    expect(unpaged.headers()).toEqual({ Prefer: 'count=exact' });
    expect(decoded(query)).toContain('offset=100');
  });
});
