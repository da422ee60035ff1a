import { Span } from '@chakra-ui/react';
import type { DatetimePreference } from '@opsdeck/contracts';
import { useCallback } from 'react';
import { formatDate, formatTimestamp, type DateInput } from './dates';
import { resolveDisplayZone, usePreference } from './preferences';

/** Formats dates with the user's datetime and timezone preferences. */
export function useFormatDate(): (value: DateInput, style?: DatetimePreference) => string {
  const [preferred] = usePreference('datetime_preference');
  const [zonePref] = usePreference('display_timezone_preference');
  const zone = resolveDisplayZone(zonePref);
  return useCallback(
    (value: DateInput, style?: DatetimePreference) => formatDate(value, style ?? preferred, zone ? { zone } : {}),
    [preferred, zone],
  );
}

export interface FormattedDateProps {
  value: DateInput;
  /** Overrides the user's preference. */
  style?: DatetimePreference;
  /** Shown for empty dates (default nothing). */
  empty?: string;
}

/** A date in the user's preferred style and zone; the exact timestamp is in the tooltip. */
export function FormattedDate({ value, style, empty = '' }: FormattedDateProps) {
  const format = useFormatDate();
  const [zonePref] = usePreference('display_timezone_preference');
  const zone = resolveDisplayZone(zonePref);
  const text = format(value, style);
  if (!text) return empty ? <Span color="fg.muted">{empty}</Span> : null;
  const exact = formatTimestamp(value, zone);
  return (
    // A time element: machines read the instant, and visual tests mask every displayed time.
    <Span as="time" title={exact} whiteSpace="nowrap">
      {text}
    </Span>
  );
}
