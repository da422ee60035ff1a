import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Box, Button, Field, Flex, Input, Spinner, Text } from '@opsdeck/shared';

export interface ComboOption {
  id: string;
  label: string;
  /** A second, muted line (id, status...). */
  detail?: string | undefined;
}

export interface CreatableComboboxProps {
  label: string;
  placeholder?: string;
  /** The text in the input: what is typed, or the label of the chosen option. */
  inputValue: string;
  /** Typing: the parent drops the current choice and filters or searches with the text. */
  onInputChange: (text: string) => void;
  /** The options matching the text (filtered by the parent). */
  options: readonly ComboOption[];
  onSelect: (option: ComboOption) => void;
  /** Choosing the "create" entry offered for typed text that matches no option exactly. */
  onCreate: (text: string) => void;
  createLabel: (text: string) => string;
  /** Text shown when nothing matches and nothing is typed. */
  emptyText: string;
  loading?: boolean;
  /** A failed load: its message, with a retry button when `onRetry` is given. */
  error?: string | undefined;
  onRetry?: () => void;
  /** The validation message. */
  invalid?: string | undefined;
  helperText?: ReactNode;
  inputRef?: (element: HTMLInputElement | null) => void;
  /** Escape closed the list (a dialog around it should stay open). */
  onEscape?: () => void;
}

type Entry = { kind: 'option'; option: ComboOption } | { kind: 'create'; text: string };

/**
 * A searchable, creatable single choice, following the ARIA combobox pattern: the input owns a
 * listbox shown below it (inline, so a dialog never clips it). Arrow keys move through the
 * entries, Enter chooses, Escape closes the list without closing the dialog around it.
 */
export function CreatableCombobox({
  label,
  placeholder,
  inputValue,
  onInputChange,
  options,
  onSelect,
  onCreate,
  createLabel,
  emptyText,
  loading = false,
  error,
  onRetry,
  invalid,
  helperText,
  inputRef,
  onEscape,
}: CreatableComboboxProps) {
  const baseId = useId();
  const listId = `${baseId}-listbox`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const text = inputValue.trim();
  const exact = options.some((option) => option.label.trim().toLowerCase() === text.toLowerCase());
  const entries: Entry[] = [
    ...options.map((option) => ({ kind: 'option', option }) as const),
    ...(text && !exact ? [{ kind: 'create', text } as const] : []),
  ];
  const current = Math.min(active, entries.length - 1);
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const expanded = open && (entries.length > 0 || loading || error !== undefined || text === '');

  const choose = (entry: Entry) => {
    if (entry.kind === 'option') onSelect(entry.option);
    else onCreate(entry.text);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!open) {
          setOpen(true);
          setActive(0);
          return;
        }
        if (entries.length === 0) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((current + step + entries.length) % entries.length);
        return;
      }
      case 'Home':
      case 'End':
        if (!open || entries.length === 0) return;
        event.preventDefault();
        setActive(event.key === 'Home' ? 0 : entries.length - 1);
        return;
      case 'Enter': {
        const entry = entries[current];
        if (!open || !entry) return;
        event.preventDefault();
        choose(entry);
        return;
      }
      case 'Escape':
        if (!open) return;
        event.preventDefault();
        event.stopPropagation();
        setOpen(false);
        onEscape?.();
        return;
      default:
    }
  };

  return (
    <Field.Root invalid={invalid !== undefined}>
      <Field.Label>{label}</Field.Label>
      <Input
        ref={inputRef}
        size="sm"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && entries[current] ? optionId(current) : undefined}
        placeholder={placeholder}
        value={inputValue}
        onChange={(event) => {
          onInputChange(event.target.value);
          setOpen(true);
          setActive(0);
        }}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      {expanded ? (
        <Box
          w="full"
          borderWidth="1px"
          rounded="md"
          bg="bg.panel"
          maxH="56"
          overflowY="auto"
          onMouseDown={(e) => e.preventDefault()}
        >
          {loading ? (
            <Flex role="status" align="center" gap="2" px="3" py="2" color="fg.muted" fontSize="sm">
              <Spinner size="xs" aria-hidden="true" />
              Loading...
            </Flex>
          ) : null}
          {error !== undefined ? (
            <Flex role="alert" align="center" gap="2" px="3" py="2" fontSize="sm" color="red.fg">
              <Text flex="1">{error}</Text>
              {onRetry ? (
                <Button size="xs" variant="outline" onClick={onRetry}>
                  Try again
                </Button>
              ) : null}
            </Flex>
          ) : null}
          {!loading && error === undefined && entries.length === 0 ? (
            <Text px="3" py="2" fontSize="sm" color="fg.muted">
              {emptyText}
            </Text>
          ) : null}
          <Box as="ul" id={listId} role="listbox" aria-label={label} listStyleType="none" m="0" p="0">
            {entries.map((entry, index) => (
              <Box
                as="li"
                key={entry.kind === 'option' ? entry.option.id : 'create'}
                id={optionId(index)}
                role="option"
                aria-selected={index === current}
                px="3"
                py="1.5"
                cursor="pointer"
                fontSize="sm"
                bg={index === current ? 'bg.muted' : undefined}
                onMouseEnter={() => setActive(index)}
                onClick={() => choose(entry)}
              >
                {entry.kind === 'option' ? (
                  <>
                    <Text>{entry.option.label}</Text>
                    {entry.option.detail ? (
                      <Text fontSize="xs" color="fg.muted">
                        {entry.option.detail}
                      </Text>
                    ) : null}
                  </>
                ) : (
                  <Text fontWeight="medium">{createLabel(entry.text)}</Text>
                )}
              </Box>
            ))}
          </Box>
        </Box>
      ) : null}
      {helperText ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      {invalid !== undefined ? <Field.ErrorText>{invalid}</Field.ErrorText> : null}
    </Field.Root>
  );
}
