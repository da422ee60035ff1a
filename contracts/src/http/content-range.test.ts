import { AxiosHeaders } from 'axios';
import { contentRangeHeader, parseContentRange, totalFromContentRange, totalFromHeaders } from './content-range';

describe('parseContentRange', () => {
  it.each([
    ['0-49/1234', { start: 0, end: 49, total: 1234 }],
    ['50-99/100', { start: 50, end: 99, total: 100 }],
    ['0-49/*', { start: 0, end: 49, total: undefined }],
    ['*/0', { start: undefined, end: undefined, total: 0 }],
    ['*/*', { start: undefined, end: undefined, total: undefined }],
    [' 0-0/1 ', { start: 0, end: 0, total: 1 }],
    ['items 0-9/10', { start: 0, end: 9, total: 10 }],
  ])('%p', (header, expected) => {
    expect(parseContentRange(header)).toEqual(expected);
  });

  it.each([undefined, null, '', 'garbage', '0-49', '/12', '-1-3/4', '0-49/abc'])('rejects %p', (header) => {
    expect(parseContentRange(header)).toBeUndefined();
  });
});

describe('totals', () => {
  it('reads the total or undefined', () => {
    expect(totalFromContentRange('0-49/1234')).toBe(1234);
    expect(totalFromContentRange('*/0')).toBe(0);
    expect(totalFromContentRange('*/*')).toBeUndefined();
  });

  it('reads the header from AxiosHeaders and plain objects in any case', () => {
    expect(totalFromHeaders(AxiosHeaders.from({ 'Content-Range': '0-9/42' }))).toBe(42);
    expect(totalFromHeaders({ 'content-range': '0-9/7' })).toBe(7);
    expect(totalFromHeaders({ 'CONTENT-RANGE': '*/3' })).toBe(3);
    expect(contentRangeHeader({ other: 'x' })).toBeUndefined();
    expect(totalFromHeaders(undefined)).toBeUndefined();
  });
});
