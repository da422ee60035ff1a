import type { HoursOfOperation } from '@opsdeck/contracts';

const secondsOfDay = (text: string): number => {
  const [hours = 0, minutes = 0, seconds = 0] = text.split(':').map(Number);
  return hours * 3600 + minutes * 60 + seconds;
};

/** Whether a UTC time of day falls in a window; an end before the start runs past midnight. */
function inWindow(window: HoursOfOperation, at: number): boolean {
  const start = secondsOfDay(window.start);
  const end = secondsOfDay(window.end);
  return start <= end ? at >= start && at < end : at >= start || at < end;
}

/**
 * Whether a rule may open incidents at `now`: with no windows, always; otherwise inside one of its
 * windows (all day when it has only negated ones) and outside every negated window.
 */
export function withinHoursOfOperation(windows: readonly HoursOfOperation[] | undefined, now: Date): boolean {
  if (!windows?.length) return true;
  const at = now.getUTCHours() * 3600 + now.getUTCMinutes() * 60 + now.getUTCSeconds();
  const open = windows.filter((window) => !window.negate);
  const closed = windows.filter((window) => window.negate);
  if (closed.some((window) => inWindow(window, at))) return false;
  return open.length === 0 || open.some((window) => inWindow(window, at));
}
