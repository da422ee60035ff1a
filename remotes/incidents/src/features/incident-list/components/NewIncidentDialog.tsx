import { INCIDENT_TEXT } from '@opsdeck/contracts';
import { Button, FormField, Input, LabeledSelect, Stack, Textarea } from '@opsdeck/shared';
import { Modal } from '@opsdeck/shared/dialog';
import { useState, type FormEvent } from 'react';
import { useCreateIncident } from '../api/createIncident';
import {
  initialNewIncident,
  SEVERITY_CHOICES,
  TYPE_CHOICES,
  validateNewIncident,
  type NewIncidentErrors,
} from '../lib/new-incident';

const FORM_ID = 'new-incident-form';

/** New incident: title, type, severity and description; opens the incident once created. */
export function NewIncidentDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (id: string) => void;
}) {
  const [values, setValues] = useState(initialNewIncident);
  const [errors, setErrors] = useState<NewIncidentErrors>({});
  const create = useCreateIncident((id) => {
    setValues(initialNewIncident());
    onCreated(id);
  });
  const set = (patch: Partial<typeof values>) => {
    const next = { ...values, ...patch };
    setValues(next);
    if (Object.keys(errors).length === 0) return;
    const result = validateNewIncident(next);
    setErrors(result.ok ? {} : result.errors);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateNewIncident(values);
    if (!result.ok) return setErrors(result.errors);
    setErrors({});
    create.mutate(result.data);
  };
  const footer = (
    <>
      <Button variant="outline" onClick={onClose} disabled={create.isPending}>
        {INCIDENT_TEXT.cancel}
      </Button>
      <Button type="submit" form={FORM_ID} colorPalette="blue" loading={create.isPending} loadingText={INCIDENT_TEXT.creating}>
        {INCIDENT_TEXT.create}
      </Button>
    </>
  );
  return (
    <Modal open={open} onClose={onClose} title={INCIDENT_TEXT.newIncident} footer={footer} hideExpandToggle>
      <form id={FORM_ID} onSubmit={submit} noValidate>
        <Stack gap="4">
          <FormField label="Title" required error={errors.title}>
            <Input value={values.title} onChange={(event) => set({ title: event.target.value })} autoFocus />
          </FormField>
          <LabeledSelect
            layout="stacked"
            label="Type"
            required
            value={values.type}
            options={TYPE_CHOICES}
            error={errors.type}
            onChange={(type) => set({ type: type as typeof values.type })}
          />
          <LabeledSelect
            layout="stacked"
            label="Severity"
            required
            value={values.severity}
            options={SEVERITY_CHOICES}
            error={errors.severity}
            onChange={(severity) => set({ severity: severity as typeof values.severity })}
          />
          <FormField label="Description">
            <Textarea rows={4} value={values.description} onChange={(event) => set({ description: event.target.value })} />
          </FormField>
        </Stack>
      </form>
    </Modal>
  );
}
