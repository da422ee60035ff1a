import { Skeleton, Stack } from '@opsdeck/shared';

/** Shown while the first load has no data. */
export function HealthSkeleton() {
  return (
    <Stack gap="2" aria-busy="true" aria-label="Loading health checks" data-testid="health-skeleton">
      <Skeleton height="8" />
      {Array.from({ length: 8 }, (_, i) => (
        <Skeleton key={i} height="6" />
      ))}
    </Stack>
  );
}
