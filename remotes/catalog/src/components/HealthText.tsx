import { Flex, type SystemStyleObject } from '@opsdeck/shared';

const HEALTH_COLOURS: Record<string, string> = {
  healthy: 'green.solid',
  unhealthy: 'red.solid',
  warning: 'orange.solid',
  unknown: 'gray.solid',
};

// One styled element a health: the dot is a plain span coloured by the health on its parent.
const HEALTH_TEXT_CSS: SystemStyleObject = {
  '& > [data-dot]': { display: 'block', boxSize: '2', rounded: 'full', bg: 'gray.solid', flexShrink: 0 },
  ...Object.fromEntries(
    Object.entries(HEALTH_COLOURS).map(([health, colour]) => [`&[data-health=${health}] > [data-dot]`, { bg: colour }]),
  ),
};

/** A config item's health: a coloured dot and the word. */
export function HealthText({ health }: { health: string | null | undefined }) {
  if (!health) return null;
  return (
    <Flex align="center" gap="1.5" data-health={health} css={HEALTH_TEXT_CSS}>
      <span data-dot="" aria-hidden="true" />
      {health}
    </Flex>
  );
}
