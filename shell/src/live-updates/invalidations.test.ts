import { queryKeys } from '@opsdeck/contracts';
import { createInvalidationBatch } from './invalidations';

function setup() {
  const invalidated: (readonly unknown[])[] = [];
  const pending: (() => void)[] = [];
  const batch = createInvalidationBatch(
    {
      invalidateQueries: async ({ queryKey }) => {
        invalidated.push(queryKey);
      },
    },
    (fn) => pending.push(fn),
    () => pending.splice(0),
  );
  return { batch, invalidated, run: () => pending.splice(0).forEach((fn) => fn()) };
}

describe('event invalidations', () => {
  it('invalidates the resources of a burst of events once, after the batch window', () => {
    const { batch, invalidated, run } = setup();
    batch.add('check.status');
    batch.add('check.status');
    batch.add('comment');
    expect(invalidated).toEqual([]);
    run();
    expect(invalidated).toEqual([
      queryKeys.check_statuses.all,
      queryKeys.checks.all,
      queryKeys.components.all,
      queryKeys.incidents.all,
    ]);
  });

  it('a resync invalidates all server data at once', () => {
    const { batch, invalidated, run } = setup();
    batch.add('job');
    batch.all();
    run();
    expect(invalidated).toEqual([['db']]);
  });
});
