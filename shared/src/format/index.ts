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
export {
  formatClock,
  formatDate,
  formatMonthDay,
  formatTimestamp,
  parseDate,
  relativeAge,
  type DateInput,
  type FormatDateOptions,
} from './dates';
/** Empty, null and the zero date (year 0001) count as no date. */
export { isEmptyDate } from '@opsdeck/contracts';
export { formatBytes, formatDuration, formatPercent, formatRelativeShort } from './numbers';
export { FormattedDate, useFormatDate, type FormattedDateProps } from './FormattedDate';
export { useApplyColorMode, useColorMode, type ColorModeState } from './color-mode';
