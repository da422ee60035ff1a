import { timestampFilterParam, tristateToFilterParam } from './mission-control-filter';

describe('tristateToFilterParam', () => {
  it('includes, excludes with ! and drops neutral values', () => {
    expect(tristateToFilterParam({ canary: 1, topology: -1, config_scraper: 0 })).toBe('canary,!topology');
    expect(tristateToFilterParam({ SUCCESS: -1 })).toBe('!SUCCESS');
    expect(tristateToFilterParam({})).toBe('');
    expect(tristateToFilterParam({ a: 2 })).toBe('');
  });

  it('builds timestamp comparisons', () => {
    expect(timestampFilterParam('>', 'now-1h')).toBe('>now-1h');
  });
});
