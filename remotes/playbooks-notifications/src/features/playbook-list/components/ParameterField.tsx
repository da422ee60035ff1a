import {
  parameterType,
  isNumericParameter,
  type BytesUnit,
  type PlaybookParameter,
  type ResourceSearchKind,
} from '@opsdeck/contracts';
import { chakra, Field, Flex, FormField, Group, Input, InputAddon, LabeledSelect, Text, Textarea } from '@opsdeck/shared';
import { CodeEditor } from '@opsdeck/shared/editor';
import { ResourceSearch, type ResourceSearchItem } from '@opsdeck/shared/resource-search';
import { useState } from 'react';
import { usePeopleOptions, useTeamOptions } from '../api/peopleAndTeams';
import {
  BYTES_UNIT_OPTIONS,
  bytesParts,
  isMultiline,
  joinBytes,
  joinMillicores,
  listOptions,
  millicoresAmount,
} from '../lib/parameter-form';

export interface ParameterFieldProps {
  param: PlaybookParameter;
  value: string;
  /** Shown once the field was touched or a submit was tried. */
  error: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
}

const PICKER_KINDS: Record<string, ResourceSearchKind> = { component: 'components', config: 'configs', check: 'checks' };

const labelOf = (param: PlaybookParameter) => param.label || param.name;

/** One parameter of the run form, by its type (spec 3: code, checkbox, list, team, people, component, config, check, text). */
export function ParameterField(props: ParameterFieldProps) {
  const { param } = props;
  const type = parameterType(param);
  if (type === 'checkbox') return <CheckboxField {...props} />;
  if (type === 'list') return <SelectField {...props} options={listOptions(param)} />;
  if (type === 'team' || type === 'people') return <DirectoryField {...props} kind={type} />;
  if (PICKER_KINDS[type]) return <ResourceField {...props} kind={PICKER_KINDS[type]!} />;
  if (type === 'code') return <CodeField {...props} />;
  if (param.properties?.format === 'bytes') return <BytesField {...props} />;
  if (param.properties?.format === 'millicores') return <MillicoresField {...props} />;
  return <TextField {...props} />;
}

function TextField({ param, value, error, onChange, onBlur }: ParameterFieldProps) {
  const numeric = isNumericParameter(param);
  return (
    <FormField label={labelOf(param)} helperText={param.description ?? undefined} error={error} required={!!param.required}>
      {isMultiline(param) ? (
        <Textarea size="sm" value={value} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} rows={4} />
      ) : (
        <Input
          size="sm"
          value={value}
          inputMode={numeric ? 'decimal' : undefined}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
        />
      )}
    </FormField>
  );
}

function BytesField({ param, value, error, onChange, onBlur }: ParameterFieldProps) {
  const { amount, unit } = bytesParts(value);
  return (
    <FormField label={labelOf(param)} helperText={param.description ?? undefined} error={error} required={!!param.required}>
      <Group attached w="full">
        <Input
          size="sm"
          inputMode="decimal"
          value={amount}
          onChange={(e) => onChange(joinBytes(e.target.value, unit))}
          onBlur={onBlur}
        />
        <LabeledSelect
          label={`${labelOf(param)} unit`}
          value={unit}
          options={BYTES_UNIT_OPTIONS}
          onChange={(next) => onChange(joinBytes(amount, next as BytesUnit))}
        />
      </Group>
    </FormField>
  );
}

function MillicoresField({ param, value, error, onChange, onBlur }: ParameterFieldProps) {
  return (
    <FormField label={labelOf(param)} helperText={param.description ?? undefined} error={error} required={!!param.required}>
      <Group attached w="full">
        <Input
          size="sm"
          inputMode="decimal"
          value={millicoresAmount(value)}
          onChange={(e) => onChange(joinMillicores(e.target.value))}
          onBlur={onBlur}
        />
        <InputAddon>m</InputAddon>
      </Group>
    </FormField>
  );
}

function CheckboxField({ param, value, onChange }: ParameterFieldProps) {
  return (
    // A native checkbox: keyboard and screen readers need nothing more.
    <Flex as="label" align="center" gap="2" fontSize="sm">
      <chakra.input type="checkbox" checked={value === 'true'} onChange={(e) => onChange(String(e.target.checked))} />
      <Text as="span">{labelOf(param)}</Text>
    </Flex>
  );
}

function SelectField({
  param,
  value,
  error,
  onChange,
  options,
}: ParameterFieldProps & { options: { value: string; label: string }[] }) {
  return (
    <LabeledSelect
      layout="stacked"
      label={labelOf(param)}
      hint={param.description ?? undefined}
      value={value}
      placeholder="Select..."
      options={options}
      onChange={onChange}
      error={error}
      required={!!param.required}
    />
  );
}

function DirectoryField(props: ParameterFieldProps & { kind: 'team' | 'people' }) {
  const teams = useTeamOptions(props.kind === 'team');
  const people = usePeopleOptions(props.kind === 'people');
  const rows = (props.kind === 'team' ? teams.data : people.data) ?? [];
  const options = rows.map((row) => ({ value: row.id, label: row.name ?? row.id }));
  return <SelectField {...props} options={options} />;
}

function ResourceField({ param, error, onChange, kind }: ParameterFieldProps & { kind: ResourceSearchKind }) {
  const [picked, setPicked] = useState<ResourceSearchItem | null>(null);
  return (
    <Field.Root invalid={error !== undefined} required={!!param.required}>
      <Field.Label>
        {labelOf(param)}
        {param.required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <ResourceSearch
        kinds={[kind]}
        label={labelOf(param)}
        value={picked}
        onChange={(item) => {
          setPicked(item);
          onChange(item?.id ?? '');
        }}
      />
      {error !== undefined ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}

function CodeField({ param, value, error, onChange }: ParameterFieldProps) {
  const language = param.properties?.language || 'yaml';
  return (
    <Field.Root invalid={error !== undefined} required={!!param.required}>
      <Field.Label>
        {labelOf(param)}
        {param.required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <CodeEditor
        value={value}
        language={language}
        height={param.properties?.size === 'large' ? '16rem' : '8rem'}
        aria-label={labelOf(param)}
        onChange={(text) => onChange(text)}
      />
      {param.properties?.jsonSchemaUrl ? (
        <Text fontSize="xs" color="fg.muted">
          Schema: {param.properties.jsonSchemaUrl}
        </Text>
      ) : null}
      {error !== undefined ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
