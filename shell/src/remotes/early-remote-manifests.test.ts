import type { RuntimeManifest } from '@opsdeck/contracts';
import { takeEarlyResponse } from '../app/early-requests';
import { declarationsUrlOf, startRemoteManifestRequests } from './early-remote-manifests';

describe('early remote manifests', () => {
  const fetchMock = jest.fn(async (url: string) => ({ ok: true, status: 200, url }));
  beforeEach(() => {
    fetchMock.mockClear();
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  const manifest: RuntimeManifest = {
    remotes: [
      { name: 'health-topology', entry: '/remotes/health-topology/1.0.0/mf-manifest.json' },
      { name: 'incidents', entry: 'https://cdn.example/incidents/2.0.0/mf-manifest.json' },
    ],
  } as RuntimeManifest;

  it("requests every remote's module manifest and the mf-manifest of the current page's remote", () => {
    startRemoteManifestRequests(manifest, '/incidents/42');
    const origin = window.location.origin;
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      `${origin}/remotes/health-topology/1.0.0/module-manifest.json`,
      'https://cdn.example/incidents/2.0.0/module-manifest.json',
      'https://cdn.example/incidents/2.0.0/mf-manifest.json',
    ]);
    // The remote loader reads them by the same absolute URLs, once.
    expect(takeEarlyResponse(declarationsUrlOf('https://cdn.example/incidents/2.0.0/mf-manifest.json'))).toBeDefined();
    expect(takeEarlyResponse('https://cdn.example/incidents/2.0.0/mf-manifest.json')).toBeDefined();
    expect(takeEarlyResponse('https://cdn.example/incidents/2.0.0/mf-manifest.json')).toBeUndefined();
  });

  it('asks for no mf-manifest on a page no remote owns', () => {
    startRemoteManifestRequests({ remotes: [manifest.remotes[0]!] } as RuntimeManifest, '/settings-unknown-x');
    expect(fetchMock.mock.calls.map(([url]) => url).filter((url) => url.endsWith('mf-manifest.json'))).toEqual([]);
  });
});
