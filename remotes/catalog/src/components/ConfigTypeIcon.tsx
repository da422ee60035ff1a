import { Box } from '@opsdeck/shared';

/** Short marks of the type families the catalog knows (the part before the first `::`). */
const FAMILY_MARKS: Record<string, { mark: string; palette: string }> = {
  Kubernetes: { mark: 'K8s', palette: 'blue' },
  AWS: { mark: 'AWS', palette: 'orange' },
  Azure: { mark: 'AZ', palette: 'cyan' },
  GCP: { mark: 'GCP', palette: 'green' },
  MissionControl: { mark: 'MC', palette: 'purple' },
  Opsdeck: { mark: 'OD', palette: 'purple' },
};

/** The family of a `Group::Kind` type. */
export const typeFamily = (type: string | null | undefined) => (type ?? '').split('::')[0] ?? '';

/** A small mark for an item's type family; `data-icon` carries the full type. */
export function ConfigTypeIcon({ type }: { type: string | null | undefined }) {
  const family = typeFamily(type);
  const known = FAMILY_MARKS[family] ?? { mark: family.slice(0, 3) || '?', palette: 'gray' };
  return (
    <Box
      as="span"
      aria-hidden="true"
      data-icon={type ?? ''}
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      minW="8"
      px="1"
      fontSize="2xs"
      fontWeight="semibold"
      rounded="sm"
      bg={`${known.palette}.subtle`}
      color={`${known.palette}.fg`}
      flexShrink={0}
    >
      {known.mark}
    </Box>
  );
}
