import { ADD_INTEGRATION, FEATURES, type DirectOption, type GitOpsOption } from '@opsdeck/contracts';
import { Button, Heading, SimpleGrid, Stack } from '@opsdeck/shared';
import { useFeatureFlags } from '@opsdeck/shared/services';

export interface IntegrationTilesProps {
  onGitOps: (option: GitOpsOption) => void;
  onDirect: (option: DirectOption) => void;
}

/** The options of Add Integration: GitOps charts, and what is added directly (Log Backends only with logs on). */
export function IntegrationTiles({ onGitOps, onDirect }: IntegrationTilesProps) {
  const flags = useFeatureFlags();
  const direct = ADD_INTEGRATION.directTiles.filter((option) => option !== 'Log Backends' || flags.isEnabled(FEATURES.logs));
  return (
    <Stack gap="6">
      <Stack gap="3" role="group" aria-labelledby="add-via-gitops">
        <Heading as="h3" size="sm" id="add-via-gitops">
          {ADD_INTEGRATION.gitopsHeading}
        </Heading>
        <SimpleGrid columns={{ base: 2, md: 3 }} gap="3">
          {ADD_INTEGRATION.gitopsTiles.map((option) => (
            <Button key={option} variant="outline" h="16" onClick={() => onGitOps(option)}>
              {option}
            </Button>
          ))}
        </SimpleGrid>
      </Stack>
      <Stack gap="3" role="group" aria-labelledby="add-directly">
        <Heading as="h3" size="sm" id="add-directly">
          {ADD_INTEGRATION.directHeading}
        </Heading>
        <SimpleGrid columns={{ base: 2, md: 3 }} gap="3">
          {direct.map((option) => (
            <Button key={option} variant="outline" h="16" onClick={() => onDirect(option)}>
              {option}
            </Button>
          ))}
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}
