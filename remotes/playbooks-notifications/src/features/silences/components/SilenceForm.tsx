import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { CreateSilenceRequest } from '@opsdeck/contracts';
import { Box, Button, Field, HStack, Input, NativeSelect, Stack, Text, Textarea } from '@opsdeck/shared';
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

  const errorText = (field: SilenceFormField) =>
    errors[field] !== undefined ? <Field.ErrorText>{errors[field]}</Field.ErrorText> : null;

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
          {errorText('resource')}
        </Field.Root>

        <Field.Root invalid={errors.filter !== undefined}>
          <Field.Label>Filter</Field.Label>
          <Textarea
            ref={register('filter')}
            size="sm"
            rows={2}
            fontFamily="mono"
            value={values.filter}
            placeholder={'check.type == "http"'}
            onChange={(event) => update({ filter: event.target.value })}
          />
          <Field.HelperText>A CEL expression: notifications it matches are silenced. Optional with a resource.</Field.HelperText>
          {errorText('filter')}
        </Field.Root>

        <Field.Root required invalid={errors.name !== undefined}>
          <Field.Label>
            Name
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            ref={register('name')}
            size="sm"
            value={values.name}
            onChange={(event) => {
              nameTouched.current = event.target.value !== '';
              update({ name: event.target.value });
            }}
          />
          {errorText('name')}
        </Field.Root>

        <Field.Root>
          <Field.Label>Description</Field.Label>
          <Textarea
            size="sm"
            rows={2}
            value={values.description}
            placeholder="Why notifications are silenced"
            onChange={(event) => update({ description: event.target.value })}
          />
        </Field.Root>

        <Field.Root invalid={errors.from !== undefined}>
          <Field.Label>From</Field.Label>
          <Input
            ref={register('from')}
            size="sm"
            value={values.from}
            onChange={(event) => update({ from: event.target.value })}
          />
          <Field.HelperText>now, now+1h, or a date and time</Field.HelperText>
          {errorText('from')}
        </Field.Root>

        <Field.Root>
          <Field.Label>Until</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              ref={register('untilMode')}
              value={values.untilMode}
              onChange={(event) => update({ untilMode: event.target.value as UntilMode })}
            >
              {UNTIL_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>

        {values.untilMode === 'duration' ? (
          <Field.Root invalid={errors.duration !== undefined}>
            <Field.Label>Duration</Field.Label>
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
            <Field.HelperText>After From: 30m, 4h, 1d, 1w</Field.HelperText>
            {errorText('duration')}
          </Field.Root>
        ) : null}

        {values.untilMode === 'time' ? (
          <Field.Root required invalid={errors.untilTime !== undefined}>
            <Field.Label>
              End time
              <Field.RequiredIndicator />
            </Field.Label>
            <Input
              ref={register('untilTime')}
              size="sm"
              type="datetime-local"
              value={values.untilTime}
              onChange={(event) => update({ untilTime: event.target.value })}
            />
            {errorText('untilTime')}
          </Field.Root>
        ) : null}

        {actions}
      </Stack>
    </form>
  );
}
