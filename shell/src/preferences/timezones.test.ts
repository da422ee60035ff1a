import { timezoneOptions } from './timezones';

describe('timezoneOptions', () => {
  it('offers the browser zone first, then UTC and the IANA zones', () => {
    const zones = timezoneOptions();
    expect(zones[0]).toBe('Browser');
    expect(zones).toContain('UTC');
    expect(zones).toContain('Europe/Paris');
  });

  it('keeps a saved zone the browser does not list', () => {
    expect(timezoneOptions('Mars/Olympus_Mons')[1]).toBe('Mars/Olympus_Mons');
    expect(timezoneOptions('Europe/Paris').filter((zone) => zone === 'Europe/Paris')).toHaveLength(1);
  });
});
