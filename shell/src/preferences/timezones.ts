import { BROWSER_TIMEZONE } from '@opsdeck/contracts';

/** Zones offered for the display timezone: the browser's own first, then every IANA zone it knows. */
export function timezoneOptions(current?: string): string[] {
  let zones: string[] = [];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    // Older engines: UTC is always valid.
  }
  if (!zones.includes('UTC')) zones = ['UTC', ...zones];
  // A stored zone this browser does not list stays selectable rather than silently changing.
  if (current && current !== BROWSER_TIMEZONE && !zones.includes(current)) zones = [current, ...zones];
  return [BROWSER_TIMEZONE, ...zones];
}
