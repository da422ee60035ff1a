// @opsdeck/shared/time-range: the time-range picker, the time syntax and range resolution.
export {
  parseDateMath,
  parseDateMathSteps,
  applyDateMathSteps,
  isValidDateMath,
  isRelativeExpression,
  type DateMathOptions,
  type DateMathStep,
  type TimeUnit,
} from './datemath';
export {
  MAPPED_RANGE_EXPRESSIONS,
  PAST_RANGE_OPTIONS,
  FUTURE_RANGE_OPTIONS,
  MAPPED_RANGE_OPTIONS,
  customRange,
  relativeRangeLabel,
  resolveMappedRange,
  resolveTimeRange,
  sameTimeRange,
  validateTimeRange,
  type AbsoluteTimeRange,
  type MappedTimeRange,
  type MappedTimeRangeName,
  type RelativeTimeRange,
  type ResolvedTimeRange,
  type TimeRange,
} from './ranges';
export { useRecentTimeRanges } from './recents';
export { applyTimeRangeToParams, timeRangeFromParams } from './url';
export { Calendar, monthGrid, type CalendarProps } from './Calendar';
export { AbsoluteRangeForm, normalizeBound, type AbsoluteRangeFormProps } from './AbsoluteRangeForm';
export { TimeRangePicker, UrlTimeRangePicker, type TimeRangePickerProps, type UrlTimeRangePickerProps } from './TimeRangePicker';
export { useTimeRangeParams, type TimeRangeParams } from '../url-state/useTimeRangeParams';
