import { Box, Field, Input, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ComboboxStatus } from './ComboboxStatus';
import { useCombobox } from './useCombobox';

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
  /** Text shown when nothing matches. */
  emptyText: string;
  loading?: boolean;
  /** A failed load: its message, with a "Try again" button when `onRetry` is given. */
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
 * listbox shown below it (inline, so a dialog never clips it). Arrow keys and Home / End move
 * through the entries, Enter chooses, Escape closes the list without closing the dialog around it.
 * Typed text that matches no option exactly is offered as a "create" entry after the options.
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
  const text = inputValue.trim();
  const exact = options.some((option) => option.label.trim().toLowerCase() === text.toLowerCase());
  const entries: Entry[] = [
    ...options.map((option) => ({ kind: 'option', option }) as const),
    ...(text && !exact ? [{ kind: 'create', text } as const] : []),
  ];
  const combobox = useCombobox({
    items: entries,
    onPick: (entry) => (entry.kind === 'option' ? onSelect(entry.option) : onCreate(entry.text)),
    activateFirst: true,
    homeEndKeys: true,
    containEscape: true,
    onEscape,
    canExpand: entries.length > 0 || loading || error !== undefined || text === '',
    onInputChange,
  });

  return (
    <Field.Root invalid={invalid !== undefined}>
      <Field.Label>{label}</Field.Label>
      <Input ref={inputRef} size="sm" placeholder={placeholder} value={inputValue} {...combobox.inputProps} />
      {combobox.expanded ? (
        <Box w="full" borderWidth="1px" rounded="md" bg="bg.panel" {...combobox.popupProps}>
          {loading ? <ComboboxStatus kind="loading">Loading...</ComboboxStatus> : null}
          {error !== undefined ? (
            <ComboboxStatus kind="error" onRetry={onRetry}>
              {error}
            </ComboboxStatus>
          ) : null}
          {!loading && error === undefined && entries.length === 0 ? (
            <ComboboxStatus kind="empty" role={null}>
              {emptyText}
            </ComboboxStatus>
          ) : null}
          {/* The listbox itself scrolls: a scrolling wrapper around it would be a region the keyboard cannot reach. */}
          <Box as="ul" {...combobox.listboxProps} aria-label={label} listStyleType="none" m="0" p="0" maxH="56" overflowY="auto">
            {entries.map((entry, index) => (
              <Box
                as="li"
                key={entry.kind === 'option' ? entry.option.id : 'create'}
                {...combobox.getOptionProps(index)}
                aria-selected={index === combobox.activeIndex}
                px="3"
                py="1.5"
                cursor="pointer"
                fontSize="sm"
                bg={index === combobox.activeIndex ? 'bg.muted' : undefined}
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
