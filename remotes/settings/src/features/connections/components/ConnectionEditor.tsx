import {
  CONNECTION_MESSAGES,
  connectionTypeDescription,
  RESOURCE_FORM_BUTTONS,
  TESTABLE_CONNECTION_TYPES,
  type Connection,
} from '@opsdeck/contracts';
import { Alert, Button, errorMessageOf, Flex, notify, Spacer, Stack } from '@opsdeck/shared';
import { ConfirmDialog } from '@opsdeck/shared/dialog';
import { useState } from 'react';
import { useDeleteConnection } from '../api/deleteConnection';
import { useSaveConnection } from '../api/saveConnection';
import { useTestConnection } from '../api/testConnection';
import { formErrors, toBody, type ConnectionFormState } from '../lib/form-values';
import { ConnectionFields } from './ConnectionFields';

export interface ConnectionEditorProps {
  initial: ConnectionFormState;
  /** The saved row, for a saved connection. */
  saved?: Connection | undefined;
  canWrite: boolean;
  onDone: () => void;
  /** Back to the type picker (new connections only). */
  onBack?: (() => void) | undefined;
}

type TestOutcome = { ok: boolean; text: string } | null;

/** The form of one connection with Save, Delete (confirmed) and Test connection. */
export function ConnectionEditor({ initial, saved, canWrite, onDone, onBack }: ConnectionEditorProps) {
  const id = saved?.id;
  const [state, setState] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<TestOutcome>(null);
  const save = useSaveConnection();
  const remove = useDeleteConnection();
  const test = useTestConnection();
  const errors = submitted ? formErrors(state) : {};
  const testable = id !== undefined && (TESTABLE_CONNECTION_TYPES as readonly string[]).includes(state.type);

  const submit = async () => {
    setSubmitted(true);
    if (Object.keys(formErrors(state)).length > 0) return;
    try {
      await save.mutateAsync({ body: toBody(state, saved), id });
      notify.success(id ? CONNECTION_MESSAGES.updated : CONNECTION_MESSAGES.added);
      onDone();
    } catch (err) {
      notify.apiError(err);
    }
  };
  const runTest = async () => {
    setOutcome(null);
    try {
      const result = await test.mutateAsync(id!);
      setOutcome({ ok: true, text: `${result.message}${typeof result.payload === 'string' ? `: ${result.payload}` : ''}` });
    } catch (err) {
      setOutcome({ ok: false, text: errorMessageOf(err) });
    }
  };
  const confirmDelete = async () => {
    try {
      await remove.mutateAsync(id!);
      notify.success(CONNECTION_MESSAGES.deleted(initial.name));
      onDone();
    } catch (err) {
      notify.apiError(err);
    }
  };

  return (
    <form
      noValidate
      aria-label={`${connectionTypeDescription(state.type).title} connection`}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="4">
        {!canWrite ? (
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Title>{CONNECTION_MESSAGES.readOnly}</Alert.Title>
          </Alert.Root>
        ) : null}
        <ConnectionFields state={state} onChange={setState} errors={errors} readOnly={!canWrite} />
        {outcome ? (
          <Alert.Root status={outcome.ok ? 'success' : 'error'} role="status">
            <Alert.Indicator />
            <Alert.Title>{outcome.text}</Alert.Title>
          </Alert.Root>
        ) : null}
        <Flex gap="2" wrap="wrap">
          {onBack ? (
            <Button variant="ghost" onClick={onBack}>
              Back
            </Button>
          ) : null}
          {id && canWrite ? (
            <Button variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
              {RESOURCE_FORM_BUTTONS.delete}
            </Button>
          ) : null}
          <Spacer />
          {testable && canWrite ? (
            <Button variant="outline" onClick={() => void runTest()} loading={test.isPending}>
              {CONNECTION_MESSAGES.testButton}
            </Button>
          ) : null}
          {canWrite ? (
            <Button
              type="submit"
              colorPalette="blue"
              loading={save.isPending}
              loadingText={id ? RESOURCE_FORM_BUTTONS.updating : RESOURCE_FORM_BUTTONS.saving}
            >
              {id ? RESOURCE_FORM_BUTTONS.update : RESOURCE_FORM_BUTTONS.save}
            </Button>
          ) : null}
        </Flex>
        <ConfirmDialog
          open={confirming}
          onClose={() => setConfirming(false)}
          onConfirm={confirmDelete}
          title={`Delete ${initial.name}?`}
          description="The connection is removed; anything that uses it stops working."
          confirmLabel={RESOURCE_FORM_BUTTONS.delete}
        />
      </Stack>
    </form>
  );
}
