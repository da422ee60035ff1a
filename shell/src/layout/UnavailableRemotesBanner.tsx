import { REMOTE_LABELS } from '@opsdeck/contracts';
import { Flex, Text, WarningIcon } from '@opsdeck/shared';
import { useRemoteRegistry } from '../remotes/useRemoteRegistry';

/** Says which features failed to load, so missing navigation entries are explained. */
export function UnavailableRemotesBanner() {
  const { remotes } = useRemoteRegistry();
  const failed = [...remotes.values()].filter((state) => state.status === 'failed');
  if (failed.length === 0) return null;
  return (
    <Flex role="status" align="center" gap="2" px="4" py="2" bg="orange.subtle" color="orange.fg" borderBottomWidth="1px">
      <WarningIcon boxSize="4" flexShrink="0" aria-hidden="true" />
      <Text fontSize="sm">
        Temporarily unavailable: {failed.map((state) => REMOTE_LABELS[state.name]).join(', ')}. Everything else works as usual.
      </Text>
    </Flex>
  );
}
