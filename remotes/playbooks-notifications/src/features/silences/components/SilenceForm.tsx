import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { CreateSilenceRequest } from '@opsdeck/contracts';
import { Box, Button, Field, FormField, HStack, Input, LabeledSelect, Stack, Text, Textarea } from '@opsdeck/shared';
import { ResourceSearch } from '@opsdeck/shared/resource-search';
import {
  DURATION_PRESETS,
  SILENCE_FORM_ORDER,
  SILENCE_KINDS,
  silenceRequest,
  validateSilenceForm,
  type SilenceFormErrors,
  type SilenceFormField,
  type SilenceFormValues,
  type UntilMode,
} from '../lib/silence-form';

const UNTIL_OPTIONS: readonly { value: UntilMode; label: string }[] = [
  { value: 'duration', label: 'For a duration' },
  { value: 'time', label: 'Until a date and time' },
  { value: 'indefinitely', label: 'Indefinitely' },
];

export interface SilenceFormProps {
  id: string;
  initial: SilenceFormValues;
  /** Called with the request body once the form is valid. */
  onSubmit: (request: CreateSilenceRequest) => void;
  busy?: boolean;
  /** Buttons rendered at the end of the form (a dialog puts its own in its footer instead). */
  actions?: ReactNode;
}

/**
 * The silence form: what to silence (a check, component or config item found with the resource
 * search, or a CEL filter), a name and description, from (default now) and until (a duration, a
 * date and time, or indefinitely). Messages show after the first submit and follow corrections.
 */
export function SilenceForm({ id, initial, onSubmit, busy = false, actions }: SilenceFormProps) {
  const [values, setValues] = useState<SilenceFormValues>(initial);
  const [errors, setErrors] = useState<SilenceFormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const nameTouched = useRef(initial.name !== '');
  const fields = useRef<Partial<Record<SilenceFormField, HTMLElement | null>>>({});
  const register = (field: SilenceFormField) => (element: HTMLElement | null) => {
    fields.current[field] = element;
  };

  const update = (patch: Partial<SilenceFormValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    if (submitted) setErrors(validateSilenceForm(next));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const now = new Date();
    const found = validateSilenceForm(values, now);
    setSubmitted(true);
    setErrors(found);
    const first = SILENCE_FORM_ORDER.find((field) => found[field]);
    if (first) {
      const target = fields.current[first];
      (target?.matches('input, textarea, select') ? target : target?.querySelector('input'))?.focus();
      return;
    }
    onSubmit(silenceRequest(values, now));
  };

  return (
    <form id={id} onSubmit={submit} noValidate aria-busy={busy} aria-label="Silence">
      <Stack gap="4">
        <Field.Root invalid={errors.resource !== undefined}>
          <Text as="span" fontSize="sm" fontWeight="medium">
            Resource
          </Text>
          <Box w="full" ref={register('resource')}>
            <ResourceSearch
              label="Resource"
              placeholder="Search checks, components or configs"
              kinds={SILENCE_KINDS}
              value={values.resource}
              disabled={busy}
              onChange={(resource) => {
                const patch: Partial<SilenceFormValues> = { resource };
                // The name follows the picked resource until the user types one.
                if (!nameTouched.current) patch.name = resource ? (resource.name ?? resource.id) : '';
                update(patch);
              }}
            />
          </Box>
          {errors.resource !== undefined ? <Field.ErrorText>{errors.resource}</Field.ErrorText> : null}
        </Field.Root>

        <FormField
          label="Filter"
          helperText="A CEL expression: notifications it matches are silenced. Optional with a resource."
          error={errors.filter}
        >
          <Textarea
            ref={register('filter')}
            size="sm"
            rows={2}
            fontFamily="mono"
            value={values.filter}
            placeholder={'check.type == "http"'}
            onChange={(event) => update({ filter: event.target.value })}
          />
        </FormField>

        <FormField label="Name" required error={errors.name}>
          <Input
            ref={register('name')}
            size="sm"
            value={values.name}
            onChange={(event) => {
              nameTouched.current = event.target.value !== '';
              update({ name: event.target.value });
            }}
          />
        </FormField>

        <FormField label="Description">
          <Textarea
            size="sm"
            rows={2}
            value={values.description}
            placeholder="Why notifications are silenced"
            onChange={(event) => update({ description: event.target.value })}
          />
        </FormField>

        <FormField label="From" helperText="now, now+1h, or a date and time" error={errors.from}>
          <Input
            ref={register('from')}
            size="sm"
            value={values.from}
            onChange={(event) => update({ from: event.target.value })}
          />
        </FormField>

        <LabeledSelect
          layout="stacked"
          label="Until"
          ref={register('untilMode')}
          value={values.untilMode}
          options={UNTIL_OPTIONS}
          onChange={(untilMode) => update({ untilMode: untilMode as UntilMode })}
        />

        {values.untilMode === 'duration' ? (
          <FormField label="Duration" helperText="After From: 30m, 4h, 1d, 1w" error={errors.duration}>
            <HStack gap="2" w="full">
              <Input
                ref={register('duration')}
                size="sm"
                maxW="32"
                value={values.duration}
                onChange={(event) => update({ duration: event.target.value })}
              />
              {DURATION_PRESETS.map((preset) => (
                <Button
                  key={preset}
                  size="xs"
                  variant={values.duration === preset ? 'solid' : 'outline'}
                  aria-pressed={values.duration === preset}
                  onClick={() => update({ duration: preset })}
                >
                  {preset}
                </Button>
              ))}
            </HStack>
          </FormField>
        ) : null}

        {values.untilMode === 'time' ? (
          <FormField label="End time" required error={errors.untilTime}>
            <Input
              ref={register('untilTime')}
              size="sm"
              type="datetime-local"
              value={values.untilTime}
              onChange={(event) => update({ untilTime: event.target.value })}
            />
          </FormField>
        ) : null}

        {actions}
      </Stack>
    </form>
  );
}
