import { Box, Heading } from '@opsdeck/shared';

export function HealthPage() {
  return (
    <Box p={4}>
      <Heading size="md">Health</Heading>
    </Box>
  );
}
