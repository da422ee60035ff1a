import { useState, type FormEvent } from 'react';
import { updatedSuccessfully, VALIDATION, type Silence } from '@opsdeck/contracts';
import { Button, Field, Input, NativeSelect, notify, Stack, Textarea } from '@opsdeck/shared';
import { Modal } from '@opsdeck/shared/dialog';
import { useUpdateSilence } from '../api/updateSilence';
import { fromLocalInput, SILENCE_MESSAGES, toLocalInput } from '../lib/silence-form';

const FORM_ID = 'edit-silence-form';

export interface EditSilenceDialogProps {
  silence: Silence;
  onClose: () => void;
}

/** The message for the end time, or undefined when it may be saved. */
export function validateUntil(indefinitely: boolean, untilTime: string, from: string | null | undefined): string | undefined {
  if (indefinitely) return undefined;
  if (!untilTime.trim()) return VALIDATION.required;
  const until = fromLocalInput(untilTime);
  if (!until) return SILENCE_MESSAGES.invalidUntil;
  const start = from ? Date.parse(from) : NaN;
  if (Number.isFinite(start) && until.getTime() <= start) return SILENCE_MESSAGES.untilAfterFrom;
  return undefined;
}

/** Edits a silence's end (a date and time, or indefinitely) and description. */
export function EditSilenceDialog({ silence, onClose }: EditSilenceDialogProps) {
  const [indefinitely, setIndefinitely] = useState(!silence.until);
  const [untilTime, setUntilTime] = useState(toLocalInput(silence.until));
  const [description, setDescription] = useState(silence.description ?? '');
  const [error, setError] = useState<string | undefined>();
  const [submitted, setSubmitted] = useState(false);
  const update = useUpdateSilence();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    const found = validateUntil(indefinitely, untilTime, silence.from);
    setSubmitted(true);
    setError(found);
    if (found) return;
    const until = indefinitely ? null : fromLocalInput(untilTime)!.toISOString();
    update.mutate(
      { id: silence.id, changes: { until, description: description.trim() || null } },
      {
        onSuccess: () => {
          notify.success(updatedSuccessfully('Silence'));
          onClose();
        },
        onError: (err) => notify.apiError(err),
      },
    );
  };

  return (
    <Modal
      open
      onClose={() => {
        if (!update.isPending) onClose();
      }}
      title="Edit Silence"
      size="small"
      hideExpandToggle
      closeOnInteractOutside={!update.isPending}
      footer={
        <>
          <Button variant="outline" size="sm" onClick={onClose} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} size="sm" colorPalette="blue" loading={update.isPending}>
            Save
          </Button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={submit} noValidate aria-label="Edit silence">
        <Stack gap="4">
          <Field.Root>
            <Field.Label>Ends</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                value={indefinitely ? 'indefinitely' : 'time'}
                onChange={(event) => {
                  const next = event.target.value === 'indefinitely';
                  setIndefinitely(next);
                  if (submitted) setError(validateUntil(next, untilTime, silence.from));
                }}
              >
                <option value="time">At a date and time</option>
                <option value="indefinitely">Indefinitely</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          {indefinitely ? null : (
            <Field.Root required invalid={error !== undefined}>
              <Field.Label>
                Until
                <Field.RequiredIndicator />
              </Field.Label>
              <Input
                size="sm"
                type="datetime-local"
                value={untilTime}
                onChange={(event) => {
                  setUntilTime(event.target.value);
                  if (submitted) setError(validateUntil(indefinitely, event.target.value, silence.from));
                }}
              />
              {error !== undefined ? <Field.ErrorText>{error}</Field.ErrorText> : null}
            </Field.Root>
          )}
          <Field.Root>
            <Field.Label>Description</Field.Label>
            <Textarea size="sm" rows={3} value={description} onChange={(event) => setDescription(event.target.value)} />
          </Field.Root>
        </Stack>
      </form>
    </Modal>
  );
}
