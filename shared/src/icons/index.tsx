// Small stroke icons drawn for the kit (24x24 grid), so no icon library lands in the core bundle.
import { createIcon as createChakraIcon, type IconProps } from '@chakra-ui/react';

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

/**
 * Chakra's icon recipe sets no size, and an svg without one stretches to fill its container. The
 * default is 1em as width/height attributes: any CSS size (boxSize, a button's icon size) wins
 * over presentation attributes, so callers and buttons still size icons as before.
 */
const ICON_DEFAULT_SIZE = '1em';
const sized: IconProps = { htmlWidth: ICON_DEFAULT_SIZE, htmlHeight: ICON_DEFAULT_SIZE };

const createIcon = (options: Parameters<typeof createChakraIcon>[0]) =>
  createChakraIcon({ ...options, defaultProps: { ...sized, ...options.defaultProps } });

export const CloseIcon = createIcon({ displayName: 'CloseIcon', path: <path {...stroke} d="M6 6l12 12M18 6L6 18" /> });
export const CheckIcon = createIcon({ displayName: 'CheckIcon', path: <path {...stroke} d="M5 12.5l4.5 4.5L19 7.5" /> });
export const CheckCircleIcon = createIcon({
  displayName: 'CheckCircleIcon',
  path: [<circle key="c" {...stroke} cx="12" cy="12" r="9" />, <path key="p" {...stroke} d="M8 12.5l3 3 5-6" />],
});
export const WarningIcon = createIcon({
  displayName: 'WarningIcon',
  path: [<path key="t" {...stroke} d="M12 3.5L2.5 20h19z" />, <path key="m" {...stroke} d="M12 10v4.5M12 17.5v.01" />],
});
export const ErrorIcon = createIcon({
  displayName: 'ErrorIcon',
  path: [<circle key="c" {...stroke} cx="12" cy="12" r="9" />, <path key="m" {...stroke} d="M12 7.5v5.5M12 16.5v.01" />],
});
export const CopyIcon = createIcon({
  displayName: 'CopyIcon',
  path: [
    <rect key="a" {...stroke} x="8" y="8" width="12" height="12" rx="2" />,
    <path key="b" {...stroke} d="M16 8V5a1 1 0 00-1-1H5a1 1 0 00-1 1v10a1 1 0 001 1h3" />,
  ],
});
export const ExpandIcon = createIcon({
  displayName: 'ExpandIcon',
  path: <path {...stroke} d="M14 4h6v6M10 20H4v-6M20 4l-7 7M4 20l7-7" />,
});
export const ShrinkIcon = createIcon({
  displayName: 'ShrinkIcon',
  path: <path {...stroke} d="M20 10h-6V4M4 14h6v6M14 10l7-7M10 14l-7 7" />,
});
export const HelpIcon = createIcon({
  displayName: 'HelpIcon',
  path: [
    <circle key="c" {...stroke} cx="12" cy="12" r="9" />,
    <path key="q" {...stroke} d="M9.5 9.5a2.5 2.5 0 114 2c-1 .6-1.5 1.2-1.5 2.5M12 17v.01" />,
  ],
});
export const ChevronDownIcon = createIcon({ displayName: 'ChevronDownIcon', path: <path {...stroke} d="M6 9l6 6 6-6" /> });
export const ChevronUpIcon = createIcon({ displayName: 'ChevronUpIcon', path: <path {...stroke} d="M6 15l6-6 6 6" /> });
export const ChevronsLeftIcon = createIcon({
  displayName: 'ChevronsLeftIcon',
  path: <path {...stroke} d="M12 6l-6 6 6 6M19 6l-6 6 6 6" />,
});
export const ChevronsRightIcon = createIcon({
  displayName: 'ChevronsRightIcon',
  path: <path {...stroke} d="M12 6l6 6-6 6M5 6l6 6-6 6" />,
});
export const ChevronRightIcon = createIcon({ displayName: 'ChevronRightIcon', path: <path {...stroke} d="M9 6l6 6-6 6" /> });
export const ChevronLeftIcon = createIcon({ displayName: 'ChevronLeftIcon', path: <path {...stroke} d="M15 6l-6 6 6 6" /> });
export const ClockIcon = createIcon({
  displayName: 'ClockIcon',
  path: [<circle key="c" {...stroke} cx="12" cy="12" r="9" />, <path key="h" {...stroke} d="M12 7v5l3 2" />],
});
export const MinusIcon = createIcon({ displayName: 'MinusIcon', path: <path {...stroke} d="M5 12h14" /> });
/** An open tray: "nothing here", for empty states. */
export const EmptyTrayIcon = createIcon({
  displayName: 'EmptyTrayIcon',
  path: <path {...stroke} d="M3 13l3-8h12l3 8M3 13v6h18v-6M3 13h5l1 2h6l1-2h5" />,
});
