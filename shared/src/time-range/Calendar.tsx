import { Box, Flex, Grid, IconButton, Text, chakra } from '@chakra-ui/react';
import { DateTime } from 'luxon';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons';

const WEEKDAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'];

export interface CalendarProps {
  /** Any day of the month shown. */
  month: DateTime;
  onMonthChange: (month: DateTime) => void;
  onPick: (day: DateTime) => void;
  /** Days highlighted as the range ends (and the days between). */
  from?: DateTime | undefined;
  to?: DateTime | undefined;
}

/** The 6x7 day grid of `month` (weeks start on Monday). */
export function monthGrid(month: DateTime): DateTime[] {
  const first = month.startOf('month').startOf('week');
  return Array.from({ length: 42 }, (_, i) => first.plus({ days: i }));
}

/** A month calendar for picking days; every day is a button labelled with its date. */
export function Calendar({ month, onMonthChange, onPick, from, to }: CalendarProps) {
  const start = from?.startOf('day');
  const end = to?.startOf('day');
  return (
    <Box>
      <Flex align="center" justify="space-between" mb="1">
        <IconButton
          size="xs"
          variant="ghost"
          aria-label="Show previous month"
          onClick={() => onMonthChange(month.minus({ months: 1 }))}
        >
          <ChevronLeftIcon />
        </IconButton>
        <Text fontSize="sm" fontWeight="semibold" aria-live="polite">
          {month.toFormat('LLLL yyyy')}
        </Text>
        <IconButton
          size="xs"
          variant="ghost"
          aria-label="Show next month"
          onClick={() => onMonthChange(month.plus({ months: 1 }))}
        >
          <ChevronRightIcon />
        </IconButton>
      </Flex>
      <Grid templateColumns="repeat(7, 1fr)" gap="0.5" role="grid" aria-label={month.toFormat('LLLL yyyy')}>
        {WEEKDAYS.map((d) => (
          <Text key={d} fontSize="xs" color="fg.muted" textAlign="center" role="columnheader">
            {d}
          </Text>
        ))}
        {monthGrid(month).map((day) => {
          const key = day.toISODate() ?? '';
          const isEnd = (start && day.hasSame(start, 'day')) || (end && day.hasSame(end, 'day'));
          const inside = !!start && !!end && day > start && day < end;
          const outside = !day.hasSame(month, 'month');
          return (
            <chakra.button
              key={key}
              type="button"
              aria-label={key}
              aria-pressed={!!isEnd}
              onClick={() => onPick(day)}
              fontSize="xs"
              h="7"
              rounded="sm"
              bg={isEnd ? 'colorPalette.solid' : inside ? 'colorPalette.subtle' : 'transparent'}
              color={isEnd ? 'colorPalette.contrast' : outside ? 'fg.subtle' : 'fg'}
              colorPalette="blue"
              _hover={{ bg: isEnd ? 'colorPalette.solid' : 'bg.muted' }}
              focusRing="outside"
            >
              {day.day}
            </chakra.button>
          );
        })}
      </Grid>
    </Box>
  );
}
