import { decodeFilterValue, encodeFilterValue, escapeFilterValue, splitSelection, unescapeFilterValue } from './filter-value';

describe('filter value codec', () => {
  it('encodes includes and excludes and drops neutral entries', () => {
    expect(encodeFilterValue({ a: 1, b: -1, c: 0 })).toBe('a:1,b:-1');
    expect(encodeFilterValue({})).toBe('');
  });

  it('escapes commas as four pipes and colons as four underscores', () => {
    expect(escapeFilterValue('a,b:c')).toBe('a||||b____c');
    expect(encodeFilterValue({ 'app.kubernetes.io/name:web,api': 1 })).toBe('app.kubernetes.io/name____web||||api:1');
    expect(unescapeFilterValue('a||||b____c')).toBe('a,b:c');
  });

  it('decodes the spec format', () => {
    expect(decodeFilterValue('SUCCESS:-1')).toEqual({ SUCCESS: -1 });
    expect(decodeFilterValue('a:1,b:-1')).toEqual({ a: 1, b: -1 });
    expect(decodeFilterValue('k____v||||w:1')).toEqual({ 'k:v,w': 1 });
  });

  it('round-trips hostile values', () => {
    const selection = { 'a,b': 1, 'c:d': -1, 'e f': 1, '': -1, 'x:1,y:-1': 1 } as const;
    expect(decodeFilterValue(encodeFilterValue(selection))).toEqual(selection);
  });

  it('ignores entries without a valid mode and empty input', () => {
    expect(decodeFilterValue('a,b:0,c:2,d:x,e:-1')).toEqual({ e: -1 });
    expect(decodeFilterValue('')).toEqual({});
    expect(decodeFilterValue(null)).toEqual({});
    expect(decodeFilterValue(undefined)).toEqual({});
  });

  it('keeps a value named __proto__ as data without touching the prototype', () => {
    const decoded = decodeFilterValue('__proto__:1');
    expect(Object.getPrototypeOf(decoded)).toBe(Object.prototype);
    expect(Object.keys(decoded)).toEqual(['__proto__']);
  });

  it('splits a selection', () => {
    expect(splitSelection({ a: 1, b: -1, c: 0, d: 1 })).toEqual({ include: ['a', 'd'], exclude: ['b'] });
  });
});
