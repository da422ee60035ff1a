import { useRef, useState, type FormEvent } from 'react';
import { NOTIFICATION_EVENTS, type Notification, type NotificationRuleWrite } from '@opsdeck/contracts';
import { FormField, Input, LabeledSelect, Stack, Text, Textarea } from '@opsdeck/shared';
import type { RecipientOptions } from '../api/recipientOptions';
import { CheckboxList } from './CheckboxList';
import {
  RULE_FORM_ORDER,
  ruleWrite,
  validateRuleForm,
  type RuleFormErrors,
  type RuleFormField,
  type RuleFormValues,
} from '../lib/rule-form';

export interface RuleFormProps {
  id: string;
  initial: RuleFormValues;
  options: RecipientOptions | undefined;
  /** The stored rule being edited: custom services the form does not show (URLs) are kept. */
  previous?: Notification;
  onSubmit: (rule: NotificationRuleWrite) => void;
  /** Each change of the values (the dialog carries them over to the YAML editor). */
  onValuesChange?: (values: RuleFormValues) => void;
  busy?: boolean;
}

const NONE = { value: '', label: 'None' };
const EVENT_OPTIONS = NOTIFICATION_EVENTS.map((event) => ({ value: event, label: event }));

/**
 * The rule form: name, the events it reacts to, a CEL filter, the title and body templates, the
 * repeat interval and its recipients (a person, a team, connections). Checked with the schema the
 * backend applies; messages show after the first submit and follow corrections.
 */
export function RuleForm({ id, initial, options, previous, onSubmit, onValuesChange, busy = false }: RuleFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<RuleFormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const fields = useRef<Partial<Record<RuleFormField, HTMLElement | null>>>({});
  const register = (field: RuleFormField) => (element: HTMLElement | null) => {
    fields.current[field] = element;
  };
  const update = (patch: Partial<RuleFormValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    onValuesChange?.(next);
    if (submitted) setErrors(validateRuleForm(next));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validateRuleForm(values);
    setSubmitted(true);
    setErrors(found);
    const first = RULE_FORM_ORDER.find((field) => found[field]);
    if (first) {
      const target = fields.current[first];
      (target?.matches('input, textarea, select, button')
        ? target
        : target?.querySelector<HTMLElement>('input, select, button')
      )?.focus();
      return;
    }
    onSubmit(ruleWrite(values, previous));
  };

  return (
    <form id={id} onSubmit={submit} noValidate aria-busy={busy} aria-label="Notification rule">
      <Stack gap="4">
        <FormField label="Name" required error={errors.name}>
          <Input
            ref={register('name')}
            size="sm"
            value={values.name}
            onChange={(event) => update({ name: event.target.value })}
          />
        </FormField>
        <Stack gap="1" ref={register('events')}>
          <Text as="span" fontSize="sm" fontWeight="medium">
            Events
          </Text>
          <CheckboxList label="Events" options={EVENT_OPTIONS} value={values.events} onChange={(events) => update({ events })} />
          {errors.events ? (
            <Text fontSize="sm" color="fg.error">
              {errors.events}
            </Text>
          ) : null}
        </Stack>
        <FormField label="Filter" helperText="A CEL expression over the event, e.g. check.type == 'http'" error={errors.filter}>
          <Textarea
            ref={register('filter')}
            size="sm"
            rows={2}
            fontFamily="mono"
            value={values.filter}
            onChange={(event) => update({ filter: event.target.value })}
          />
        </FormField>
        <FormField label="Title" helperText="Fields such as {{.check.name}} are filled in">
          <Input size="sm" value={values.title} onChange={(event) => update({ title: event.target.value })} />
        </FormField>
        <FormField label="Body">
          <Textarea size="sm" rows={3} value={values.template} onChange={(event) => update({ template: event.target.value })} />
        </FormField>
        <FormField
          label="Repeat interval"
          helperText="Send the same notification again no sooner than this, e.g. 4h"
          error={errors.repeatInterval}
        >
          <Input
            ref={register('repeatInterval')}
            size="sm"
            value={values.repeatInterval}
            onChange={(event) => update({ repeatInterval: event.target.value })}
          />
        </FormField>
        <Stack gap="2" ref={register('recipients')}>
          <LabeledSelect
            layout="stacked"
            label="Person"
            value={values.personId}
            options={[NONE, ...(options?.people ?? []).map((person) => ({ value: person.id, label: person.name ?? person.id }))]}
            onChange={(personId) => update({ personId })}
            error={errors.recipients}
          />
          <LabeledSelect
            layout="stacked"
            label="Team"
            value={values.teamId}
            options={[NONE, ...(options?.teams ?? []).map((team) => ({ value: team.id, label: team.name ?? team.id }))]}
            onChange={(teamId) => update({ teamId })}
          />
          <Text as="span" fontSize="sm" fontWeight="medium">
            Connections
          </Text>
          <CheckboxList
            label="Connections"
            columns={1}
            options={options?.connections ?? []}
            value={values.connections}
            onChange={(connections) => update({ connections })}
          />
        </Stack>
      </Stack>
    </form>
  );
}
