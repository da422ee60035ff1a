import { Button, Flex, Popover, Portal, Separator, Text } from '@chakra-ui/react';
import { INVALID_MAPPED_TIME_RANGE, URL_STATE_KEYS } from '@opsdeck/contracts';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ChevronDownIcon, ClockIcon, WarningIcon } from '../icons';
import { useTimeRangeParams } from '../url-state/useTimeRangeParams';
import { AbsoluteRangeForm } from './AbsoluteRangeForm';
import { customRange, FUTURE_RANGE_OPTIONS, MAPPED_RANGE_OPTIONS, PAST_RANGE_OPTIONS, type TimeRange } from './ranges';
import { RangeOptionList } from './RangeOptionList';
import { useRecentTimeRanges } from './recents';

export interface TimeRangePickerProps {
  value: TimeRange | undefined;
  /** Called with the chosen range, or undefined after Clear. */
  onChange: (range: TimeRange | undefined) => void;
  /** "past" (default) offers past relative and quick ranges; "future" offers Indefinitely and now+ steps. */
  direction?: 'past' | 'future';
  /** Trigger text when no range is set. */
  placeholder?: string;
  size?: 'xs' | 'sm' | 'md';
}

/** Popover to choose a relative, quick (mapped) or absolute time range. */
export function TimeRangePicker({
  value,
  onChange,
  direction = 'past',
  placeholder = 'Select time range',
  size = 'sm',
}: TimeRangePickerProps) {
  const [open, setOpen] = useState(false);
  const [recents, remember] = useRecentTimeRanges();

  const apply = (range: TimeRange | undefined) => {
    onChange(range);
    setOpen(false);
  };
  const submitAbsolute = (from: string, to: string) => {
    remember({ from, to });
    apply(customRange(from, to));
  };

  return (
    <Popover.Root
      open={open}
      onOpenChange={(d) => setOpen(d.open)}
      positioning={{ placement: 'bottom-end' }}
      lazyMount
      unmountOnExit
    >
      <Popover.Trigger asChild>
        <Button size={size} variant="outline" aria-label={`Time range: ${value?.display || placeholder}`}>
          <ClockIcon />
          {value?.display || placeholder}
          <ChevronDownIcon />
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="auto" maxW="95vw" aria-label="Time range picker">
            <Popover.Body>
              <Flex gap="4" align="stretch" wrap={{ base: 'wrap', md: 'nowrap' }}>
                <AbsoluteRangeForm
                  initialFrom={value?.type === 'absolute' ? value.from : ''}
                  initialTo={value?.type === 'absolute' ? value.to : ''}
                  recents={recents}
                  onSubmit={submitAbsolute}
                  onClear={() => apply(undefined)}
                />
                <Separator orientation="vertical" />
                {direction === 'future' ? (
                  <RangeOptionList title="Relative time range" options={FUTURE_RANGE_OPTIONS} selected={value} onSelect={apply} />
                ) : (
                  <>
                    <RangeOptionList title="Relative time range" options={PAST_RANGE_OPTIONS} selected={value} onSelect={apply} />
                    <Separator orientation="vertical" />
                    <RangeOptionList title="Quick ranges" options={MAPPED_RANGE_OPTIONS} selected={value} onSelect={apply} />
                  </>
                )}
              </Flex>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}

export interface UrlTimeRangePickerProps extends Omit<TimeRangePickerProps, 'value' | 'onChange'> {
  /** Range used while the URL has none. */
  defaultRange?: TimeRange;
  /** Also told about every change (after the URL is updated). */
  onChange?: (range: TimeRange | undefined) => void;
}

/**
 * The picker bound to the URL parameters (from, to, range, rangeType, display). A bad range in the
 * URL is logged (spec: "Invalid relative time range", "Invalid mapped time range"); the mapped
 * one is also shown next to the picker, which then falls back to the default range.
 */
export function UrlTimeRangePicker({ defaultRange, onChange, ...rest }: UrlTimeRangePickerProps) {
  const { timeRange, error, setTimeRange } = useTimeRangeParams(defaultRange);
  const [params] = useSearchParams();
  // The mapped name that is unknown (a bad relative range has no value to show).
  const detail = error === INVALID_MAPPED_TIME_RANGE ? (params.get(URL_STATE_KEYS.display) ?? '') : '';
  // Once per bad value, not on every render.
  useEffect(() => {
    if (error) console.error(detail ? `${error}: ${detail}` : error);
  }, [error, detail]);
  const picker = (
    <TimeRangePicker
      {...rest}
      value={timeRange}
      onChange={(r) => {
        setTimeRange(r);
        onChange?.(r);
      }}
    />
  );
  if (error !== INVALID_MAPPED_TIME_RANGE) return picker;
  return (
    <Flex align="center" gap="1.5">
      <Flex
        role="status"
        align="center"
        gap="1"
        color="fg.warning"
        fontSize="xs"
        title={`${error}; showing ${timeRange?.display ?? 'no range'}`}
      >
        <WarningIcon boxSize="3.5" aria-hidden="true" />
        <Text as="span">{error}</Text>
      </Flex>
      {picker}
    </Flex>
  );
}
