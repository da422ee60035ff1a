import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkDeployment, findSkew, satisfies } from './check-skew';

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

describe('checkDeployment (built manifests)', () => {
  // A deployment on disk: the shell's build and one remote's versioned build folder, each with the
  // mf-manifest.json the build writes (versions of the shared singletons it was built against).
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  const kit = (version: string) =>
    ['@opsdeck/shared', '@opsdeck/shared/table'].map((name) => ({ name, version, requiredVersion: `^${version}` }));

  function deployment(shellKit: string, remoteKit: string) {
    const root = mkdtempSync(path.join(os.tmpdir(), 'opsdeck-skew-'));
    dirs.push(root);
    const write = (file: string, data: unknown) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), JSON.stringify(data));
    };
    write('shell/dist/mf-manifest.json', { shared: [{ name: 'react', version: '19.2.9' }, ...kit(shellKit)] });
    write('remotes/catalog/dist/1.3.0/mf-manifest.json', {
      shared: [{ name: 'react', version: '19.2.9', requiredVersion: '^19.2.9' }, ...kit(remoteKit)],
    });
    write('remotes.json', {
      remotes: [
        { name: 'catalog', entry: '/remotes/catalog/1.3.0/mf-manifest.json' },
        { name: 'settings', entry: 'https://cdn.example.com/settings/2.0.0/mf-manifest.json' },
      ],
    });
    return checkDeployment(root, path.join(root, 'remotes.json'));
  }

  it('accepts a remote built against an older minor of the kit than the shell provides', () => {
    expect(deployment('1.2.0', '1.1.0')).toEqual({
      problems: [],
      checked: ['catalog'],
      skipped: [{ name: 'settings', entry: 'https://cdn.example.com/settings/2.0.0/mf-manifest.json' }],
    });
  });

  it('reports a remote built against a kit whose major differs from the shell’s', () => {
    expect(deployment('1.1.0', '2.0.0').problems).toEqual([
      { remote: 'catalog', shared: '@opsdeck/shared', required: '^2.0.0', provided: '1.1.0' },
      { remote: 'catalog', shared: '@opsdeck/shared/table', required: '^2.0.0', provided: '1.1.0' },
    ]);
    expect(deployment('2.0.0', '1.1.0').problems.map((p) => `${p.shared} ${p.required} / ${p.provided}`)).toEqual([
      '@opsdeck/shared ^1.1.0 / 2.0.0',
      '@opsdeck/shared/table ^1.1.0 / 2.0.0',
    ]);
  });

  it('reports a remote built against a newer minor of the kit than the shell’s', () => {
    expect(deployment('1.1.0', '1.2.0').problems).toHaveLength(2);
  });
});
