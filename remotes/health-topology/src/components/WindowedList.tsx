import { Box } from '@opsdeck/shared';
import { useState, type ReactNode } from 'react';

export interface WindowedListProps<T> {
  items: readonly T[];
  /** Fixed height of one item in px. */
  itemHeight: number;
  /** Visible height in px. */
  height: number;
  renderItem: (item: T, index: number) => ReactNode;
  'aria-label'?: string;
}

const OVERSCAN = 5;

/** A list that renders only the items in view (fixed item height): long option lists stay cheap. */
export function WindowedList<T>({ items, itemHeight, height, renderItem, ...rest }: WindowedListProps<T>) {
  const [scrollTop, setScrollTop] = useState(0);
  const first = Math.max(0, Math.floor(scrollTop / itemHeight) - OVERSCAN);
  const last = Math.min(items.length, Math.ceil((scrollTop + height) / itemHeight) + OVERSCAN);
  return (
    <Box
      role="list"
      aria-label={rest['aria-label']}
      overflowY="auto"
      style={{ height: Math.min(height, items.length * itemHeight) }}
      onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)}
    >
      <Box position="relative" style={{ height: items.length * itemHeight }}>
        {items.slice(first, last).map((item, offset) => (
          <Box
            key={first + offset}
            role="listitem"
            position="absolute"
            left="0"
            right="0"
            style={{ top: (first + offset) * itemHeight, height: itemHeight }}
          >
            {renderItem(item, first + offset)}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
