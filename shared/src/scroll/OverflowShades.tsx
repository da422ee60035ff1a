import { Box } from '@chakra-ui/react';
import type { HorizontalOverflow } from './useHorizontalOverflow';

// A soft edge in the border token, so it reads in light and dark themes alike.
const SHADE = 'var(--chakra-colors-border-emphasized)';

function Shade({ side }: { side: 'start' | 'end' }) {
  return (
    <Box
      aria-hidden="true"
      data-testid={`overflow-${side}`}
      position="absolute"
      top="0"
      bottom="0"
      w="3"
      pointerEvents="none"
      zIndex="2"
      {...(side === 'start' ? { left: '0' } : { right: '0' })}
      style={{ background: `linear-gradient(to ${side === 'start' ? 'right' : 'left'}, ${SHADE}, transparent)` }}
    />
  );
}

/**
 * Shades on the sides of a horizontally scrolling area where content is hidden: the visible cue
 * that a table or tab strip scrolls. Render inside a positioned box around the scroll container.
 */
export function OverflowShades({ overflow }: { overflow: HorizontalOverflow }) {
  return (
    <>
      {overflow.start ? <Shade side="start" /> : null}
      {overflow.end ? <Shade side="end" /> : null}
    </>
  );
}
