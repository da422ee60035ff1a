import { prefersCsv } from './accept';

describe('prefersCsv', () => {
  it.each([
    ['text/csv', true],
    ['TEXT/CSV; charset=utf-8', true],
    ['text/csv, application/json', true],
    ['application/json;q=0.5, text/csv', true],
    ['text/html, text/csv', true],
    ['application/json, text/csv', false],
    ['*/*, text/csv', false],
    ['text/csv;q=0.4, */*;q=0.5', false],
    ['text/csv;q=0', false],
    ['application/vnd.pgrst.object+json', false],
    ['text/html', false],
    ['', false],
  ])('%s -> %s', (accept, expected) => {
    expect(prefersCsv(accept)).toBe(expected);
  });

  it('reads repeated headers in order', () => {
    expect(prefersCsv(['text/csv', 'application/json'])).toBe(true);
    expect(prefersCsv(undefined)).toBe(false);
  });
});
