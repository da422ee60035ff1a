// @opsdeck/shared/overlays: interactive widgets (menus, selects, tooltips, popovers, tabs, dialogs,
// drawers, sliders) and the kit pieces built on them. They need positioning and focus-trap machinery
// that the login page does not, so they stay out of the core entry.
export {
  Collapsible,
  createListCollection,
  Dialog,
  Drawer,
  Menu,
  Popover,
  RadioGroup,
  Select,
  Slider,
  Tabs,
  Tooltip,
  useListCollection,
} from '@chakra-ui/react';
export type { ListCollection } from '@chakra-ui/react';
export * from '../dialog';
export * from '../card-width';
