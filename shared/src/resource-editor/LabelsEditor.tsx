import { Button, Field, HStack, IconButton, Input, Stack } from '@chakra-ui/react';
import { CloseIcon } from '../icons';

export type LabelRow = { key: string; value: string };

export const labelsToRows = (labels: Record<string, string> | null | undefined): LabelRow[] =>
  Object.entries(labels ?? {}).map(([key, value]) => ({ key, value }));

/** Rows with a key, as the labels object to store. */
export const rowsToLabels = (rows: readonly LabelRow[]): Record<string, string> =>
  Object.fromEntries(rows.filter((row) => row.key.trim()).map((row) => [row.key.trim(), row.value]));

/** Key-value rows: add, edit and remove labels. */
export function LabelsEditor({
  rows,
  onChange,
  disabled = false,
}: {
  rows: LabelRow[];
  onChange: (rows: LabelRow[]) => void;
  disabled?: boolean;
}) {
  const set = (index: number, patch: Partial<LabelRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <Field.Root>
      <Field.Label>Labels</Field.Label>
      <Stack gap="2" w="full">
        {rows.map((row, index) => (
          <HStack key={index} gap="2">
            <Input
              aria-label={`Label ${index + 1} key`}
              placeholder="Key"
              value={row.key}
              disabled={disabled}
              onChange={(e) => set(index, { key: e.target.value })}
            />
            <Input
              aria-label={`Label ${index + 1} value`}
              placeholder="Value"
              value={row.value}
              disabled={disabled}
              onChange={(e) => set(index, { value: e.target.value })}
            />
            <IconButton
              aria-label={`Remove label ${index + 1}`}
              variant="ghost"
              size="sm"
              disabled={disabled}
              onClick={() => onChange(rows.filter((_, i) => i !== index))}
            >
              <CloseIcon />
            </IconButton>
          </HStack>
        ))}
        <Button
          size="xs"
          variant="outline"
          alignSelf="flex-start"
          disabled={disabled}
          onClick={() => onChange([...rows, { key: '', value: '' }])}
        >
          Add label
        </Button>
      </Stack>
    </Field.Root>
  );
}
