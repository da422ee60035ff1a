import { parseRuntimeManifest, readRuntimeManifest } from './runtime-manifest';

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

describe('readRuntimeManifest', () => {
  it('drops invalid and repeated entries one by one and keeps the rest', () => {
    const { manifest, dropped } = readRuntimeManifest({
      remotes: [
        { name: 'catalog', entry: '/remotes/catalog/1.0.0/mf-manifest.json' },
        { name: 'billing', entry: '/remotes/billing/mf-manifest.json' },
        { name: 'settings', entry: '' },
        'incidents',
        { name: 'catalog', entry: '/remotes/catalog/0.9.0/mf-manifest.json' },
        { name: 'incidents', entry: '/remotes/incidents/1.0.0/mf-manifest.json' },
      ],
    });
    expect(manifest.remotes).toEqual([
      { name: 'catalog', entry: '/remotes/catalog/1.0.0/mf-manifest.json' },
      { name: 'incidents', entry: '/remotes/incidents/1.0.0/mf-manifest.json' },
    ]);
    expect(dropped).toHaveLength(4);
    expect(dropped[0]).toMatch(/^remotes\[1\]: name: .*billing/);
    expect(dropped[1]).toMatch(/^remotes\[2\]: entry: /);
    expect(dropped[2]).toMatch(/^remotes\[3\]: /);
    expect(dropped[3]).toBe('remotes[4]: catalog is listed more than once; the first entry is used');
  });

  it('refuses a document without a remotes list', () => {
    expect(() => readRuntimeManifest({})).toThrow();
    expect(() => readRuntimeManifest([])).toThrow();
    expect(() => readRuntimeManifest({ remotes: 'catalog' })).toThrow();
  });
});
