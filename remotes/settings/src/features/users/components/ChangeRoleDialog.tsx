import { useId, useState, type FormEvent } from 'react';
import { ROLES, USERS_TEXT } from '@opsdeck/contracts';
import { Button, LabeledSelect, notify, Stack, Text } from '@opsdeck/shared';
import { Modal } from '@opsdeck/shared/dialog';
import { useUpdateUser } from '../api/updateUser';
import type { RegisteredUser } from '../lib/users';

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: role }));

/**
 * Change Role: one role replaces all the user's roles (POST /people/update with `role`). An admin
 * editing themselves cannot pick anything else than admin: the backend refuses it too.
 */
export function ChangeRoleDialog({ user, isSelf, onClose }: { user: RegisteredUser; isSelf: boolean; onClose: () => void }) {
  const formId = useId();
  const locked = isSelf && user.roles.includes('admin');
  const [role, setRole] = useState<string>(locked ? 'admin' : (user.roles[0] ?? ''));
  const update = useUpdateUser();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (locked || role === '') return;
    update.mutate(
      { id: user.id, role },
      {
        onSuccess: () => {
          notify.success(USERS_TEXT.roleChangedToast(user.name, role));
          onClose();
        },
        onError: (error) => notify.apiError(error),
      },
    );
  };

  return (
    <Modal
      open
      onClose={() => (update.isPending ? undefined : onClose())}
      title={USERS_TEXT.changeRoleTitle(user.name)}
      size="small"
      hideExpandToggle
      footer={
        <>
          <Button variant="outline" size="sm" onClick={onClose} disabled={update.isPending}>
            Cancel
          </Button>
          <Button
            type="submit"
            form={formId}
            size="sm"
            colorPalette="blue"
            loading={update.isPending}
            disabled={locked || role === ''}
          >
            Save
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <Stack gap="3">
          <LabeledSelect
            label="Role"
            layout="stacked"
            value={role}
            placeholder={role === '' ? 'Choose a role' : undefined}
            options={ROLE_OPTIONS}
            onChange={setRole}
            disabled={locked}
            hint={locked ? USERS_TEXT.ownAdminRole : undefined}
          />
          <Text fontSize="sm" color={locked ? 'fg.warning' : 'fg.muted'}>
            {locked ? USERS_TEXT.ownAdminRole : USERS_TEXT.changeRoleHelp}
          </Text>
        </Stack>
      </form>
    </Modal>
  );
}
