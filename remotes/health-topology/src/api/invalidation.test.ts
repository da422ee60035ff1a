// The remote's reads are keyed by the contracts' convention, so a write to canaries or checks made
// anywhere in the console (another remote's editor, Run Now here) refreshes them.
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { invalidateResource, type QueryResource } from '@opsdeck/contracts';
import type { AxiosInstance } from 'axios';
import { checkDetailQueryOptions } from '../features/check-detail/api/checkDetail';
import { checkHistoryQueryOptions } from '../features/check-detail/api/checkHistory';
import { checkSummaryQueryOptions } from '../features/check-detail/api/checkSummary';
import { healthSummaryQueryOptions } from '../features/health/api/healthSummary';
import { topologyQueryOptions } from '../features/topology/api/topologyTree';

const api = {} as AxiosInstance;
const keys: Record<string, QueryKey> = {
  healthSummary: healthSummaryQueryOptions(api, { hidePassing: false, deletedWithin: '1h' }, 0).queryKey,
  checkSummary: checkSummaryQueryOptions(api, 'c1', true).queryKey,
  checkDetail: checkDetailQueryOptions(api, 'c1').queryKey,
  checkHistory: checkHistoryQueryOptions(api, { checkId: 'c1', since: '2024-01-01T00:00:00Z', pageIndex: 0, pageSize: 50 })
    .queryKey,
  topology: topologyQueryOptions(api, {
    sortBy: 'name',
    sortOrder: 'asc',
    status: [],
    type: [],
    team: [],
    labels: [],
    showHidden: false,
  }).queryKey,
};

/** The queries left stale after a write to `resource`, with every query cached and fresh before it. */
async function staleAfterWriting(resource: QueryResource): Promise<string[]> {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  for (const key of Object.values(keys)) client.setQueryData(key, []);
  const stale = () =>
    Object.entries(keys)
      .filter(([, key]) => client.getQueryCache().find({ queryKey: key, exact: true })?.isStale())
      .map(([name]) => name);
  expect(stale()).toEqual([]);
  await invalidateResource(client, resource);
  return stale();
}

describe('invalidation across remotes', () => {
  it('a canary edited or run marks the health summary, the open check and the topology stale', async () => {
    expect(await staleAfterWriting('canaries')).toEqual([
      'healthSummary',
      'checkSummary',
      'checkDetail',
      'checkHistory',
      'topology',
    ]);
  });

  it('a check result marks the health summary stale', async () => {
    expect(await staleAfterWriting('check_statuses')).toEqual(
      expect.arrayContaining(['healthSummary', 'checkSummary', 'checkHistory']),
    );
  });

  it('writes to unrelated resources leave them fresh', async () => {
    expect(await staleAfterWriting('incidents')).toEqual([]);
    expect(await staleAfterWriting('connections')).toEqual([]);
  });
});
