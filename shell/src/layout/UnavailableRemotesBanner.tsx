import { REMOTE_LABELS } from '@opsdeck/contracts';
import { Button, Flex, Text, WarningIcon } from '@opsdeck/shared';
import { useRetryRemoteManifest } from '../app/remote-loading';
import { useRemoteRegistry } from '../remotes/useRemoteRegistry';
import { FEATURE_LIST_ERROR } from '../routing/FeatureListError';

/** Says which features failed to load, so missing navigation entries are explained. */
export function UnavailableRemotesBanner() {
  const { remotes, manifestError } = useRemoteRegistry();
  const retry = useRetryRemoteManifest();
  const failed = [...remotes.values()].filter((state) => state.status === 'failed');
  if (manifestError !== undefined) {
    return (
      <Flex role="alert" align="center" gap="2" px="4" py="2" bg="red.subtle" color="red.fg" borderBottomWidth="1px">
        <WarningIcon boxSize="4" flexShrink="0" aria-hidden="true" />
        <Text fontSize="sm">{FEATURE_LIST_ERROR} Features may be missing from the navigation.</Text>
        <Button size="xs" variant="outline" ms="auto" onClick={retry}>
          Try again
        </Button>
      </Flex>
    );
  }
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
