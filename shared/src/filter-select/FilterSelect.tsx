import { Box, Button, Checkbox, Input, Popover, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { DROPDOWN, type TristateValue } from '@opsdeck/contracts';
import { useMemo, useRef, useState } from 'react';
import { TriStateToggle } from '../filters';
import { CheckIcon, ChevronDownIcon } from '../icons';
import { OptionList, type OptionListHandle } from './OptionList';
import { multiSelectSummary, selectionSummary, toFilterOptions, type FilterOption } from './summary';
import { useAsyncOptions, type FilterOptionsLoader } from './useAsyncOptions';

interface FilterSelectBaseProps {
  /** What is filtered: the trigger's caption and the name of every part. */
  label: string;
  /** The choices, as strings or `{value, label?, count?}`. Ignored when `loadOptions` is given. */
  options?: readonly (string | FilterOption)[];
  /** Asks the choices for the typed text (debounced 100 ms) instead of filtering `options`. */
  loadOptions?: FilterOptionsLoader;
}

export interface SingleFilterSelectProps extends FilterSelectBaseProps {
  mode: 'single';
  value: string | undefined;
  /** The chosen value, or undefined when cleared. */
  onChange: (value: string | undefined) => void;
}

export interface MultiFilterSelectProps extends FilterSelectBaseProps {
  mode: 'multi';
  value: readonly string[];
  onChange: (value: string[]) => void;
}

export interface TriStateFilterSelectProps extends FilterSelectBaseProps {
  mode: 'tristate';
  /** value -> 1 (include) or -1 (exclude); others are neutral. */
  value: Readonly<Record<string, number>>;
  onChange: (value: string, mode: TristateValue) => void;
}

export type FilterSelectProps = SingleFilterSelectProps | MultiFilterSelectProps | TriStateFilterSelectProps;

/** Per-mode look and wording: the checkbox modes name their parts "options", the tri-state mode "values". */
const LOOK = {
  single: { rowHeight: 30, width: '64', compact: true, noun: 'options', filterPlaceholder: 'Filter' },
  multi: { rowHeight: 30, width: '64', compact: true, noun: 'options', filterPlaceholder: 'Filter' },
  tristate: { rowHeight: 32, width: '72', compact: false, noun: 'values', filterPlaceholder: 'Filter values' },
} as const;

function summaryOf(props: FilterSelectProps, labelOf: (value: string) => string): string {
  if (props.mode === 'tristate') return selectionSummary(props.value);
  if (props.mode === 'multi') return multiSelectSummary(props.value);
  return props.value === undefined ? 'All' : labelOf(props.value);
}

/**
 * One dropdown for every filter: single choice, several choices (checkboxes) or include/exclude
 * per value (tri-state). The trigger shows the choice, collapsing to a count from four values on;
 * lists longer than 20 get a filter input and render only the rows in view; `loadOptions` asks the
 * server as the user types (debounced 100 ms). Arrow keys move between rows, Escape closes.
 */
export function FilterSelect(props: FilterSelectProps) {
  const { label, options = [], loadOptions, mode } = props;
  const look = LOOK[mode];
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState('');
  const filterInput = useRef<HTMLInputElement>(null);
  const list = useRef<OptionListHandle>(null);

  const all = useMemo(() => toFilterOptions(options), [options]);
  const loaded = useAsyncOptions(open ? loadOptions : undefined, filter);
  const shown = useMemo(() => {
    if (loadOptions) return loaded.options;
    const needle = filter.trim().toLowerCase();
    return needle ? all.filter((o) => o.value.toLowerCase().includes(needle)) : all;
  }, [all, filter, loadOptions, loaded.options]);
  const labelOf = (value: string) => [...all, ...loaded.options].find((o) => o.value === value)?.label ?? value;
  const searchable = loadOptions !== undefined || all.length > DROPDOWN.virtualWindowThreshold;
  const summary = summaryOf(props, labelOf);
  const listLabel = mode === 'tristate' ? `${label} values` : label;

  const row = (option: FilterOption) => {
    const text = option.label ?? option.value;
    if (props.mode === 'tristate') {
      return (
        <Box px="2" py="1" title={option.count !== undefined ? `${option.value} (${option.count})` : option.value}>
          <TriStateToggle
            label={text || '(empty)'}
            value={(props.value[option.value] ?? 0) as TristateValue}
            onChange={(next) => props.onChange(option.value, next)}
          />
        </Box>
      );
    }
    if (props.mode === 'multi') {
      const { value, onChange } = props;
      return (
        <Checkbox.Root
          size="sm"
          px="2"
          h={`${look.rowHeight}px`}
          checked={value.includes(option.value)}
          onCheckedChange={(d) =>
            onChange(d.checked === true ? [...value, option.value] : value.filter((v) => v !== option.value))
          }
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label truncate>{text}</Checkbox.Label>
        </Checkbox.Root>
      );
    }
    const selected = props.value === option.value;
    return (
      <Button
        size="sm"
        variant="ghost"
        w="full"
        h={`${look.rowHeight}px`}
        px="2"
        justifyContent="space-between"
        fontWeight="normal"
        aria-pressed={selected}
        onClick={() => {
          props.onChange(option.value);
          setOpen(false);
        }}
      >
        <Text as="span" truncate>
          {text}
        </Text>
        {selected ? <CheckIcon boxSize="4" aria-hidden="true" /> : null}
      </Button>
    );
  };

  const chosen = props.mode === 'multi' ? props.value.length > 0 : props.mode === 'single' && props.value !== undefined;
  const clear = () => {
    if (props.mode === 'multi') props.onChange([]);
    else if (props.mode === 'single') props.onChange(undefined);
  };

  return (
    <Popover.Root
      positioning={{ placement: 'bottom-start' }}
      lazyMount
      unmountOnExit
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
    >
      <Popover.Trigger asChild>
        <Button
          size={look.compact ? 'sm' : 'xs'}
          variant="outline"
          {...(look.compact ? { maxW: '64' } : { w: 'full', justifyContent: 'space-between' })}
          aria-label={`${label}: ${summary}`}
        >
          <Text as="span" truncate>
            <Text as="span" fontWeight="semibold">
              {label}
            </Text>
            : {summary}
          </Text>
          <ChevronDownIcon boxSize="4" aria-hidden="true" />
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w={look.width} aria-label={`${label} ${look.noun}`}>
            <Popover.Body p="2">
              <Stack gap="2">
                {searchable ? (
                  <Input
                    ref={filterInput}
                    size="xs"
                    placeholder={look.filterPlaceholder}
                    aria-label={mode === 'tristate' ? `Filter ${label} values` : `Filter ${label}`}
                    value={filter}
                    onChange={(e) => setFilter(e.target.value)}
                    onKeyDown={(e) => {
                      if (e.key !== 'ArrowDown') return;
                      e.preventDefault();
                      list.current?.focusFirst();
                    }}
                  />
                ) : null}
                {loadOptions && loaded.loading ? (
                  <Box px="2" role="status" aria-live="polite">
                    <Spinner size="xs" me="2" />
                    <Text as="span" fontSize="sm" color="fg.muted">
                      Loading
                    </Text>
                  </Box>
                ) : loadOptions && loaded.failed ? (
                  <Text fontSize="sm" color="fg.error" px="2" role="alert">
                    Could not load {look.noun}
                  </Text>
                ) : shown.length === 0 ? (
                  <Text fontSize="sm" color="fg.muted" px="2">
                    No options found
                  </Text>
                ) : (
                  <OptionList
                    handle={list}
                    options={shown}
                    rowHeight={look.rowHeight}
                    renderRow={row}
                    aria-label={listLabel}
                    onExitTop={searchable ? () => filterInput.current?.focus() : undefined}
                  />
                )}
                {chosen ? (
                  <Button size="2xs" variant="ghost" alignSelf="flex-end" onClick={clear}>
                    Clear
                  </Button>
                ) : null}
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}

export interface MultiSelectProps {
  label: string;
  options: readonly (string | FilterOption)[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  loadOptions?: FilterOptionsLoader;
}

/** A dropdown of checkboxes; long lists are searchable and windowed. */
export function MultiSelect(props: MultiSelectProps) {
  return <FilterSelect mode="multi" {...props} />;
}

export interface TriStateMultiSelectProps {
  label: string;
  options: readonly (string | FilterOption)[];
  /** value -> 1 (include) or -1 (exclude); others are neutral. */
  selection: Readonly<Record<string, number>>;
  onChange: (value: string, mode: TristateValue) => void;
  loadOptions?: FilterOptionsLoader;
}

/** A dropdown of values, each with include/exclude toggles; long lists are searchable and windowed. */
export function TriStateMultiSelect({ selection, ...props }: TriStateMultiSelectProps) {
  return <FilterSelect mode="tristate" value={selection} {...props} />;
}
