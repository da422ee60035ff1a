// @opsdeck/shared/url-state: page state kept in the URL.
export {
  usePaginationParams,
  type PaginationParams,
  type PaginationParamsOptions,
  type PaginationState,
} from './usePaginationParams';
export { useSortParams, type SortingState, type SortOrder, type SortParams, type SortParamsOptions } from './useSortParams';
export { useTimeRangeParams, type TimeRangeParams } from './useTimeRangeParams';
export { useJsonParam, useTriStateFilterParam, type TriStateFilterParam } from './useFilterParams';
export { withParams } from './params';
