import { HEALTH_SUMMARY } from '@opsdeck/contracts';
import { formatPercent } from '@opsdeck/shared/format';
import { summaryRow } from '../../../testing/fixtures';
import { dimensionValue, labelKeys } from './dimensions';
import { activeFilterCount, filterRows, labelOptions } from './filters';
import { formatLatency, uptimePercent } from '../../../lib/check-stats';
import { flattenGroups, groupRows, isLoneCheck, sortRows } from './grouping';
import { healthOf, toHealthRow } from './model';
import { parseHealthParams, parseRefreshRate, pivotToParams, type SortKey } from './params';
import { buildPivot } from './pivot';
import { ALL_TAB, buildTabs, resolveTab, rowsOfTab } from './tabs';

const rows = [
  toHealthRow(
    summaryRow({
      name: 'api-health',
      canary_name: 'api',
      namespace: 'prod',
      description: 'Checks the API',
      labels: { team: 'core', critical: 'true' },
    }),
  ),
  toHealthRow(
    summaryRow({
      name: 'api-latency',
      canary_name: 'api',
      namespace: 'prod',
      status: 'unhealthy',
      uptime: { passed: 3, failed: 1 },
      latency: { p95: 900 },
      labels: { team: 'core', critical: 'false' },
    }),
  ),
  toHealthRow(
    summaryRow({
      name: 'db-port',
      canary_name: 'db',
      namespace: 'data',
      type: 'tcp',
      status: 'unhealthy',
      endpoint: 'postgres.internal:5432',
      uptime: { passed: 0, failed: 0 },
      latency: {},
      labels: { team: 'data' },
    }),
  ),
  toHealthRow(
    summaryRow({
      name: 'Billing',
      canary_name: 'billing-canary',
      namespace: '',
      agent_id: 'a0000000-0000-4000-8000-000000000001',
      labels: { team: 'core' },
    }),
  ),
];
const [apiHealth, apiLatency, dbPort, billing] = rows as [
  (typeof rows)[number],
  (typeof rows)[number],
  (typeof rows)[number],
  (typeof rows)[number],
];

describe('row model and formatting', () => {
  it('derives passing, uptime and the lower-cased search text', () => {
    expect(apiHealth.passing).toBe(true);
    expect(apiLatency.passing).toBe(false);
    expect(apiLatency.uptime).toBe(75);
    expect(dbPort.uptime).toBeUndefined();
    expect(dbPort.searchText).toBe('\ndb\npostgres.internal:5432\ndb-port\n');
    expect(billing.agentId).toBe('a0000000-0000-4000-8000-000000000001');
    expect(apiHealth.agentId).toBe('');
  });

  it('is healthy when all pass, unhealthy when none, mixed otherwise', () => {
    expect(healthOf([apiHealth])).toBe('healthy');
    expect(healthOf([apiLatency, dbPort])).toBe('unhealthy');
    expect(healthOf([apiHealth, apiLatency])).toBe('mixed');
  });

  it('leaves checks that never ran out of a group health, grey when none has a status', () => {
    const notRun = toHealthRow(summaryRow({ name: 'new', status: '' }));
    expect(healthOf([notRun])).toBe('unknown');
    expect(healthOf([apiHealth, notRun])).toBe('healthy');
    expect(healthOf([apiLatency, notRun])).toBe('unhealthy');
  });

  it('carries the not-executed reason and the related config items', () => {
    const dns = toHealthRow(
      summaryRow({
        name: 'dns',
        type: 'dns',
        not_executed: 'check type "dns" is not executed by this backend',
        configs: [{ id: 'c1', name: 'web' }],
      }),
    );
    expect(dns.notExecuted).toBe('check type "dns" is not executed by this backend');
    expect(dns.configs).toEqual([{ id: 'c1', name: 'web' }]);
    expect(apiHealth.notExecuted).toBeUndefined();
    expect(apiHealth.configs).toEqual([]);
  });

  it('computes uptime as passed / (passed + failed), shown to one decimal', () => {
    expect(uptimePercent(2, 1)).toBeCloseTo(66.6667, 3);
    expect(formatPercent(uptimePercent(2, 1))).toBe('66.7%');
    expect(formatPercent(uptimePercent(1, 0))).toBe('100%');
    expect(formatPercent(uptimePercent(999, 1))).toBe('99.9%');
    expect(formatPercent(uptimePercent(0, 0))).toBe('-');
  });

  it('shows latency in ms under a second, then s, m and h', () => {
    expect(formatLatency(120)).toBe('120ms');
    expect(formatLatency(1500)).toBe('1.5s');
    expect(formatLatency(90_000)).toBe('1.5m');
    expect(formatLatency(5_400_000)).toBe('1.5h');
    expect(formatLatency(undefined)).toBe('-');
  });
});

