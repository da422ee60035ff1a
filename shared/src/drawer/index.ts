// @opsdeck/shared/drawer: Chakra's drawer, on its own so a page with a side panel loads no other overlay.
export { Drawer } from '@chakra-ui/react';
