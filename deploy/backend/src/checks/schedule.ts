/**
 * Canary schedules: `@every <duration>` (30s, 1m, 1h30m), the cron macros (@hourly, @daily,
 * @midnight, @weekly, @monthly, @yearly, @annually), five-field cron expressions, or the CRD's
 * numeric `interval` in seconds. Cron fields are evaluated in UTC, as canary-checker does by default.
 */

export type Schedule = { kind: 'every'; ms: number } | { kind: 'cron'; fields: CronFields; source: string };

interface CronFields {
  minute: Set<number>;
  hour: Set<number>;
  dayOfMonth: Set<number>;
  month: Set<number>;
  dayOfWeek: Set<number>;
  /** Cron's rule: when both day fields are restricted, a day matching either one runs. */
  dayOfMonthStar: boolean;
  dayOfWeekStar: boolean;
}

const MACROS: Record<string, string> = {
  '@yearly': '0 0 1 1 *',
  '@annually': '0 0 1 1 *',
  '@monthly': '0 0 1 * *',
  '@weekly': '0 0 * * 0',
  '@daily': '0 0 * * *',
  '@midnight': '0 0 * * *',
  '@hourly': '0 * * * *',
};

const UNIT_MS: Record<string, number> = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 };

/** Go-style durations such as 30s, 1m, 1h30m, 500ms (plus d and w); null when malformed. */
export function parseDurationMs(text: string): number | null {
  const input = text.trim();
  if (input === '') return null;
  const pattern = /(\d+(?:\.\d+)?)(ms|s|m|h|d|w)/gy;
  let total = 0;
  let consumed = 0;
  for (const match of input.matchAll(pattern)) {
    total += Number(match[1]) * UNIT_MS[match[2]!]!;
    consumed += match[0].length;
  }
  return consumed === input.length && total > 0 ? total : null;
}

/** Parses one cron field ("*", "5", "1-5", "* /15", "1,3,5", "10-40/10") into its allowed values. */
function parseField(text: string, min: number, max: number): Set<number> | null {
  const values = new Set<number>();
  for (const part of text.split(',')) {
    const [range, stepText] = part.split('/') as [string, string | undefined];
    const step = stepText === undefined ? 1 : Number(stepText);
    if (!Number.isInteger(step) || step < 1) return null;
    let from: number;
    let to: number;
    if (range === '*') {
      from = min;
      to = max;
    } else if (range.includes('-')) {
      const [a, b] = range.split('-').map(Number) as [number, number];
      from = a;
      to = b;
    } else {
      from = Number(range);
      to = stepText === undefined ? from : max;
    }
    if (!Number.isInteger(from) || !Number.isInteger(to) || from < min || to > max || from > to) return null;
    for (let v = from; v <= to; v += step) values.add(v);
  }
  return values.size > 0 ? values : null;
}

function parseCron(expression: string): CronFields | null {
  const parts = expression.trim().split(/\s+/);
  if (parts.length !== 5) return null;
  const [minute, hour, dayOfMonth, month, dayOfWeekRaw] = parts as [string, string, string, string, string];
  const fields = {
    minute: parseField(minute, 0, 59),
    hour: parseField(hour, 0, 23),
    dayOfMonth: parseField(dayOfMonth, 1, 31),
    month: parseField(month, 1, 12),
    dayOfWeek: parseField(dayOfWeekRaw, 0, 7),
  };
  if (!fields.minute || !fields.hour || !fields.dayOfMonth || !fields.month || !fields.dayOfWeek) return null;
  // 7 is another name for Sunday.
  if (fields.dayOfWeek.delete(7)) fields.dayOfWeek.add(0);
  return {
    minute: fields.minute,
    hour: fields.hour,
    dayOfMonth: fields.dayOfMonth,
    month: fields.month,
    dayOfWeek: fields.dayOfWeek,
    dayOfMonthStar: dayOfMonth === '*',
    dayOfWeekStar: dayOfWeekRaw === '*',
  };
}

/** A schedule from its text form; null when it cannot be understood. */
export function parseSchedule(text: string): Schedule | null {
  const trimmed = text.trim();
  if (trimmed.startsWith('@every ')) {
    const ms = parseDurationMs(trimmed.slice('@every '.length));
    return ms === null ? null : { kind: 'every', ms };
  }
  const expression = MACROS[trimmed.toLowerCase()] ?? trimmed;
  const fields = parseCron(expression);
  return fields ? { kind: 'cron', fields, source: trimmed } : null;
}

/** The schedule of a canary spec: `schedule` wins over `interval` (seconds); null when neither is usable. */
export function scheduleOfSpec(spec: unknown): Schedule | null {
  if (!spec || typeof spec !== 'object') return null;
  const { schedule, interval } = spec as { schedule?: unknown; interval?: unknown };
  if (typeof schedule === 'string' && schedule.trim() !== '') return parseSchedule(schedule);
  const seconds = typeof interval === 'string' ? Number(interval) : interval;
  if (typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0) return { kind: 'every', ms: seconds * 1000 };
  return null;
}

function dayMatches(fields: CronFields, date: Date): boolean {
  const dom = fields.dayOfMonth.has(date.getUTCDate());
  const dow = fields.dayOfWeek.has(date.getUTCDay());
  if (fields.dayOfMonthStar || fields.dayOfWeekStar) return dom && dow;
  return dom || dow;
}

/** The first run strictly after `after` (for `@every`, one period later). */
export function nextRun(schedule: Schedule, after: Date): Date {
  if (schedule.kind === 'every') return new Date(after.getTime() + schedule.ms);
  const { fields } = schedule;
  const t = new Date(after.getTime());
  t.setUTCSeconds(0, 0);
  t.setUTCMinutes(t.getUTCMinutes() + 1);
  // Skips whole months, days and hours that cannot match; a valid expression matches within 5 years.
  const limit = after.getTime() + 5 * 366 * 86_400_000;
  while (t.getTime() <= limit) {
    if (!fields.month.has(t.getUTCMonth() + 1)) {
      t.setUTCMonth(t.getUTCMonth() + 1, 1);
      t.setUTCHours(0, 0);
      continue;
    }
    if (!dayMatches(fields, t)) {
      t.setUTCDate(t.getUTCDate() + 1);
      t.setUTCHours(0, 0);
      continue;
    }
    if (!fields.hour.has(t.getUTCHours())) {
      t.setUTCHours(t.getUTCHours() + 1, 0);
      continue;
    }
    if (!fields.minute.has(t.getUTCMinutes())) {
      t.setUTCMinutes(t.getUTCMinutes() + 1);
      continue;
    }
    return t;
  }
  // e.g. "0 0 31 2 *" never matches: treat as never due again.
  return new Date(8.64e15);
}
