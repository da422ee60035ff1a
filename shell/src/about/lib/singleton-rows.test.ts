import { formatLoadTime, singletonRows } from './singleton-rows';

describe('singletonRows', () => {
  it('compares each requested range with what the shell provides, problems first', () => {
    const rows = singletonRows(
      [
        { name: 'react', version: '19.2.9', requiredVersion: '^19.2.0' },
        { name: '@opsdeck/shared', version: '3.1.0', requiredVersion: '^3.1.0' },
        { name: 'luxon', version: '3.5.0' },
        { name: 'left-pad', version: '1.0.0', requiredVersion: '1.0.0' },
      ],
      { react: '19.2.9', '@opsdeck/shared': '2.7.1', luxon: '3.6.1' },
    );
    expect(rows).toEqual([
      { name: '@opsdeck/shared', required: '^3.1.0', provided: '2.7.1', ok: false },
      { name: 'left-pad', required: '1.0.0', ok: false },
      { name: 'luxon', required: '^3.5.0', provided: '3.6.1', ok: true },
      { name: 'react', required: '^19.2.0', provided: '19.2.9', ok: true },
    ]);
  });

  it('formats load times', () => {
    expect(formatLoadTime(undefined)).toBe('—');
    expect(formatLoadTime(120)).toBe('120 ms');
    expect(formatLoadTime(1420)).toBe('1.4 s');
  });
});
