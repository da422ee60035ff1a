import { Box } from '@chakra-ui/react';
import { DROPDOWN } from '@opsdeck/contracts';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useImperativeHandle, useRef, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import type { FilterOption } from './summary';

/** Rows in view before the list scrolls. */
export const VISIBLE_ROWS = 10;
const OVERSCAN = 5;
const FOCUSABLE = 'input:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface OptionListHandle {
  /** Moves focus to the first row's first control. */
  focusFirst: () => void;
}

export interface OptionListProps {
  options: readonly FilterOption[];
  /** Fixed height of one row in px. */
  rowHeight: number;
  'aria-label': string;
  renderRow: (option: FilterOption) => ReactNode;
  /** Arrow Up on the first row (e.g. back to the filter input). */
  onExitTop?: (() => void) | undefined;
  handle?: Ref<OptionListHandle>;
}

/**
 * The rows of a dropdown. Above the spec's threshold (20) only the rows in view are rendered
 * (@tanstack/react-virtual, fixed row height). Arrow Up / Down, Home and End move focus between
 * rows, keeping the column (e.g. Include or Exclude).
 */
export function OptionList({ options, rowHeight, renderRow, onExitTop, handle, ...rest }: OptionListProps) {
  const virtual = options.length > DROPDOWN.virtualWindowThreshold;
  const scrollRef = useRef<HTMLDivElement>(null);
  const pending = useRef<{ index: number; column: number } | null>(null);
  const virtualizer = useVirtualizer({
    count: virtual ? options.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN,
    initialRect: { width: 0, height: rowHeight * VISIBLE_ROWS },
  });

  const focusRow = (index: number, column: number): boolean => {
    const row = scrollRef.current?.querySelector(`[data-index="${index}"]`);
    const targets = row ? [...row.querySelectorAll<HTMLElement>(FOCUSABLE)] : [];
    const target = targets[Math.min(column, targets.length - 1)];
    target?.focus();
    return target !== undefined;
  };
  const go = (index: number, column: number) => {
    const target = Math.max(0, Math.min(options.length - 1, index));
    if (virtual) virtualizer.scrollToIndex(target, { align: 'auto' });
    pending.current = focusRow(target, column) ? null : { index: target, column };
  };
  // A row scrolled into view on request is focused once it is rendered.
  useEffect(() => {
    if (pending.current && focusRow(pending.current.index, pending.current.column)) pending.current = null;
  });
  useImperativeHandle(handle, () => ({ focusFirst: () => go(0, 0) }));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const row = (event.target as HTMLElement).closest('[data-index]');
    if (!row || !['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const index = Number(row.getAttribute('data-index'));
    const column = Math.max(0, [...row.querySelectorAll(FOCUSABLE)].indexOf(event.target as Element));
    if (event.key === 'ArrowUp' && index === 0 && onExitTop) onExitTop();
    else if (event.key === 'ArrowDown') go(index + 1, column);
    else if (event.key === 'ArrowUp') go(index - 1, column);
    else if (event.key === 'Home') go(0, column);
    else go(options.length - 1, column);
  };

  if (!virtual) {
    return (
      <Box ref={scrollRef} role="list" aria-label={rest['aria-label']} onKeyDown={onKeyDown}>
        {options.map((option, index) => (
          <Box key={option.value} role="listitem" data-index={index}>
            {renderRow(option)}
          </Box>
        ))}
      </Box>
    );
  }
  return (
    <Box
      ref={scrollRef}
      role="list"
      aria-label={rest['aria-label']}
      overflowY="auto"
      style={{ height: Math.min(rowHeight * VISIBLE_ROWS, options.length * rowHeight) }}
      onKeyDown={onKeyDown}
    >
      <Box position="relative" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const option = options[item.index];
          return option ? (
            <Box
              key={item.key}
              role="listitem"
              aria-setsize={options.length}
              aria-posinset={item.index + 1}
              data-index={item.index}
              position="absolute"
              left="0"
              right="0"
              style={{ top: item.start, height: rowHeight }}
            >
              {renderRow(option)}
            </Box>
          ) : null;
        })}
      </Box>
    </Box>
  );
}
