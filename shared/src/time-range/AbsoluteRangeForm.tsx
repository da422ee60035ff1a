import { Box, Button, Field, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { DateTime } from 'luxon';
import { useRef, useState } from 'react';
import type { RecentTimeRange } from '@opsdeck/contracts';
import { Calendar } from './Calendar';
import { parseDateMath } from './datemath';

/** Text form of a picked calendar day: the start of day for From, the end of day for To. */
const INPUT_FORMAT = 'yyyy-MM-dd HH:mm:ss';
const WHOLE_SECONDS = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}$/;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The stored form of an entered bound: an ISO date. Time expressions (now-1d/d) are evaluated when
 * submitted, so an absolute range always holds two concrete dates; undefined when it does not parse.
 */
export function normalizeBound(text: string, roundUp: boolean): string | undefined {
  const date = parseDateMath(text, { roundUp });
  if (!date || !roundUp) return date?.toISO() ?? undefined;
  // A To bound written to the second or the day covers all of it: a calendar pick shown as
  // "2025-06-12 23:59:59" means 23:59:59.999.
  const trimmed = text.trim();
  if (WHOLE_SECONDS.test(trimmed)) return date.endOf('second').toISO() ?? undefined;
  if (DATE_ONLY.test(trimmed)) return date.endOf('day').toISO() ?? undefined;
  return date.toISO() ?? undefined;
}

/**
 * The fields show the date format; time expressions are offered under them. Longer placeholders
 * ("... or now-1d") were cut off at the fields' width.
 */
export const BOUND_PLACEHOLDER = 'YYYY-MM-DD HH:mm:ss';
export const BOUND_HINTS = { from: 'Or an expression: now-1d', to: 'Or an expression: now' } as const;

const show = (v: string) => parseDateMath(v)?.toFormat(INPUT_FORMAT) ?? v;
const recentLabel = (r: RecentTimeRange) => `${show(r.from)} to ${show(r.to)}`;

export interface AbsoluteRangeFormProps {
  initialFrom?: string;
  initialTo?: string;
  recents: readonly RecentTimeRange[];
  onSubmit: (from: string, to: string) => void;
  onClear: () => void;
}

/** From/To fields with a calendar, Submit (only when both are filled), Clear and the recent ranges. */
export function AbsoluteRangeForm({ initialFrom = '', initialTo = '', recents, onSubmit, onClear }: AbsoluteRangeFormProps) {
  const [from, setFrom] = useState(() => (initialFrom ? show(initialFrom) : ''));
  const [to, setTo] = useState(() => (initialTo ? show(initialTo) : ''));
  const [active, setActive] = useState<'from' | 'to'>('from');
  const [month, setMonth] = useState(() => parseDateMath(initialFrom) ?? DateTime.now());
  const toRef = useRef<HTMLInputElement>(null);

  const pick = (day: DateTime) => {
    if (active === 'from') {
      setFrom(day.startOf('day').toFormat(INPUT_FORMAT));
      setActive('to');
      toRef.current?.focus();
    } else {
      setTo(day.endOf('day').toFormat(INPUT_FORMAT));
    }
  };

  const canSubmit = from.trim() !== '' && to.trim() !== '';
  const fromDate = normalizeBound(from, false);
  const toDate = normalizeBound(to, true);
  const invalid = canSubmit && (!fromDate || !toDate);
  const submit = () => {
    if (fromDate && toDate) onSubmit(fromDate, toDate);
  };
  return (
    <Stack gap="3" minW="64">
      <Text fontWeight="semibold" fontSize="sm">
        Absolute time range
      </Text>
      <Flex gap="2">
        <Field.Root>
          <Field.Label fontSize="xs">From</Field.Label>
          <Input
            size="sm"
            value={from}
            placeholder={BOUND_PLACEHOLDER}
            onFocus={() => setActive('from')}
            onChange={(e) => setFrom(e.target.value)}
            data-active={active === 'from' || undefined}
          />
          <Field.HelperText fontSize="xs">{BOUND_HINTS.from}</Field.HelperText>
        </Field.Root>
        <Field.Root>
          <Field.Label fontSize="xs">To</Field.Label>
          <Input
            ref={toRef}
            size="sm"
            value={to}
            placeholder={BOUND_PLACEHOLDER}
            onFocus={() => setActive('to')}
            onChange={(e) => setTo(e.target.value)}
            data-active={active === 'to' || undefined}
          />
          <Field.HelperText fontSize="xs">{BOUND_HINTS.to}</Field.HelperText>
        </Field.Root>
      </Flex>
      {invalid ? (
        <Text fontSize="xs" color="fg.error" role="alert">
          {!fromDate ? 'From is not a valid date' : 'To is not a valid date'}
        </Text>
      ) : null}
      <Calendar month={month} onMonthChange={setMonth} onPick={pick} from={parseDateMath(from)} to={parseDateMath(to)} />
      <Flex gap="2" justify="flex-end">
        <Button size="sm" variant="outline" onClick={onClear}>
          Clear
        </Button>
        <Button size="sm" colorPalette="blue" disabled={!canSubmit} onClick={submit}>
          Submit
        </Button>
      </Flex>
      {recents.length > 0 ? (
        <Box>
          <Text fontSize="xs" color="fg.muted" mb="1">
            Recently used absolute time ranges
          </Text>
          <Stack gap="0" as="ul" listStyleType="none" m="0" p="0">
            {recents.map((r) => (
              <li key={`${r.from}|${r.to}`}>
                <Button
                  size="xs"
                  variant="ghost"
                  w="full"
                  justifyContent="flex-start"
                  fontWeight="normal"
                  onClick={() => onSubmit(r.from, r.to)}
                >
                  {recentLabel(r)}
                </Button>
              </li>
            ))}
          </Stack>
        </Box>
      ) : null}
    </Stack>
  );
}
