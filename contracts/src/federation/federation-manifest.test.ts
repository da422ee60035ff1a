import { federationManifestProblem } from './federation-manifest';

const manifest = {
  id: 'opsdeck_catalog',
  metaData: {
    name: 'opsdeck_catalog',
    remoteEntry: { name: 'remoteEntry.4adf230a.js', path: '', type: 'global' },
    globalName: 'opsdeck_catalog',
  },
  shared: [],
  remotes: [],
  exposes: [{ id: 'opsdeck_catalog:module', name: 'module', path: './module' }],
};

describe('federationManifestProblem', () => {
  it('accepts the manifest of the expected container', () => {
    expect(federationManifestProblem(manifest, 'opsdeck_catalog')).toBeUndefined();
  });

  it('names what is wrong', () => {
    expect(federationManifestProblem('<html>', 'opsdeck_catalog')).toMatch(/^not a federation manifest \(document: /);
    expect(federationManifestProblem({ ...manifest, shared: undefined }, 'opsdeck_catalog')).toMatch(
      /^not a federation manifest \(shared: /,
    );
    expect(
      federationManifestProblem({ ...manifest, metaData: { ...manifest.metaData, remoteEntry: {} } }, 'opsdeck_catalog'),
    ).toMatch(/metaData\.remoteEntry\.name/);
    expect(federationManifestProblem(manifest, 'opsdeck_settings')).toBe('it describes opsdeck_catalog, not opsdeck_settings');
    expect(federationManifestProblem({ ...manifest, exposes: [] }, 'opsdeck_catalog')).toBe('it does not expose ./module');
  });
});
