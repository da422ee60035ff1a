import { Box, Button, ErrorPanel, Text } from '@opsdeck/shared';
import { useRetryRemoteManifest } from '../app/remote-loading';

export const FEATURE_LIST_ERROR = 'The console could not load its feature list.';

/** In place of a page whose feature is unknown because the runtime manifest could not be read. */
export function FeatureListError({ label, reason }: { label?: string; reason: string }) {
  const retry = useRetryRemoteManifest();
  return (
    <Box p="4">
      <ErrorPanel
        message={label ? `${label} could not be loaded because the console could not load its feature list.` : FEATURE_LIST_ERROR}
      >
        <Text fontSize="sm" color="fg.muted">
          {reason}
        </Text>
        <Button size="sm" variant="outline" mt="2" onClick={retry}>
          Try again
        </Button>
      </ErrorPanel>
    </Box>
  );
}
