// Time syntax: an anchor ("now" or "<date>||") followed by +/- offsets and "/" snapping, e.g.
// now-5m, now-1d/d, now/w, now+2h, 2025-01-01T00:00:00Z||+1M/M. Plain dates are accepted as-is.
import { TIME_UNITS } from '@opsdeck/contracts';
import { DateTime } from 'luxon';

export type TimeUnit = (typeof TIME_UNITS)[number];

type LuxonUnit = 'milliseconds' | 'seconds' | 'minutes' | 'hours' | 'days' | 'weeks' | 'months' | 'years';

const UNIT: Record<TimeUnit, LuxonUnit> = {
  ms: 'milliseconds',
  s: 'seconds',
  m: 'minutes',
  h: 'hours',
  d: 'days',
  w: 'weeks',
  M: 'months',
  y: 'years',
};

// "ms" must be tried before "m".
const UNIT_PATTERN = 'ms|s|m|h|d|w|M|y';
const OFFSET = new RegExp(`^([+-])(\\d+)(${UNIT_PATTERN})`);
const SNAP = new RegExp(`^/(${UNIT_PATTERN})`);

export interface DateMathOptions {
  /** Reference instant for "now" (default: the current time). */
  now?: DateTime | Date | number;
  /** Snap "/" to the end of the unit instead of its start (use for the "to" side). */
  roundUp?: boolean;
  /** IANA zone the unit boundaries are computed in (default: the browser's). */
  zone?: string;
}

export interface DateMathStep {
  kind: 'offset' | 'snap';
  unit: TimeUnit;
  /** Signed amount for offsets. */
  amount?: number;
}

const toNow = (now: DateMathOptions['now'], zone?: string): DateTime => {
  const base =
    now === undefined
      ? DateTime.now()
      : DateTime.isDateTime(now)
        ? now
        : now instanceof Date
          ? DateTime.fromJSDate(now)
          : DateTime.fromMillis(now);
  return zone ? base.setZone(zone) : base;
};

function parseAbsolute(text: string, zone?: string): DateTime | undefined {
  const opts = zone ? { zone, setZone: false } : {};
  let dt = DateTime.fromISO(text, opts);
  if (!dt.isValid) dt = DateTime.fromSQL(text, opts);
  if (!dt.isValid && /^\d+$/.test(text)) dt = DateTime.fromMillis(Number(text));
  if (!dt.isValid) return undefined;
  return zone ? dt.setZone(zone) : dt;
}

/** The offset/snap steps after the anchor, or undefined when the text is not valid syntax. */
export function parseDateMathSteps(rest: string): DateMathStep[] | undefined {
  const steps: DateMathStep[] = [];
  let s = rest.trim();
  while (s.length > 0) {
    const offset = OFFSET.exec(s);
    if (offset) {
      const [, sign, amount, unit] = offset as unknown as [string, string, string, TimeUnit];
      steps.push({ kind: 'offset', unit, amount: (sign === '-' ? -1 : 1) * Number(amount) });
      s = s.slice(offset[0].length);
      continue;
    }
    const snap = SNAP.exec(s);
    if (snap) {
      steps.push({ kind: 'snap', unit: snap[1] as TimeUnit });
      s = s.slice(snap[0].length);
      continue;
    }
    return undefined;
  }
  return steps;
}

/** Applies steps to an anchor. */
export function applyDateMathSteps(anchor: DateTime, steps: readonly DateMathStep[], roundUp = false): DateTime {
  return steps.reduce((dt, step) => {
    const unit = UNIT[step.unit];
    if (step.kind === 'offset') return dt.plus({ [unit]: step.amount ?? 0 });
    if (step.unit === 'ms') return dt;
    const lx = unit.slice(0, -1) as 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';
    return roundUp ? dt.endOf(lx) : dt.startOf(lx);
  }, anchor);
}

/** Evaluates a time expression; undefined for empty or invalid input. */
export function parseDateMath(expression: string | null | undefined, options: DateMathOptions = {}): DateTime | undefined {
  const text = (expression ?? '').trim();
  if (!text) return undefined;
  if (!text.startsWith('now') && !text.includes('||')) return parseAbsolute(text, options.zone);
  let anchor: DateTime | undefined;
  let rest: string;
  if (text.startsWith('now')) {
    anchor = toNow(options.now, options.zone);
    rest = text.slice(3);
  } else {
    const [date = '', after = ''] = text.split('||', 2);
    anchor = parseAbsolute(date.trim(), options.zone);
    rest = after;
  }
  if (!anchor) return undefined;
  const steps = parseDateMathSteps(rest);
  if (!steps) return undefined;
  return applyDateMathSteps(anchor, steps, options.roundUp ?? false);
}

/** True when the expression is valid time syntax or a parsable date. */
export function isValidDateMath(expression: string | null | undefined): boolean {
  return parseDateMath(expression) !== undefined;
}

/** True for expressions relative to now (start with "now"). */
export function isRelativeExpression(expression: string | null | undefined): boolean {
  return (expression ?? '').trim().startsWith('now');
}