describe('filters and search', () => {
  it('offers boolean labels as toggles and the others as value lists', () => {
    expect(labelOptions(rows)).toEqual([
      {
        key: 'critical',
        boolean: true,
        values: [
          { value: 'false', count: 1 },
          { value: 'true', count: 1 },
        ],
      },
      {
        key: 'team',
        boolean: false,
        values: [
          { value: 'core', count: 3 },
          { value: 'data', count: 1 },
        ],
      },
    ]);
    expect(labelKeys(rows)).toEqual(['critical', 'team']);
  });

  it('hides passing checks when asked', () => {
    expect(filterRows(rows, { hidePassing: true, labels: {}, search: '' }).map((r) => r.name)).toEqual([
      'api-latency',
      'db-port',
    ]);
  });

  it('ORs included values of one key, ANDs keys, and drops excluded values', () => {
    const names = (labels: Record<string, 1 | -1>) =>
      filterRows(rows, { hidePassing: false, labels, search: '' }).map((r) => r.name);
    expect(names({ 'team=core': 1, 'team=data': 1 })).toEqual(['api-health', 'api-latency', 'db-port', 'Billing']);
    expect(names({ 'team=core': 1, 'critical=true': 1 })).toEqual(['api-health']);
    expect(names({ 'team=core': -1 })).toEqual(['db-port']);
    expect(names({ 'critical=true': -1 })).toEqual(['api-latency', 'db-port', 'Billing']);
  });

  it('searches name, description, canary name and endpoint case-insensitively, and nothing else', () => {
    const search = (text: string) => filterRows(rows, { hidePassing: false, labels: {}, search: text }).map((r) => r.name);
    expect(HEALTH_SUMMARY.searchFields).toEqual(['description', 'canary_name', 'endpoint', 'name']);
    expect(search('BILLING')).toEqual(['Billing']);
    expect(search('the api')).toEqual(['api-health']);
    expect(search('db')).toEqual(['db-port']);
    expect(search('5432')).toEqual(['db-port']);
    expect(search('  api  ')).toEqual(['api-health', 'api-latency']);
    // namespace and labels are not searched
    expect(search('prod')).toEqual([]);
    expect(search('core')).toEqual([]);
  });

  it('counts active filters for the small-screen badge', () => {
    expect(activeFilterCount(true, {})).toBe(1);
    expect(activeFilterCount(false, { 'team=core': 1, 'x=y': -1 })).toBe(2);
  });
});

