import { pageStateToParams, parseIntegerParam, parsePageState, parseYesNo } from './page-state';

describe('parsePageState', () => {
  it('defaults to page 0 of 50', () => {
    expect(parsePageState(new URLSearchParams(''))).toEqual({ pageIndex: 0, pageSize: 50 });
  });

  it('parses integers, sort column and order', () => {
    expect(parsePageState(new URLSearchParams('pageIndex=3&pageSize=100&sortBy=name&sortOrder=desc'))).toEqual({
      pageIndex: 3,
      pageSize: 100,
      sortBy: 'name',
      sortOrder: 'desc',
    });
    expect(parsePageState({ pageIndex: '2', pageSize: ['25', '50'], sortOrder: 'asc' })).toEqual({
      pageIndex: 2,
      pageSize: 25,
      sortOrder: 'asc',
    });
  });

  it('falls back on invalid input', () => {
    expect(parsePageState(new URLSearchParams('pageIndex=abc&pageSize=&sortOrder=sideways'))).toEqual({
      pageIndex: 0,
      pageSize: 50,
    });
    expect(parsePageState(new URLSearchParams('pageIndex=-2&pageSize=0'))).toEqual({ pageIndex: 0, pageSize: 50 });
    expect(parsePageState(new URLSearchParams('pageIndex=4.7&pageSize=20px'))).toEqual({ pageIndex: 4, pageSize: 20 });
  });

  it('accepts other defaults (job history uses 150)', () => {
    expect(parsePageState({}, { pageSize: 150 })).toEqual({ pageIndex: 0, pageSize: 150 });
  });

  it('ignores inherited keys of plain records', () => {
    expect(parsePageState(Object.create({ pageIndex: '9' }) as Record<string, string>)).toEqual({ pageIndex: 0, pageSize: 50 });
  });
});

describe('helpers', () => {
  it('parseIntegerParam', () => {
    expect(parseIntegerParam('12', 0)).toBe(12);
    expect(parseIntegerParam(undefined, 7)).toBe(7);
    expect(parseIntegerParam('x', 7)).toBe(7);
  });

  it('pageStateToParams omits defaults', () => {
    expect(pageStateToParams({ pageIndex: 0, pageSize: 50 })).toEqual({});
    expect(pageStateToParams({ pageIndex: 2, pageSize: 100, sortBy: 'name', sortOrder: 'asc' })).toEqual({
      pageIndex: '2',
      pageSize: '100',
      sortBy: 'name',
      sortOrder: 'asc',
    });
  });

  it('parseYesNo', () => {
    expect(parseYesNo('yes')).toBe(true);
    expect(parseYesNo('no', true)).toBe(false);
    expect(parseYesNo(null, true)).toBe(true);
  });
});
