// @opsdeck/shared/overlays: interactive widgets (menus, selects, tooltips, popovers, radio groups,
// collapsibles, sliders). They need positioning and focus machinery that the login page does not,
// so they stay out of the core entry. Tabs, the drawer, the dialogs and the card width slider have
// entries of their own (@opsdeck/shared/tabs, /drawer, /dialog, /card-width): a page that uses one
// of them loads just that one.
export {
  Collapsible,
  createListCollection,
  Menu,
  Popover,
  RadioGroup,
  Select,
  Slider,
  Tooltip,
  useListCollection,
} from '@chakra-ui/react';
export type { ListCollection } from '@chakra-ui/react';
