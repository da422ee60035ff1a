import type { LogLine } from '@opsdeck/contracts';

/** The line's level: its own, its `level` label, or what the message says. */
export function levelOf(line: LogLine): string {
  const level = line.level ?? line.labels?.level;
  if (level) return level.toLowerCase();
  if (/\b(error|fatal|panic)\b/i.test(line.message)) return 'error';
  if (/\bwarn(ing)?\b/i.test(line.message)) return 'warn';
  return 'info';
}

export const levelPalette = (level: string): string =>
  level === 'error' || level === 'fatal'
    ? 'red'
    : level === 'warn' || level === 'warning'
      ? 'orange'
      : level === 'debug'
        ? 'gray'
        : 'blue';

/** Labels worth showing: the ones the level and source columns do not already say. */
export function shownLabels(line: LogLine): [string, string][] {
  return Object.entries(line.labels ?? {}).filter(([key, value]) => key !== 'level' && value !== '');
}

/** Lines whose message or labels contain the search text (case-insensitive); all without one. */
export function searchLines(lines: readonly LogLine[], search: string): LogLine[] {
  const text = search.trim().toLowerCase();
  if (!text) return [...lines];
  return lines.filter(
    (line) =>
      line.message.toLowerCase().includes(text) ||
      Object.entries(line.labels ?? {}).some(([key, value]) => `${key}=${value}`.toLowerCase().includes(text)),
  );
}
