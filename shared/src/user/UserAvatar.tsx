import { Box } from '@chakra-ui/react';
import { useState } from 'react';
import { getUserInitials, type NamedUser } from './initials';

export interface UserAvatarProps {
  user: (NamedUser & { avatar?: string | readonly string[] | null }) | null | undefined;
  size?: '2xs' | 'xs' | 'sm' | 'md' | 'lg';
}

/** The avatar recipe's sizes (box and initials), without its per-avatar state machine. */
const SIZES = {
  '2xs': { boxSize: '6', fontSize: '2xs' },
  xs: { boxSize: '8', fontSize: 'xs' },
  sm: { boxSize: '9', fontSize: 'sm' },
  md: { boxSize: '10', fontSize: 'md' },
  lg: { boxSize: '11', fontSize: 'md' },
} as const;

/**
 * The user's picture (the first one when a list is given), else their initials, also when the
 * picture fails to load. A plain element: lists and threads render hundreds of them.
 */
export function UserAvatar({ user, size = 'sm' }: UserAvatarProps) {
  const avatar = user?.avatar;
  const src = typeof avatar === 'string' ? avatar : avatar?.[0];
  const label = user?.name || user?.email || 'User';
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <Box
      as="span"
      role="img"
      aria-label={label}
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      flexShrink={0}
      rounded="full"
      overflow="hidden"
      bg="gray.subtle"
      color="gray.fg"
      fontWeight="medium"
      lineHeight="1"
      userSelect="none"
      {...SIZES[size]}
    >
      {src && failed !== src ? (
        <img src={src} alt={label} onError={() => setFailed(src)} style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
      ) : (
        getUserInitials(user)
      )}
    </Box>
  );
}