describe('tabs', () => {
  it('builds All plus one tab per namespace, label value or agent, with counts', () => {
    expect(buildTabs(rows, rows, 'namespace')).toEqual([
      { value: ALL_TAB, label: 'All', count: 4 },
      { value: 'data', label: 'data', count: 1 },
      { value: 'prod', label: 'prod', count: 2 },
    ]);
    expect(buildTabs(rows, rows, 'label:team').map((t) => t.label)).toEqual(['All', 'core', 'data']);
    const agents = new Map([['a0000000-0000-4000-8000-000000000001', 'eu-west']]);
    expect(buildTabs(rows, rows, 'agent', agents).map((t) => [t.label, t.count])).toEqual([
      ['All', 4],
      ['eu-west', 1],
      ['local', 3],
    ]);
    expect(dimensionValue(billing, 'agent')).toBe('a0000000-0000-4000-8000-000000000001');
  });

  it('keeps a tab whose rows a search hides, counting what is shown', () => {
    const shown = filterRows(rows, { hidePassing: false, labels: {}, search: 'api' });
    const tabs = buildTabs(rows, shown, 'namespace');
    expect(tabs.map((t) => [t.value, t.count])).toEqual([
      [ALL_TAB, 2],
      ['data', 0],
      ['prod', 2],
    ]);
    expect(resolveTab(tabs, 'data')).toBe('data');
    expect(rowsOfTab(shown, 'namespace', 'data')).toEqual([]);
  });

  it('falls back to All when the selected value is gone from the data', () => {
    const remaining = rows.filter((r) => r.namespace !== 'data');
    const tabs = buildTabs(remaining, remaining, 'namespace');
    expect(resolveTab(tabs, 'prod')).toBe('prod');
    expect(resolveTab(tabs, 'data')).toBe(ALL_TAB);
    expect(resolveTab(tabs, undefined)).toBe(ALL_TAB);
    expect(rowsOfTab(rows, 'namespace', 'prod').map((r) => r.name)).toEqual(['api-health', 'api-latency']);
    expect(rowsOfTab(rows, 'namespace', ALL_TAB)).toHaveLength(4);
  });
});

describe('grouping and sorting', () => {
  it('groups by canary name with the groups health', () => {
    const groups = groupRows(sortRows(rows, 'name', false), 'canary_name', 'name', false);
    expect(groups.map((g) => [g.label, g.health, g.rows.map((r) => r.name)])).toEqual([
      ['api', 'mixed', ['api-health', 'api-latency']],
      ['billing-canary', 'healthy', ['Billing']],
      ['db', 'unhealthy', ['db-port']],
    ]);
    expect(groups[0]).toMatchObject({ passed: 102, failed: 2, p95: 900 });
  });

  it('sorts by status, uptime and latency with missing values last in both directions', () => {
    const names = (sortBy: 'status' | 'uptime' | 'latency', desc: boolean) => sortRows(rows, sortBy, desc).map((r) => r.name);
    expect(names('status', false)).toEqual(['api-latency', 'db-port', 'api-health', 'Billing']);
    expect(names('uptime', false)).toEqual(['api-latency', 'api-health', 'Billing', 'db-port']);
    expect(names('uptime', true)).toEqual(['api-health', 'Billing', 'api-latency', 'db-port']);
    expect(names('latency', true)).toEqual(['api-latency', 'api-health', 'Billing', 'db-port']);
  });

  it('orders groups by health when sorting by status', () => {
    expect(groupRows(rows, 'canary_name', 'status', false).map((g) => g.health)).toEqual(['unhealthy', 'mixed', 'healthy']);
  });

  it('flattens groups, showing one-check groups as plain rows and honouring collapsed groups', () => {
    const groups = groupRows(sortRows(rows, 'name', false), 'canary_name', 'name', false);
    expect(flattenGroups(groups, true, new Set()).map((r) => (r.kind === 'group' ? `[${r.group.label}]` : r.row.name))).toEqual([
      '[api]',
      'api-health',
      'api-latency',
      'Billing',
      'db-port',
    ]);
    expect(flattenGroups(groups, true, new Set(['api'])).map((r) => r.kind)).toEqual(['group', 'check', 'check']);
    expect(flattenGroups(groupRows(rows, 'none', 'name', false), false, new Set()).every((r) => r.kind === 'check')).toBe(true);
  });
});

