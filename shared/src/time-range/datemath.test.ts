import { DateTime } from 'luxon';
import { isRelativeExpression, isValidDateMath, parseDateMath, parseDateMathSteps } from './datemath';

const zone = 'UTC';
// Wednesday 2025-06-18 15:30:45.500 UTC
const now = DateTime.fromISO('2025-06-18T15:30:45.500Z', { zone });
const at = (expr: string, roundUp = false) => parseDateMath(expr, { now, zone, roundUp })?.toISO();

describe('time syntax: offsets for every unit', () => {
  it.each([
    ['now-250ms', '2025-06-18T15:30:45.250Z'],
    ['now-30s', '2025-06-18T15:30:15.500Z'],
    ['now-5m', '2025-06-18T15:25:45.500Z'],
    ['now-3h', '2025-06-18T12:30:45.500Z'],
    ['now-2d', '2025-06-16T15:30:45.500Z'],
    ['now-1w', '2025-06-11T15:30:45.500Z'],
    ['now-6M', '2024-12-18T15:30:45.500Z'],
    ['now-2y', '2023-06-18T15:30:45.500Z'],
    ['now+15m', '2025-06-18T15:45:45.500Z'],
    ['now+1M', '2025-07-18T15:30:45.500Z'],
    ['now', '2025-06-18T15:30:45.500Z'],
  ])('%s', (expr, expected) => {
    expect(at(expr)).toBe(expected);
  });

  it('chains several offsets', () => {
    expect(at('now-1d+2h-30m')).toBe('2025-06-17T17:00:45.500Z');
  });

  it('tells m (minutes) from M (months) and ms', () => {
    expect(at('now-1m')).toBe('2025-06-18T15:29:45.500Z');
    expect(at('now-1M')).toBe('2025-05-18T15:30:45.500Z');
    expect(at('now-1ms')).toBe('2025-06-18T15:30:45.499Z');
  });
});

describe('time syntax: snapping', () => {
  it('snaps to the start of the unit', () => {
    expect(at('now/s')).toBe('2025-06-18T15:30:45.000Z');
    expect(at('now/m')).toBe('2025-06-18T15:30:00.000Z');
    expect(at('now/h')).toBe('2025-06-18T15:00:00.000Z');
    expect(at('now/d')).toBe('2025-06-18T00:00:00.000Z');
    expect(at('now/w')).toBe('2025-06-16T00:00:00.000Z');
    expect(at('now/M')).toBe('2025-06-01T00:00:00.000Z');
    expect(at('now/y')).toBe('2025-01-01T00:00:00.000Z');
    expect(at('now/ms')).toBe('2025-06-18T15:30:45.500Z');
  });

  it('snaps to the end of the unit when rounding up', () => {
    expect(at('now/d', true)).toBe('2025-06-18T23:59:59.999Z');
    expect(at('now-1d/d', true)).toBe('2025-06-17T23:59:59.999Z');
    expect(at('now/w', true)).toBe('2025-06-22T23:59:59.999Z');
    expect(at('now-1M/M', true)).toBe('2025-05-31T23:59:59.999Z');
    expect(at('now/y', true)).toBe('2025-12-31T23:59:59.999Z');
  });

  it('applies offsets and snaps in order', () => {
    expect(at('now-1d/d')).toBe('2025-06-17T00:00:00.000Z');
    expect(at('now/d-1h')).toBe('2025-06-17T23:00:00.000Z');
  });

  it('computes unit boundaries in the given zone', () => {
    expect(parseDateMath('now/d', { now, zone: 'America/New_York' })?.toISO()).toBe('2025-06-18T00:00:00.000-04:00');
  });
});

describe('time syntax: absolute anchors and dates', () => {
  it('accepts a date anchor with ||', () => {
    expect(at('2025-01-31T10:00:00Z||+1M/M')).toBe('2025-02-01T00:00:00.000Z');
  });

  it('accepts plain ISO, SQL-style dates and epoch millis', () => {
    expect(at('2025-03-01T08:00:00Z')).toBe('2025-03-01T08:00:00.000Z');
    expect(at('2025-03-01 08:00:00')).toBe('2025-03-01T08:00:00.000Z');
    expect(at('1735689600000')).toBe('2025-01-01T00:00:00.000Z');
  });
});

describe('time syntax: invalid input', () => {
  it.each(['', '   ', 'now-', 'now-5', 'now-5x', 'now*2d', 'now/q', 'yesterday', 'now-5m garbage', 'bad||-1d', '2025-13-40'])(
    '%j is invalid',
    (expr) => {
      expect(parseDateMath(expr, { now })).toBeUndefined();
      expect(isValidDateMath(expr)).toBe(false);
    },
  );

  it('reports steps or nothing', () => {
    expect(parseDateMathSteps('-5m/d')).toEqual([
      { kind: 'offset', unit: 'm', amount: -5 },
      { kind: 'snap', unit: 'd' },
    ]);
    expect(parseDateMathSteps('+x')).toBeUndefined();
    expect(parseDateMath(null)).toBeUndefined();
    expect(isRelativeExpression('now-1h')).toBe(true);
    expect(isRelativeExpression('2025-01-01')).toBe(false);
  });
});
