import { USERS_TEXT } from '@opsdeck/contracts';
import { notify } from '@opsdeck/shared';
import { ConfirmDialog } from '@opsdeck/shared/dialog';
import { useDeleteUser } from '../api/deleteUser';
import { useUpdateUser } from '../api/updateUser';
import type { RegisteredUser } from '../lib/users';

/** Asks before deactivating (sessions end) or deleting a user; a refusal shows the server's words. */
export function UserConfirmations({
  pending,
  onClose,
}: {
  pending: { action: 'deactivate' | 'delete'; user: RegisteredUser } | null;
  onClose: () => void;
}) {
  const update = useUpdateUser();
  const remove = useDeleteUser();
  const run = async (work: () => Promise<unknown>, success: string) => {
    try {
      await work();
    } catch (error) {
      notify.apiError(error);
      throw error;
    }
    notify.success(success);
  };
  const user = pending?.user;
  return (
    <>
      <ConfirmDialog
        open={pending?.action === 'deactivate'}
        onClose={onClose}
        title={USERS_TEXT.deactivateTitle}
        description={user ? USERS_TEXT.deactivateBody(user.name) : null}
        confirmLabel={USERS_TEXT.deactivate}
        onConfirm={() =>
          user && run(() => update.mutateAsync({ id: user.id, active: false }), USERS_TEXT.deactivatedToast(user.name))
        }
      />
      <ConfirmDialog
        open={pending?.action === 'delete'}
        onClose={onClose}
        title={USERS_TEXT.deleteTitle}
        description={user ? USERS_TEXT.deleteBody(user.name) : null}
        confirmLabel={USERS_TEXT.delete}
        onConfirm={() => user && run(() => remove.mutateAsync(user.id), USERS_TEXT.deletedToast(user.name))}
      />
    </>
  );
}
