import { Box, statusColour } from '@opsdeck/shared';

/** A component's health as a dot coloured like the kit's status badges (warning is orange). */
export function ComponentHealthDot({ health }: { health: string | null | undefined }) {
  const value = health || 'unknown';
  return (
    <Box
      as="span"
      role="img"
      aria-label={value}
      display="inline-block"
      flexShrink={0}
      boxSize="2.5"
      rounded="full"
      bg={`${statusColour(value)}.solid`}
    />
  );
}
