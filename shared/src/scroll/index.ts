export { useHorizontalOverflow, type HorizontalOverflow } from './useHorizontalOverflow';
export { OverflowShades } from './OverflowShades';
export { updateKeyboardScrollable, useKeyboardScrollable } from './useKeyboardScrollable';
