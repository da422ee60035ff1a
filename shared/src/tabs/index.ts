// @opsdeck/shared/tabs: Chakra's tabs, on their own so a page with tabs loads no other overlay.
// Every tab list of the product is the kit's scrolling strip, so no page has to remember it.
import { Tabs as ChakraTabs } from '@chakra-ui/react';
import { ScrollingTabList } from './ScrollingTabList';

export const Tabs = { ...ChakraTabs, List: ScrollingTabList };
export { ScrollingTabList, SCROLL_TABS_BACK, SCROLL_TABS_FORWARD } from './ScrollingTabList';
