import { invalidateResource, invalidationPrefixes, QUERY_RESOURCES, queryKeys, WRITE_INVALIDATES } from './query-keys';

/** Whether `prefix` matches `key` the way TanStack Query's invalidateQueries does (element by element, objects partially). */
function matches(prefix: readonly unknown[], key: readonly unknown[]): boolean {
  const partial = (a: unknown, b: unknown): boolean =>
    a === b ||
    (typeof a === 'object' &&
      a !== null &&
      typeof b === 'object' &&
      b !== null &&
      Object.keys(a).every((k) => partial((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])));
  return prefix.every((part, index) => partial(part, key[index]));
}

describe('query keys', () => {
  it('put every key of a resource under its prefix', () => {
    expect(queryKeys.canaries.all).toEqual(['db', 'canaries']);
    expect(queryKeys.checks.lists()).toEqual(['db', 'checks', 'list']);
    expect(queryKeys.configs.list({ sortBy: 'name' })).toEqual(['db', 'configs', 'list', { sortBy: 'name' }]);
    expect(queryKeys.configs.list()).toEqual(['db', 'configs', 'list']);
    expect(queryKeys.checks.detail('c1')).toEqual(['db', 'checks', 'detail', 'c1']);
    expect(queryKeys.checks.key('summary', { hidePassing: true })).toEqual(['db', 'checks', 'summary', { hidePassing: true }]);
    for (const resource of QUERY_RESOURCES) {
      const keys = queryKeys[resource];
      for (const key of [keys.lists(), keys.list({ page: 1 }), keys.details(), keys.detail('x'), keys.key('names')])
        expect(matches(keys.all, key)).toBe(true);
    }
  });

  it('match one list by part of its parameters', () => {
    const history = queryKeys.check_statuses.list({ checkId: 'c1', since: '2024-01-01', pageIndex: 2 });
    expect(matches(queryKeys.check_statuses.list({ checkId: 'c1' }), history)).toBe(true);
    expect(matches(queryKeys.check_statuses.list({ checkId: 'c2' }), history)).toBe(false);
  });
});

describe('invalidation after a write', () => {
  it('always includes the written resource itself', () => {
    for (const resource of QUERY_RESOURCES) expect(WRITE_INVALIDATES[resource]).toContain(resource);
  });

  it('refreshes the health summary and the topology when a canary is edited or run', () => {
    const prefixes = invalidationPrefixes('canaries');
    const healthSummary = queryKeys.checks.key('summary', { hidePassing: true, timeRange: '1h' });
    const topology = queryKeys.components.key('topology', { id: 'x' });
    expect(prefixes.some((prefix) => matches(prefix, healthSummary))).toBe(true);
    expect(prefixes.some((prefix) => matches(prefix, topology))).toBe(true);
    expect(prefixes.some((prefix) => matches(prefix, queryKeys.incidents.lists()))).toBe(false);
  });

  it('invalidates each prefix through the client', async () => {
    const invalidateQueries = jest.fn(() => Promise.resolve());
    await invalidateResource({ invalidateQueries }, 'checks');
    expect(invalidateQueries.mock.calls).toEqual([
      [{ queryKey: ['db', 'checks'] }],
      [{ queryKey: ['db', 'check_statuses'] }],
      [{ queryKey: ['db', 'components'] }],
    ]);
  });
});