describe('one grouping and one order', () => {
  const lone = [
    ...rows,
    toHealthRow(summaryRow({ name: 'alpha-probe', canary_name: 'zeta', status: 'unhealthy' })),
    toHealthRow(summaryRow({ name: 'zulu-probe', canary_name: 'aardvark', status: 'unhealthy' })),
  ];
  const shown = (sortBy: SortKey, desc: boolean) =>
    flattenGroups(groupRows(sortRows(lone, sortBy, desc), 'canary_name', sortBy, desc), true, new Set()).map((r) =>
      r.kind === 'group' ? `[${r.group.label}]` : r.row.name,
    );

  it('sorts a lone check (a group of one, shown as the check) by its own name among the groups', () => {
    expect(shown('name', false)).toEqual([
      'alpha-probe',
      '[api]',
      'api-health',
      'api-latency',
      'Billing',
      'db-port',
      'zulu-probe',
    ]);
    expect(shown('name', true)).toEqual([
      'zulu-probe',
      'db-port',
      'Billing',
      '[api]',
      'api-latency',
      'api-health',
      'alpha-probe',
    ]);
  });

  it('marks lone checks the same way for cards and table', () => {
    const groups = groupRows(sortRows(lone, 'name', false), 'canary_name', 'name', false);
    expect(groups.filter(isLoneCheck).map((g) => g.rows[0]!.name)).toEqual(['alpha-probe', 'Billing', 'db-port', 'zulu-probe']);
  });
});

describe('pivot', () => {
  it('lays groups against pivot values with aggregated health, uptime and latency', () => {
    const pivot = buildPivot(rows, 'canary_name', 'namespace');
    expect(pivot.columns).toEqual(['(none)', 'data', 'prod']);
    const api = pivot.rows.find((r) => r.key === 'api')!;
    expect(api.cells.get('prod')).toEqual({ health: 'mixed', count: 2, uptime: (102 / 104) * 100, p95: 900 });
    expect(api.cells.get('data')).toBeUndefined();
  });
});

describe('URL parameters', () => {
  it('uses the spec defaults', () => {
    expect(parseHealthParams(new URLSearchParams())).toMatchObject({
      layout: 'table',
      groupBy: 'canary_name',
      tabBy: 'namespace',
      hidePassing: true,
      sortBy: 'name',
      sortDesc: false,
      pivotBy: 'none',
      pivotCellType: 'status',
      refreshMs: 0,
      deletedWithin: '1h',
    });
  });

  it('reads every list parameter', () => {
    const params = parseHealthParams(
      new URLSearchParams(
        'layout=card&groupBy=label:team&tabBy=agent&hidePassing=false&sortBy=uptime&sortDesc=true&pivotBy=label&pivotLabel=team&pivotCellType=latency&refresh=30s&deletedWithin=1d',
      ),
    );
    expect(params).toMatchObject({
      layout: 'card',
      groupBy: 'label:team',
      tabBy: 'agent',
      hidePassing: false,
      sortBy: 'uptime',
      sortDesc: true,
      pivotBy: 'label:team',
      pivotCellType: 'latency',
      refreshMs: 30_000,
      deletedWithin: '1d',
    });
    expect(parseHealthParams(new URLSearchParams('layout=grid&groupBy=bogus&sortBy=drop&deletedWithin=7h'))).toMatchObject({
      layout: 'table',
      groupBy: 'canary_name',
      sortBy: 'name',
      deletedWithin: '1h',
    });
    // The check modal's range is its own: it never changes the list's.
    expect(parseHealthParams(new URLSearchParams('deletedWithin=5y&checkId=x&timeRange=1h')).deletedWithin).toBe('5y');
    expect(pivotToParams('label:team')).toEqual({ pivotBy: 'label', pivotLabel: 'team' });
    expect(pivotToParams('none')).toEqual({ pivotBy: undefined, pivotLabel: undefined });
  });

  it('turns refresh rates into intervals, 0 (no polling) for None and unknown values', () => {
    expect(parseRefreshRate('15s')).toBe(15_000);
    expect(parseRefreshRate('2m')).toBe(120_000);
    expect(parseRefreshRate('1h')).toBe(3_600_000);
    expect(parseRefreshRate('1d')).toBe(86_400_000);
    expect(parseRefreshRate('1w')).toBe(604_800_000);
    expect(parseRefreshRate('None')).toBe(0);
    expect(parseRefreshRate('5y')).toBe(0);
    expect(parseRefreshRate(undefined)).toBe(0);
  });
});
