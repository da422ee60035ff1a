import { Box, Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { RESOURCE_EDITOR, RESOURCE_FORM_BUTTONS, VALIDATION } from '@opsdeck/contracts';
import { useEffect, useMemo, useState } from 'react';
import { stringifyCodeValue } from '../editor';
import { CodeEditor } from '../editor/CodeEditor';
import { LabeledSelect } from '../forms/LabeledSelect';
import { LabelsEditor, labelsToRows, rowsToLabels } from './LabelsEditor';
import { checkSpec, specMarkers, type ResourceDraft } from './rules';
import type { ResourceRow, ResourceTable } from './types';

export interface SpecFormProps {
  table: ResourceTable;
  /** The saved resource; absent on the create page. */
  resource?: ResourceRow;
  /** The starting spec of a new resource. */
  initialSpec?: Record<string, unknown>;
  readOnly: boolean;
  canDelete: boolean;
  saving: boolean;
  onSave: (draft: ResourceDraft) => void;
  onDelete: () => void;
  onCancel: () => void;
}

const labelsOf = (resource: ResourceRow | undefined): Record<string, string> | undefined => {
  const labels = (resource as { labels?: unknown } | undefined)?.labels;
  return labels && typeof labels === 'object' ? (labels as Record<string, string>) : undefined;
};

/** The editor's text: as typed, or the starting spec written out (js-yaml loads on demand). */
function useSpecText(text: unknown): string | undefined {
  const [dumped, setDumped] = useState<{ from: unknown; yaml: string }>();
  useEffect(() => {
    if (typeof text === 'string') return;
    let live = true;
    void stringifyCodeValue(text, 'yaml').then((yaml) => live && setDumped({ from: text, yaml }));
    return () => {
      live = false;
    };
  }, [text]);
  if (typeof text === 'string') return text;
  return dumped && dumped.from === text ? dumped.yaml : undefined;
}

/** Name, namespace, labels and the YAML spec; errors show under the editor and keep Save disabled. */
export function SpecForm({
  table,
  resource,
  initialSpec,
  readOnly,
  canDelete,
  saving,
  onSave,
  onDelete,
  onCancel,
}: SpecFormProps) {
  const isNew = !resource;
  const [name, setName] = useState(resource?.name ?? '');
  const [namespace, setNamespace] = useState(resource?.namespace ?? 'default');
  const [labels, setLabels] = useState(() => labelsToRows(labelsOf(resource)));
  const startSpec = (resource?.spec ?? initialSpec ?? {}) as Record<string, unknown>;
  const [text, setText] = useState<unknown>(startSpec);
  const [check, setCheck] = useState(() => checkSpec({ value: startSpec }, table.validateSpec));
  const nameMissing = isNew && !name.trim();
  const namespaceMissing = isNew && !!table.namespaced && !namespace.trim();
  const invalid = !check.ok || nameMissing || namespaceMissing;
  const yaml = useSpecText(text);
  const markers = useMemo(() => specMarkers(yaml, check), [yaml, check]);

  /** Sets one top-level key of a valid spec from its select (the editor shows the spec rewritten). */
  const setSpecKey = (key: string, value: string) => {
    if (!check.ok) return;
    const next = { ...check.spec };
    if (value) next[key] = value;
    else delete next[key];
    setText(next);
    setCheck(checkSpec({ value: next }, table.validateSpec));
  };

  const submit = () => {
    if (invalid || !check.ok) return;
    onSave({ name, namespace, spec: check.spec, ...(table.labelled ? { labels: rowsToLabels(labels) } : {}) });
  };

  return (
    <Stack
      as="form"
      gap="4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Field.Root required={isNew} disabled={!isNew || readOnly} invalid={nameMissing}>
        <Field.Label>{RESOURCE_EDITOR.fields.name}</Field.Label>
        <Input value={name} onChange={(event) => setName(event.target.value)} />
        {nameMissing ? <Field.ErrorText>{VALIDATION.required}</Field.ErrorText> : null}
      </Field.Root>
      {table.namespaced ? (
        <Field.Root required={isNew} disabled={!isNew || readOnly} invalid={namespaceMissing}>
          <Field.Label>{RESOURCE_EDITOR.fields.namespace}</Field.Label>
          <Input value={namespace} onChange={(event) => setNamespace(event.target.value)} />
          {namespaceMissing ? <Field.ErrorText>{VALIDATION.required}</Field.ErrorText> : null}
        </Field.Root>
      ) : null}
      {table.labelled ? <LabelsEditor rows={labels} onChange={setLabels} disabled={readOnly} /> : null}
      {readOnly || !check.ok
        ? null
        : table.specSelects?.map((select) => {
            const current = check.spec[select.key];
            const value = typeof current === 'string' ? current : '';
            const options = [...new Set([...select.options, ...(value ? [value] : [])])];
            return (
              <LabeledSelect
                key={select.key}
                layout="stacked"
                label={select.label}
                value={value}
                placeholder="-"
                options={options.map((option) => ({ value: option, label: option }))}
                onChange={(next) => setSpecKey(select.key, next)}
              />
            );
          })}
      <Box>
        <Text fontWeight="medium" mb="1">
          {RESOURCE_EDITOR.fields.spec}
        </Text>
        <CodeEditor
          value={text}
          language="yaml"
          readOnly={readOnly}
          height="24rem"
          aria-label={RESOURCE_EDITOR.fields.spec}
          markers={markers}
          onChange={(next, parsed) => {
            setText(next);
            setCheck(checkSpec(parsed, table.validateSpec));
          }}
        />
        {!check.ok ? (
          <Stack gap="1" mt="2" role="alert" aria-label="Spec errors">
            {check.errors.map((error) => (
              <Text key={error} color="fg.error" fontSize="sm">
                {error}
              </Text>
            ))}
          </Stack>
        ) : null}
      </Box>
      {readOnly ? null : (
        <HStack justify="flex-end" gap="2">
          {canDelete && !isNew ? (
            <Button type="button" variant="outline" colorPalette="red" onClick={onDelete} disabled={saving}>
              {RESOURCE_FORM_BUTTONS.delete}
            </Button>
          ) : null}
          <Button type="button" variant="ghost" onClick={onCancel} disabled={saving}>
            {RESOURCE_FORM_BUTTONS.cancel}
          </Button>
          <Button type="submit" colorPalette="blue" disabled={invalid} loading={saving}>
            {isNew
              ? saving
                ? RESOURCE_FORM_BUTTONS.saving
                : RESOURCE_FORM_BUTTONS.save
              : saving
                ? RESOURCE_FORM_BUTTONS.updating
                : RESOURCE_FORM_BUTTONS.update}
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
