import { compareText } from './compare-text';

describe('compareText', () => {
  it('orders alphabetically ignoring case, like a collator on ASCII keys', () => {
    const keys = ['namespace', 'App', 'app.kubernetes.io/name', 'Environment', 'app', 'zone'];
    expect([...keys].sort(compareText)).toEqual(['App', 'app', 'app.kubernetes.io/name', 'Environment', 'namespace', 'zone']);
  });

  it('is zero only for equal strings', () => {
    expect(compareText('a', 'a')).toBe(0);
    expect(compareText('A', 'a')).toBeLessThan(0);
    expect(compareText('a', 'A')).toBeGreaterThan(0);
  });
});
