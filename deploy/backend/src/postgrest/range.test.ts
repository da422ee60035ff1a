import { PgrstError } from './errors';
import { parseRangeHeader, rangeOutcome } from './range';

describe('Content-Range and status', () => {
  it.each([
    [0, 50, 1234, 206, '0-49/1234'],
    [0, 40, 40, 200, '0-39/40'],
    [50, 50, 120, 206, '50-99/120'],
    [100, 20, 120, 206, '100-119/120'],
    [0, 0, 0, 200, '*/0'],
    [120, 0, 120, 206, '*/120'],
  ])('offset %d, %d rows, total %d -> %d %s', (offset, rows, total, status, range) => {
    expect(rangeOutcome(offset, rows, total)).toEqual({ status, contentRange: range });
  });
  it('uses * without a count and never 206', () => {
    expect(rangeOutcome(0, 3, null)).toEqual({ status: 200, contentRange: '0-2/*' });
    expect(rangeOutcome(10, 0, null)).toEqual({ status: 200, contentRange: '*/*' });
  });
  it('answers 416 PGRST103 when the offset is past a counted total', () => {
    expect(() => rangeOutcome(200, 0, 120)).toThrow(PgrstError);
    try {
      rangeOutcome(200, 0, 120);
    } catch (err) {
      expect((err as PgrstError).status).toBe(416);
      expect((err as PgrstError).code).toBe('PGRST103');
      expect((err as PgrstError).headers).toEqual({ 'Content-Range': '*/120' });
    }
  });
  it('reads Range headers', () => {
    expect(parseRangeHeader('0-24')).toEqual({ offset: 0, limit: 25 });
    expect(parseRangeHeader('items=10-')).toEqual({ offset: 10 });
    expect(parseRangeHeader('5-1')).toBeNull();
    expect(parseRangeHeader('bytes=abc')).toBeNull();
    expect(parseRangeHeader(undefined)).toBeNull();
  });
});
