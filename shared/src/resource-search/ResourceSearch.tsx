import { Box, CloseButton, Flex, Input, Tag, Text } from '@chakra-ui/react';
import { RESOURCE_SEARCH, type ResourceSearchKind } from '@opsdeck/contracts';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { ComboboxStatus, useCombobox } from '../combobox';
import { errorMessageOf } from '../toast/toaster';
import { RESOURCE_KIND_LABELS, ResourceIcon, ResultRow } from './ResultRow';
import { useResourceSearch, type ResourceSearchItem } from './useResourceSearch';

const DEFAULT_KINDS: readonly ResourceSearchKind[] = ['configs', 'checks', 'components'];

interface ResourceSearchBaseProps {
  /** The kinds to search, in the order their groups are shown; default configs, checks, components. */
  kinds?: readonly ResourceSearchKind[];
  /** Accessible name of the input. */
  label?: string;
  placeholder?: string;
  /** Results per kind (the server's default otherwise). */
  limit?: number;
  disabled?: boolean;
}

export interface SingleResourceSearchProps extends ResourceSearchBaseProps {
  multiple?: false;
  value: ResourceSearchItem | null;
  onChange: (value: ResourceSearchItem | null) => void;
}

export interface MultiResourceSearchProps extends ResourceSearchBaseProps {
  multiple: true;
  value: readonly ResourceSearchItem[];
  onChange: (value: ResourceSearchItem[]) => void;
}

export type ResourceSearchProps = SingleResourceSearchProps | MultiResourceSearchProps;

const keyOf = (item: Pick<ResourceSearchItem, 'kind' | 'id'>) => `${item.kind}:${item.id}`;

/**
 * Picks checks, components, configs (or other kinds) by searching POST /resources/search as the
 * user types (debounced 300 ms, duty's query language). An ARIA combobox: Arrow Up / Down move
 * through the results (grouped by kind), Enter picks, Escape closes, Backspace on an empty input
 * removes the last pick (multiple). Single or multiple choice, controlled by `value`/`onChange`.
 */
export function ResourceSearch(props: ResourceSearchProps) {
  const { kinds = DEFAULT_KINDS, label = 'Search resources', placeholder = 'Search', limit, disabled } = props;
  const id = useId();
  const hintId = `${id}-hint`;
  const [text, setText] = useState('');
  const { items, loading, error } = useResourceSearch(text, kinds, limit);

  const single = props.multiple ? null : props.value;
  const many = props.multiple ? props.value : null;
  const chosen = useMemo<readonly ResourceSearchItem[]>(() => many ?? (single ? [single] : []), [many, single]);
  const chosenKeys = useMemo(() => new Set(chosen.map(keyOf)), [chosen]);

  const pick = (item: ResourceSearchItem) => {
    if (props.multiple) {
      const key = keyOf(item);
      props.onChange(chosenKeys.has(key) ? props.value.filter((v) => keyOf(v) !== key) : [...props.value, item]);
    } else {
      props.onChange(item);
      setText('');
    }
  };
  const remove = (item: ResourceSearchItem) => {
    if (props.multiple) props.onChange(props.value.filter((v) => keyOf(v) !== keyOf(item)));
    else props.onChange(null);
  };
  const combobox = useCombobox({ items, onPick: pick, closeOnPick: !props.multiple, onInputChange: setText });
  const { activeIndex } = combobox;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && props.multiple && text === '' && props.value.length > 0) {
      remove(props.value[props.value.length - 1]!);
    }
    combobox.inputProps.onKeyDown(event);
  };

  let status: { text: string; kind: 'loading' | 'empty' | 'error' } | null = null;
  if (text.trim() === '') status = { text: RESOURCE_SEARCH.emptyNoInput, kind: 'empty' };
  else if (loading) status = { text: 'Searching…', kind: 'loading' };
  else if (error) status = { text: `Search failed: ${errorMessageOf(error)}`, kind: 'error' };
  else if (items.length === 0) status = { text: RESOURCE_SEARCH.emptyWithInput, kind: 'empty' };

  let index = -1;
  const groups = kinds
    .map((kind) => ({ kind, members: items.filter((item) => item.kind === kind).map((item) => ({ item, at: (index += 1) })) }))
    .filter((group) => group.members.length > 0);

  return (
    <Box w="full">
      <Box position="relative">
        <Flex
          gap="1"
          wrap="wrap"
          align="center"
          borderWidth="1px"
          rounded="l2"
          px="2"
          py="1"
          bg={disabled ? 'bg.muted' : undefined}
        >
          {chosen.map((item) => (
            <Tag.Root key={keyOf(item)} size="md" variant="subtle" data-testid="resource-search-choice">
              <Tag.StartElement>
                <ResourceIcon item={item} />
              </Tag.StartElement>
              <Tag.Label>{item.name || item.id}</Tag.Label>
              <Tag.EndElement>
                <CloseButton
                  size="2xs"
                  aria-label={`Remove ${item.name || item.id}`}
                  disabled={disabled}
                  onClick={() => remove(item)}
                />
              </Tag.EndElement>
            </Tag.Root>
          ))}
          <Input
            flex="1"
            minW="32"
            size="sm"
            variant="flushed"
            border="none"
            {...combobox.inputProps}
            aria-label={label}
            aria-describedby={hintId}
            placeholder={placeholder}
            disabled={disabled}
            value={text}
            onKeyDown={onKeyDown}
          />
        </Flex>
        {combobox.expanded ? (
          <Box
            position="absolute"
            zIndex="dropdown"
            top="100%"
            insetX="0"
            mt="1"
            bg="bg.panel"
            borderWidth="1px"
            rounded="l2"
            shadow="md"
            py="1"
            {...combobox.popupProps}
          >
            {status ? <ComboboxStatus kind={status.kind}>{status.text}</ComboboxStatus> : null}
            {/* The listbox itself scrolls, so assistive technology knows the keyboard drives it from the input. */}
            <Box
              {...combobox.listboxProps}
              aria-label={label}
              aria-multiselectable={props.multiple ? true : undefined}
              maxH="80"
              overflowY="auto"
            >
              {status
                ? null
                : groups.map(({ kind, members }) => (
                    <Box key={kind} role="group" aria-labelledby={`${id}-group-${kind}`}>
                      <Text id={`${id}-group-${kind}`} px="3" pt="2" pb="1" fontSize="xs" fontWeight="semibold" color="fg.muted">
                        {RESOURCE_KIND_LABELS[kind]}
                      </Text>
                      {members.map(({ item, at }) => (
                        <Box
                          key={keyOf(item)}
                          {...combobox.getOptionProps(at)}
                          aria-selected={chosenKeys.has(keyOf(item))}
                          px="3"
                          py="1.5"
                          cursor="pointer"
                          bg={at === activeIndex ? 'bg.emphasized' : undefined}
                          _hover={{ bg: 'bg.muted' }}
                        >
                          <ResultRow item={item} />
                        </Box>
                      ))}
                    </Box>
                  ))}
            </Box>
          </Box>
        ) : null}
      </Box>
      <Text id={hintId} fontSize="xs" color="fg.muted" mt="1">
        {RESOURCE_SEARCH.hint}
      </Text>
    </Box>
  );
}
