// @opsdeck/shared/tabs: Chakra's tabs, on their own so a page with tabs loads no other overlay.
export { Tabs } from '@chakra-ui/react';
