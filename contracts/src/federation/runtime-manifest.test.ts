import { parseRuntimeManifest } from './runtime-manifest';

describe('parseRuntimeManifest', () => {
  it('accepts known remotes and keeps the first entry of each name', () => {
    const manifest = parseRuntimeManifest({
      remotes: [
        { name: 'catalog', entry: '/remotes/catalog/1.0.0/mf-manifest.json' },
        { name: 'catalog', entry: '/remotes/catalog/0.9.0/mf-manifest.json' },
        { name: 'settings', entry: 'https://cdn.example.com/settings/mf-manifest.json' },
      ],
    });
    expect(manifest.remotes).toEqual([
      { name: 'catalog', entry: '/remotes/catalog/1.0.0/mf-manifest.json' },
      { name: 'settings', entry: 'https://cdn.example.com/settings/mf-manifest.json' },
    ]);
  });

  it('rejects unknown remote names and empty entries', () => {
    expect(() => parseRuntimeManifest({ remotes: [{ name: 'billing', entry: '/x' }] })).toThrow();
    expect(() => parseRuntimeManifest({ remotes: [{ name: 'catalog', entry: '' }] })).toThrow();
    expect(() => parseRuntimeManifest({})).toThrow();
  });
});
