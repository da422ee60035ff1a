import { Skeleton, Stack } from '@opsdeck/shared';

/** What a page area shows while its code or its first data is on the way. */
export function PageSkeleton() {
  return (
    <Stack p="4" gap="3" aria-busy="true" aria-label="Loading page">
      <Skeleton height="8" width="40%" />
      <Skeleton height="6" />
      <Skeleton height="6" />
      <Skeleton height="6" />
    </Stack>
  );
}
