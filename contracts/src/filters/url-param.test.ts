import { parseUrlFilterParam, sanitizeParsedJson } from './url-param';

describe('parseUrlFilterParam', () => {
  it('parses JSON where possible', () => {
    expect(parseUrlFilterParam('{"env":1,"tier":-1}')).toEqual({ env: 1, tier: -1 });
    expect(parseUrlFilterParam('[1,2]')).toEqual([1, 2]);
    expect(parseUrlFilterParam('true')).toBe(true);
    expect(parseUrlFilterParam('42')).toBe(42);
  });

  it('returns the raw string when it is not JSON, undefined when absent', () => {
    expect(parseUrlFilterParam('healthy,unhealthy')).toBe('healthy,unhealthy');
    expect(parseUrlFilterParam('')).toBe('');
    expect(parseUrlFilterParam(null)).toBeUndefined();
    expect(parseUrlFilterParam(undefined)).toBeUndefined();
  });

  it('drops __proto__ and constructor keys at every depth', () => {
    const parsed = parseUrlFilterParam(
      '{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}},"a":{"__proto__":{"p":1},"b":[{"constructor":1,"c":2}]}}',
    );
    expect(parsed).toEqual({ a: { b: [{ c: 2 }] } });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
    expect(Object.prototype.hasOwnProperty.call((parsed as { a: object }).a, '__proto__')).toBe(false);
  });

  it('sanitizes values that were parsed elsewhere', () => {
    expect(sanitizeParsedJson(JSON.parse('{"constructor":"x","ok":null}'))).toEqual({ ok: null });
  });
});
