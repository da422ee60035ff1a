export { getUserInitials, type NamedUser } from './initials';
export { UserAvatar, type UserAvatarProps } from './UserAvatar';
