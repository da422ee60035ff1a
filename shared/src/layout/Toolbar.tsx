import { Flex, type FlexProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface ToolbarProps extends Omit<FlexProps, 'children' | 'aria-label'> {
  /** Names the group for assistive technology (e.g. "Filters"). */
  'aria-label': string;
  /** Search, filters and view choices, in reading order from the start. */
  children?: ReactNode;
  /** What the page offers to do (New..., Refresh, a snapshot), kept together at the end. */
  actions?: ReactNode;
}

/** A search box keeps a usable width and gives way first; other controls keep their own width. */
const ITEM_RULES = {
  '& > *': { flexShrink: 0 },
  '& > input[type=search], & > [data-toolbar-search]': { flex: '0 1 12rem', minWidth: '9rem' },
  // A native select is as wide as its longest choice (a long label key, a person's full name):
  // capped, the chosen value is cut instead of pushing the row onto two lines.
  '& select': { maxWidth: '9rem' },
} as const;

/**
 * The one layout of every toolbar above a list or a board: one row at desktop widths; on narrower
 * windows items wrap to the next row in their reading order, every control at its own width, and
 * the actions wrap as one group that stays at the end of its row.
 */
export function Toolbar({ children, actions, ...rest }: ToolbarProps) {
  return (
    <Flex role="group" data-toolbar="" align="center" gap="2" wrap="wrap" minW="0" css={ITEM_RULES} {...rest}>
      {children}
      {actions ? (
        <Flex data-toolbar-actions="" align="center" gap="2" wrap="wrap" justify="flex-end" ms="auto">
          {actions}
        </Flex>
      ) : null}
    </Flex>
  );
}
