// @opsdeck/shared/filter-select: the filter dropdown (single, multi and include/exclude modes) with
// its windowed option list. Built on the popover and react-virtual, so it stays out of the core entry.
export {
  FilterSelect,
  MultiSelect,
  TriStateMultiSelect,
  type FilterSelectProps,
  type MultiFilterSelectProps,
  type MultiSelectProps,
  type SingleFilterSelectProps,
  type TriStateFilterSelectProps,
  type TriStateMultiSelectProps,
} from './FilterSelect';
export { OptionList, VISIBLE_ROWS, type OptionListHandle, type OptionListProps } from './OptionList';
export { multiSelectSummary, selectionSummary, toFilterOptions, type FilterOption } from './summary';
export { useAsyncOptions, type AsyncOptionsState, type FilterOptionsLoader } from './useAsyncOptions';
