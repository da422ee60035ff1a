import { formatBytes, formatDuration, formatPercent, formatRelativeShort } from './numbers';

describe('formatDuration', () => {
  it('shows durations under 1000 ms in ms', () => {
    expect(formatDuration(0)).toBe('0ms');
    expect(formatDuration(250)).toBe('250ms');
    expect(formatDuration(999.4)).toBe('999ms');
  });

  it('uses s under a minute, m under an hour, h above', () => {
    expect(formatDuration(1000)).toBe('1s');
    expect(formatDuration(1500)).toBe('1.5s');
    expect(formatDuration(59_000)).toBe('59s');
    expect(formatDuration(90_000)).toBe('1.5m');
    expect(formatDuration(3_600_000)).toBe('1h');
    expect(formatDuration(3 * 3_600_000 + 15 * 60_000)).toBe('3.25h');
  });

  it('is empty for missing or negative values', () => {
    expect(formatDuration(undefined)).toBe('');
    expect(formatDuration(null)).toBe('');
    expect(formatDuration(-5)).toBe('');
    expect(formatDuration(Number.NaN)).toBe('');
  });
});

describe('formatRelativeShort', () => {
  const min = 60_000;
  const day = 24 * 60 * min;
  it('uses the short forms s, m, h, d, mo, y', () => {
    expect(formatRelativeShort(30_000)).toBe('30s');
    expect(formatRelativeShort(5 * min)).toBe('5m');
    expect(formatRelativeShort(2 * 60 * min + 59 * min)).toBe('2h');
    expect(formatRelativeShort(day)).toBe('1d');
    expect(formatRelativeShort(29 * day)).toBe('29d');
    expect(formatRelativeShort(95 * day)).toBe('3mo');
    expect(formatRelativeShort(400 * day)).toBe('1y');
    expect(formatRelativeShort(-5 * min)).toBe('5m');
  });
});

describe('formatPercent', () => {
  it('rounds to one decimal and drops a trailing .0', () => {
    expect(formatPercent(200 / 3)).toBe('66.7%');
    expect(formatPercent(100)).toBe('100%');
    expect(formatPercent(99.9)).toBe('99.9%');
    expect(formatPercent(99.96)).toBe('100%');
    expect(formatPercent(0)).toBe('0%');
  });

  it('shows "-" without a value', () => {
    expect(formatPercent(undefined)).toBe('-');
    expect(formatPercent(null)).toBe('-');
    expect(formatPercent(Number.NaN)).toBe('-');
    expect(formatPercent(Number.POSITIVE_INFINITY)).toBe('-');
  });
});

describe('formatBytes', () => {
  it('uses base 1024', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1024)).toBe('1 KB');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(5 * 1024 ** 3)).toBe('5 GB');
    expect(formatBytes(-2048)).toBe('-2 KB');
  });

  it('goes up to YB and no further', () => {
    expect(formatBytes(1024 ** 8)).toBe('1 YB');
    expect(formatBytes(2048 * 1024 ** 8)).toBe('2048 YB');
    expect(formatBytes(1024 ** 7 * 3)).toBe('3 ZB');
  });

  it('is empty for missing values', () => {
    expect(formatBytes(undefined)).toBe('');
    expect(formatBytes(Number.POSITIVE_INFINITY)).toBe('');
  });
});
