// @opsdeck/shared/format: user preferences and value formatting.
export {
  getPreference,
  setPreference,
  resetPreference,
  usePreference,
  useCardWidthPreference,
  preferenceDefault,
  resolveDisplayZone,
  type PreferenceKey,
  type PreferenceValues,
  type RecentTimeRange,
} from './preferences';
export { formatDate, isEmptyDate, relativeAge, toDateTime, TIMESTAMP_FORMAT, type DateInput, type FormatDateOptions } from './dates';
export { formatBytes, formatDuration, formatRelativeShort } from './numbers';
export { FormattedDate, useFormatDate, type FormattedDateProps } from './FormattedDate';
