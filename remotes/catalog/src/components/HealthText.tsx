import { Box, Flex } from '@opsdeck/shared';

const HEALTH_COLOURS: Record<string, string> = {
  healthy: 'green.solid',
  unhealthy: 'red.solid',
  warning: 'orange.solid',
  unknown: 'gray.solid',
};

/** A config item's health: a coloured dot and the word. */
export function HealthText({ health }: { health: string | null | undefined }) {
  if (!health) return null;
  return (
    <Flex align="center" gap="1.5" data-health={health}>
      <Box boxSize="2" rounded="full" bg={HEALTH_COLOURS[health] ?? 'gray.solid'} aria-hidden="true" />
      {health}
    </Flex>
  );
}
