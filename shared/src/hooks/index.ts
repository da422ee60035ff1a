// Small React hooks apps share: debouncing and element / viewport sizes. No Chakra, no dependencies.
export { useDebouncedValue } from './useDebouncedValue';
export { useElementWidth } from './useElementWidth';
export { useViewportHeight } from './useViewportHeight';
export { useAvailableHeight } from './useAvailableHeight';
