import { USERS_TEXT } from '@opsdeck/contracts';
import { Button, HStack } from '@opsdeck/shared';
import type { RegisteredUser } from '../lib/users';

export type UserAction = 'role' | 'deactivate' | 'reactivate' | 'delete';

/**
 * The row's buttons. On one's own row Deactivate and Delete are disabled, with the reason as
 * their title and description (the backend refuses both as well).
 */
export function UserActions({
  user,
  isSelf,
  onAction,
}: {
  user: RegisteredUser;
  isSelf: boolean;
  onAction: (action: UserAction, user: RegisteredUser) => void;
}) {
  const label = (action: string) => `${action} ${user.name}`;
  const active = user.state === 'active';
  return (
    <HStack gap="1">
      <Button size="xs" variant="outline" aria-label={label(USERS_TEXT.changeRole)} onClick={() => onAction('role', user)}>
        {USERS_TEXT.changeRole}
      </Button>
      {active ? (
        <Button
          size="xs"
          variant="outline"
          aria-label={label(USERS_TEXT.deactivate)}
          disabled={isSelf}
          title={isSelf ? USERS_TEXT.deactivateSelf : undefined}
          aria-description={isSelf ? USERS_TEXT.deactivateSelf : undefined}
          onClick={() => onAction('deactivate', user)}
        >
          {USERS_TEXT.deactivate}
        </Button>
      ) : (
        <Button
          size="xs"
          variant="outline"
          aria-label={label(USERS_TEXT.reactivate)}
          onClick={() => onAction('reactivate', user)}
        >
          {USERS_TEXT.reactivate}
        </Button>
      )}
      <Button
        size="xs"
        variant="outline"
        colorPalette="red"
        aria-label={label(USERS_TEXT.delete)}
        disabled={isSelf}
        title={isSelf ? USERS_TEXT.deleteSelf : undefined}
        aria-description={isSelf ? USERS_TEXT.deleteSelf : undefined}
        onClick={() => onAction('delete', user)}
      >
        {USERS_TEXT.delete}
      </Button>
    </HStack>
  );
}
