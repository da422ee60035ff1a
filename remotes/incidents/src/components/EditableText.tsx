import { Button, Flex, IconButton, Input, Textarea } from '@opsdeck/shared';
import { useState, type KeyboardEvent, type ReactNode } from 'react';

export interface EditableTextProps {
  /** Accessible name of the field and of its Edit button ("Edit <label>"). */
  label: string;
  value: string;
  onSave: (value: string) => void;
  /** How the value shows when not being edited. */
  children: ReactNode;
  multiline?: boolean;
  /** Values that may not be saved (e.g. an empty title). */
  required?: boolean;
  disabled?: boolean;
}

/**
 * A value with an Edit button: Enter (Ctrl+Enter in a multi-line field) saves, Escape cancels.
 * Without the right to edit, only the value shows.
 */
export function EditableText({
  label,
  value,
  onSave,
  children,
  multiline = false,
  required = false,
  disabled = false,
}: EditableTextProps) {
  const [draft, setDraft] = useState<string | null>(null);
  if (draft === null)
    return (
      <Flex align="start" gap="2" minW="0">
        <Flex flex="1" minW="0">
          {children}
        </Flex>
        {disabled ? null : (
          <IconButton size="xs" variant="ghost" aria-label={`Edit ${label}`} onClick={() => setDraft(value)}>
            ✎
          </IconButton>
        )}
      </Flex>
    );
  const invalid = required && draft.trim() === '';
  const save = () => {
    if (invalid) return;
    if (draft !== value) onSave(draft.trim());
    setDraft(null);
  };
  const keys = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      setDraft(null);
    } else if (event.key === 'Enter' && (!multiline || event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      save();
    }
  };
  const field = multiline ? (
    <Textarea aria-label={label} value={draft} rows={4} autoFocus onChange={(e) => setDraft(e.target.value)} onKeyDown={keys} />
  ) : (
    <Input
      aria-label={label}
      value={draft}
      size="sm"
      autoFocus
      aria-invalid={invalid}
      onChange={(e) => setDraft(e.target.value)}
      onKeyDown={keys}
    />
  );
  return (
    <Flex gap="2" align="start" direction={multiline ? 'column' : 'row'} w="full">
      {field}
      <Flex gap="2">
        <Button size="xs" colorPalette="blue" onClick={save} disabled={invalid}>
          Save
        </Button>
        <Button size="xs" variant="outline" onClick={() => setDraft(null)}>
          Cancel
        </Button>
      </Flex>
    </Flex>
  );
}
