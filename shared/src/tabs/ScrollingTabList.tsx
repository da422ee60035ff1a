import { Box, IconButton, Tabs as ChakraTabs, useTabsContext, type TabsListProps } from '@chakra-ui/react';
import { forwardRef, useCallback, useEffect, useState, type Ref } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons';
import { OverflowShades } from '../scroll/OverflowShades';
import { useHorizontalOverflow } from '../scroll/useHorizontalOverflow';

export const SCROLL_TABS_BACK = 'Scroll tabs back';
export const SCROLL_TABS_FORWARD = 'Scroll tabs forward';

/** How far one arrow press moves the strip: most of its width, keeping a tab of context. */
const STEP_RATIO = 0.8;

function assignRef<T>(ref: Ref<T> | undefined, value: T) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T }).current = value;
}

function ScrollArrow({ side, onPress }: { side: 'start' | 'end'; onPress: () => void }) {
  return (
    <IconButton
      // The tabs themselves are reached with the arrow keys, which scroll the focused tab into
      // view; these buttons are the pointer's way and stay out of the Tab order.
      tabIndex={-1}
      aria-label={side === 'start' ? SCROLL_TABS_BACK : SCROLL_TABS_FORWARD}
      data-testid={`tabs-scroll-${side}`}
      size="2xs"
      variant="subtle"
      position="absolute"
      top="50%"
      transform="translateY(-50%)"
      zIndex="3"
      {...(side === 'start' ? { left: '0' } : { right: '0' })}
      onClick={onPress}
    >
      {side === 'start' ? <ChevronLeftIcon /> : <ChevronRightIcon />}
    </IconButton>
  );
}

/**
 * The kit's tab list: a strip that scrolls sideways when its tabs do not fit, with shades and
 * arrows on the sides that hide tabs, and the selected tab kept in view.
 */
export const ScrollingTabList = forwardRef<HTMLDivElement, TabsListProps>(function ScrollingTabList(
  { children, ...listProps },
  forwardedRef,
) {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const overflow = useHorizontalOverflow(element);
  const { value } = useTabsContext();
  const setRefs = useCallback(
    (node: HTMLDivElement | null) => {
      setElement(node);
      assignRef(forwardedRef, node);
    },
    [forwardedRef],
  );

  useEffect(() => {
    const selected = element?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    selected?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [element, value]);

  const scroll = (direction: -1 | 1) => {
    if (!element) return;
    element.scrollBy?.({ left: direction * Math.max(element.clientWidth * STEP_RATIO, 40), behavior: 'smooth' });
  };

  return (
    <Box position="relative" minW="0" maxW="full">
      <ChakraTabs.List
        ref={setRefs}
        overflowX="auto"
        overflowY="hidden"
        // The shades and arrows say the strip scrolls; a scrollbar under the tabs would only add noise.
        css={{
          scrollbarWidth: 'none',
          '&::-webkit-scrollbar': { display: 'none' },
          '& > [role=tab]': { flexShrink: 0, whiteSpace: 'nowrap' },
        }}
        {...listProps}
      >
        {children}
      </ChakraTabs.List>
      <OverflowShades overflow={overflow} />
      {overflow.start ? <ScrollArrow side="start" onPress={() => scroll(-1)} /> : null}
      {overflow.end ? <ScrollArrow side="end" onPress={() => scroll(1)} /> : null}
    </Box>
  );
});
