import { connectionTypeDescription, isConnectionType } from '@opsdeck/contracts';
import { Center } from '@opsdeck/shared';

const PALETTE = ['blue', 'teal', 'purple', 'orange', 'cyan', 'pink', 'green', 'red'];

/** The type's mark: its initials on a colour of its own, named for assistive technology. */
export function ConnectionIcon({ type, decorative = false }: { type: string | null | undefined; decorative?: boolean }) {
  const title = type && isConnectionType(type) ? connectionTypeDescription(type).title : (type ?? 'Unknown');
  const initials = title
    .split(/[\s_-]+/)
    .map((word) => word[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  const colour = PALETTE[[...title].reduce((sum, char) => sum + char.charCodeAt(0), 0) % PALETTE.length];
  return (
    <Center
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': title })}
      boxSize="6"
      rounded="md"
      bg={`${colour}.subtle`}
      color={`${colour}.fg`}
      fontSize="2xs"
      fontWeight="bold"
      flexShrink={0}
    >
      {initials}
    </Center>
  );
}
