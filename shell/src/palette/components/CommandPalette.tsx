import { PALETTE_TEXT } from '@opsdeck/contracts';
import { Box, errorMessageOf, Flex, Input, Portal, Spinner, Text } from '@opsdeck/shared';
import { Dialog } from '@opsdeck/shared/dialog';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePaletteItems } from '../hooks/usePaletteItems';
import type { PaletteItem } from '../lib/rank';
import { rememberRecent } from '../lib/recent';
import { PaletteRow } from './PaletteRow';

export interface CommandPaletteProps {
  onClose: () => void;
  /** Runs a contributed command, by its `remote:id`. */
  onRunCommand: (key: string) => void;
}

/**
 * The command palette: type to filter, arrows to move, Enter to open or run, Escape to close.
 * The focus stays in the text box; the list is its listbox (aria-activedescendant).
 */
export default function CommandPalette({ onClose, onRunCommand }: CommandPaletteProps) {
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const { items, searching, searchError } = usePaletteItems(text);
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;
  const current = Math.min(active, Math.max(items.length - 1, 0));
  // Opened after the first render, once the text box exists, so the dialog focuses it.
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(true), []);

  useEffect(() => setActive(0), [text]);
  useEffect(() => {
    document.getElementById(optionId(current))?.scrollIntoView?.({ block: 'nearest' });
    // optionId only depends on listId.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current]);

  const choose = (item: PaletteItem | undefined) => {
    if (!item) return;
    onClose();
    if (item.action.type === 'command') return onRunCommand(item.action.contribution);
    rememberRecent(item);
    navigate(item.action.to);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = items.length;
    const moves: Record<string, () => number> = {
      ArrowDown: () => (current + 1) % count,
      ArrowUp: () => (current - 1 + count) % count,
      Home: () => 0,
      End: () => count - 1,
    };
    if (event.key in moves && count > 0) {
      event.preventDefault();
      setActive(moves[event.key]!());
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(items[current]);
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      initialFocusEl={() => inputRef.current}
      placement="top"
      size="lg"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content aria-label={PALETTE_TEXT.dialogLabel} data-testid="command-palette" mt="16">
            <Box p="3" borderBottomWidth="1px">
              <Input
                ref={inputRef}
                value={text}
                onChange={(event) => setText(event.target.value)}
                onKeyDown={onKeyDown}
                placeholder={PALETTE_TEXT.placeholder}
                aria-label={PALETTE_TEXT.inputLabel}
                role="combobox"
                aria-expanded
                aria-controls={listId}
                aria-autocomplete="list"
                aria-activedescendant={items.length ? optionId(current) : undefined}
                autoComplete="off"
                variant="flushed"
                size="lg"
              />
            </Box>
            <Box
              as="ul"
              id={listId}
              role="listbox"
              aria-label={PALETTE_TEXT.dialogLabel}
              maxH="60vh"
              overflowY="auto"
              p="2"
              m="0"
            >
              {items.map((item, index) => (
                <PaletteRow
                  key={item.key}
                  id={optionId(index)}
                  item={item}
                  active={index === current}
                  onHover={() => setActive(index)}
                  onChoose={() => choose(item)}
                />
              ))}
            </Box>
            <PaletteStatus searching={searching} error={searchError} empty={items.length === 0} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function PaletteStatus({ searching, error, empty }: { searching: boolean; error: unknown; empty: boolean }) {
  return (
    <Flex px="4" py="2" gap="3" align="center" borderTopWidth="1px" fontSize="xs" color="fg.muted" role="status">
      {searching ? (
        <>
          <Spinner size="xs" />
          <Text>{PALETTE_TEXT.searching}</Text>
        </>
      ) : error ? (
        <Text color="fg.error">
          {PALETTE_TEXT.searchFailed}: {errorMessageOf(error)}
        </Text>
      ) : empty ? (
        <Text>{PALETTE_TEXT.noResults}</Text>
      ) : null}
      <Text ms="auto">{PALETTE_TEXT.hint}</Text>
    </Flex>
  );
}
