import { findSkew, satisfies } from './check-skew';

describe('satisfies', () => {
  it.each([
    ['19.2.9', '^19.2.9', true],
    ['19.3.0', '^19.2.9', true],
    ['19.2.8', '^19.2.9', false],
    ['20.0.0', '^19.2.9', false],
    ['0.5.1', '^0.5.0', true],
    ['0.6.0', '^0.5.0', false],
    ['1.0.0', '1.0.0', true],
    ['1.0.1', '1.0.0', false],
    ['x', '^1.0.0', false],
  ])('%s against %s is %s', (version, range, expected) => {
    expect(satisfies(version, range)).toBe(expected);
  });
});

describe('findSkew', () => {
  const shell = [
    { name: 'react', version: '19.2.9' },
    { name: '@opsdeck/shared', version: '1.0.0' },
  ];

  it('accepts remotes whose requirements the shell satisfies', () => {
    expect(findSkew(shell, { catalog: [{ name: 'react', version: '19.2.9', requiredVersion: '^19.2.0' }] })).toEqual([]);
  });

  it('reports newer requirements and singletons the shell does not provide', () => {
    expect(
      findSkew(shell, {
        catalog: [
          { name: 'react', version: '19.4.0', requiredVersion: '^19.4.0' },
          { name: 'luxon', version: '3.7.2' },
        ],
      }),
    ).toEqual([
      { remote: 'catalog', shared: 'react', required: '^19.4.0', provided: '19.2.9' },
      { remote: 'catalog', shared: 'luxon', required: '^3.7.2', provided: undefined },
    ]);
  });
});
