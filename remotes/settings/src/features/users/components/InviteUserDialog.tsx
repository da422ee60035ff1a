import { useId, useState, type FormEvent } from 'react';
import { ROLES, USERS_TEXT, type InviteUserRequest, type InviteUserResponse } from '@opsdeck/contracts';
import {
  Alert,
  Button,
  CodeBlock,
  errorMessageOf,
  FormField,
  Input,
  LabeledSelect,
  notify,
  SimpleGrid,
  Stack,
  Text,
} from '@opsdeck/shared';
import { Modal } from '@opsdeck/shared/dialog';
import { useInviteUser } from '../api/inviteUser';
import { EMPTY_INVITE, inviteBody, validateInvite, type InviteField } from '../lib/invite-form';

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: role }));

/** Invite User: names, e-mail and role; once sent, the mailed link is shown for sharing. */
export function InviteUserDialog({ onClose }: { onClose: () => void }) {
  const formId = useId();
  const [values, setValues] = useState<InviteUserRequest>(EMPTY_INVITE);
  const [submitted, setSubmitted] = useState(false);
  const [sent, setSent] = useState<InviteUserResponse | null>(null);
  const invite = useInviteUser();
  const errors = submitted ? validateInvite(values) : {};
  const set = (field: InviteField) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(validateInvite(values)).length > 0) return;
    const body = inviteBody(values);
    invite.mutate(body, {
      onSuccess: (answer) => {
        setSent(answer);
        notify.success(USERS_TEXT.invitedToast(body.email));
      },
    });
  };

  const footer = sent ? (
    <Button size="sm" onClick={onClose}>
      Done
    </Button>
  ) : (
    <>
      <Button variant="outline" size="sm" onClick={onClose} disabled={invite.isPending}>
        Cancel
      </Button>
      <Button type="submit" form={formId} size="sm" colorPalette="blue" loading={invite.isPending}>
        {USERS_TEXT.inviteSubmit}
      </Button>
    </>
  );

  return (
    <Modal
      open
      onClose={() => (invite.isPending ? undefined : onClose())}
      title={sent ? USERS_TEXT.invitedTitle : USERS_TEXT.inviteTitle}
      size="small"
      hideExpandToggle
      closeOnInteractOutside={false}
      footer={footer}
    >
      {sent ? (
        <Stack gap="3">
          <Text>{USERS_TEXT.invitedBody(inviteBody(values).email)}</Text>
          <CodeBlock label="invitation link" code={sent.link} maxH="6rem" />
        </Stack>
      ) : (
        <form id={formId} onSubmit={submit} noValidate>
          <Stack gap="4">
            {invite.isError ? (
              <Alert.Root status="error">
                <Alert.Indicator />
                <Alert.Title>{errorMessageOf(invite.error)}</Alert.Title>
              </Alert.Root>
            ) : null}
            <SimpleGrid columns={2} gap="3">
              <FormField label="First Name" required error={errors.firstName}>
                <Input value={values.firstName} onChange={(e) => set('firstName')(e.target.value)} autoComplete="off" />
              </FormField>
              <FormField label="Last Name" required error={errors.lastName}>
                <Input value={values.lastName} onChange={(e) => set('lastName')(e.target.value)} autoComplete="off" />
              </FormField>
            </SimpleGrid>
            <FormField label="Email" required error={errors.email}>
              <Input type="email" value={values.email} onChange={(e) => set('email')(e.target.value)} autoComplete="off" />
            </FormField>
            <LabeledSelect
              label="Role"
              layout="stacked"
              required
              value={values.role}
              options={ROLE_OPTIONS}
              onChange={set('role')}
              error={errors.role}
            />
          </Stack>
        </form>
      )}
    </Modal>
  );
}
