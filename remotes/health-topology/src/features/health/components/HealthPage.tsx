import { Box, lazyComponent } from '@opsdeck/shared';
import { useMemo } from 'react';
import { useHealthSummary } from '../api/healthSummary';
import { useHealthParams } from '../hooks/useHealthParams';
import { HealthSkeleton } from './HealthSkeleton';

// The list, its controls and their kit entries (table, tabs, drawer) load while the summary request
// is already on its way: the page starts the query before that chunk arrives.
const HealthView = lazyComponent(
  () => import('./HealthView').then((m) => m.HealthView),
  <Box p="4">
    <HealthSkeleton />
  </Box>,
);

/** /health and /view/health: the health summary list with its filters, tabs and the check modal. */
export function HealthPage() {
  const params = useHealthParams();
  const request = useMemo(
    () => ({ hidePassing: params.hidePassing, deletedWithin: params.deletedWithin }),
    [params.hidePassing, params.deletedWithin],
  );
  const summary = useHealthSummary(request, params.refreshMs);
  return <HealthView params={params} summary={summary} />;
}
