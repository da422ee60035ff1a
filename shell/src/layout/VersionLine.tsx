import { FRONTEND_VERSION } from '@opsdeck/contracts';
import { Text } from '@opsdeck/shared';
import { useBackendVersion } from './useBackendVersion';

/** The user menu's version line: this console's version and the backend's. */
export function VersionLine() {
  const backend = useBackendVersion();
  return (
    <Text px="2" py="1.5" fontSize="xs" color="fg.muted" data-testid="version-line">
      Version {FRONTEND_VERSION} · Backend {backend}
    </Text>
  );
}
