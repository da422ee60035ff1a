import {
  createdSuccessfully,
  DEFAULT_NAMESPACE,
  HEALTH_CHECK_MESSAGES,
  HEALTH_CHECK_SCHEDULES,
  HEALTH_CHECK_TYPES,
  UI_SOURCE,
  VALIDATION,
  type HealthCheckType,
} from '@opsdeck/contracts';
import { Button, FormField, Heading, HStack, Input, LabeledSelect, notify, SimpleGrid, Stack, Textarea } from '@opsdeck/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useManagedWrites } from '../api/saveManaged';
import { applicableValues, canarySpec, fieldApplies, healthCheckErrors, type HealthCheckValues } from '../lib/health-check';
import { LabelsEditor, rowsToLabels, type LabelRow } from '@opsdeck/shared/resource-editor';

function CheckForm({ type, onBack }: { type: HealthCheckType; onBack: () => void }) {
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [namespace, setNamespace] = useState<string>(DEFAULT_NAMESPACE);
  const [schedule, setSchedule] = useState<string>(HEALTH_CHECK_SCHEDULES[2]);
  const [labels, setLabels] = useState<LabelRow[]>([]);
  const [values, setValues] = useState<HealthCheckValues>({});
  const [submitted, setSubmitted] = useState(false);
  const { save } = useManagedWrites('canaries', 'canaries');
  const errors: Record<string, string> = {
    ...healthCheckErrors(type, applicableValues(type, values)),
    ...(name.trim() ? {} : { canary: VALIDATION.required }),
  };
  const shown: Record<string, string> = submitted ? errors : {};

  const submit = async () => {
    setSubmitted(true);
    if (Object.keys(errors).length) return;
    const body = {
      name: name.trim(),
      namespace: namespace.trim() || DEFAULT_NAMESPACE,
      labels: rowsToLabels(labels),
      spec: canarySpec(type, values, schedule),
      source: UI_SOURCE,
    };
    try {
      const id = await save.mutateAsync({ body });
      notify.success(createdSuccessfully(body.name));
      navigate(`/settings/canaries/${encodeURIComponent(id)}`);
    } catch (err) {
      notify.apiError(err);
    }
  };

  return (
    <form noValidate aria-label={`${type.title} health check`} onSubmit={(event) => (event.preventDefault(), void submit())}>
      <Stack gap="4">
        <FormField label="Canary name" required error={shown.canary}>
          <Input aria-label="Canary name" value={name} onChange={(e) => setName(e.target.value)} />
        </FormField>
        <FormField label="Namespace">
          <Input aria-label="Namespace" value={namespace} onChange={(e) => setNamespace(e.target.value)} />
        </FormField>
        <LabeledSelect
          layout="stacked"
          label="Schedule"
          value={schedule}
          options={HEALTH_CHECK_SCHEDULES.map((value) => ({ value, label: value }))}
          onChange={setSchedule}
        />
        <LabelsEditor rows={labels} onChange={setLabels} />
        <Heading as="h3" size="sm">
          {`${type.title} check`}
        </Heading>
        {type.fields
          .filter((field) => fieldApplies(field, values))
          .map((field) =>
            field.options ? (
              <LabeledSelect
                key={field.key}
                layout="stacked"
                label={field.label}
                placeholder="Default"
                value={values[field.key] ?? ''}
                options={field.options.map((value) => ({ value, label: value }))}
                onChange={(value) => setValues({ ...values, [field.key]: value })}
              />
            ) : field.multiline ? (
              <FormField key={field.key} label={field.label} required={field.required} error={shown[field.key]}>
                <Textarea
                  aria-label={field.label}
                  rows={4}
                  value={values[field.key] ?? ''}
                  onChange={(e) => setValues({ ...values, [field.key]: e.target.value })}
                />
              </FormField>
            ) : (
              <FormField key={field.key} label={field.label} required={field.required} error={shown[field.key]}>
                <Input
                  aria-label={field.label}
                  inputMode={field.number ? 'numeric' : undefined}
                  type={field.number ? 'number' : 'text'}
                  min={field.number ? 0 : undefined}
                  value={values[field.key] ?? ''}
                  onChange={(e) => setValues({ ...values, [field.key]: e.target.value })}
                />
              </FormField>
            ),
          )}
        <HStack justify="space-between">
          <Button variant="ghost" onClick={onBack}>
            Back
          </Button>
          <Button type="submit" colorPalette="blue" loading={save.isPending} loadingText="Saving">
            Save
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

/** A new health check: the type picker, then the type's fields, schedule and labels. */
export function HealthCheckCreate() {
  const [type, setType] = useState<HealthCheckType | null>(null);
  if (type) return <CheckForm key={type.type} type={type} onBack={() => setType(null)} />;
  return (
    <Stack gap="3" role="group" aria-labelledby="health-check-types">
      <Heading as="h3" size="sm" id="health-check-types">
        {HEALTH_CHECK_MESSAGES.pickType}
      </Heading>
      <SimpleGrid columns={{ base: 2, md: 3 }} gap="3">
        {HEALTH_CHECK_TYPES.map((entry) => (
          <Button key={entry.type} variant="outline" h="14" onClick={() => setType(entry)}>
            {entry.title}
          </Button>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
