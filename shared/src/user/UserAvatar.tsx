import { Avatar } from '@chakra-ui/react';
import { getUserInitials, type NamedUser } from './initials';

export interface UserAvatarProps {
  user: (NamedUser & { avatar?: string | readonly string[] | null }) | null | undefined;
  size?: '2xs' | 'xs' | 'sm' | 'md' | 'lg';
}

/** The user's picture (the first one when a list is given), else their initials. */
export function UserAvatar({ user, size = 'sm' }: UserAvatarProps) {
  const avatar = user?.avatar;
  const src = typeof avatar === 'string' ? avatar : avatar?.[0];
  const label = user?.name || user?.email || 'User';
  return (
    <Avatar.Root size={size} aria-label={label} role="img">
      <Avatar.Fallback>{getUserInitials(user)}</Avatar.Fallback>
      {src ? <Avatar.Image src={src} alt={label} /> : null}
    </Avatar.Root>
  );
}
