import { fetchRuntimeManifest } from './runtime-manifest';

function answer(status: number, body: string) {
  global.fetch = jest.fn(async () => ({
    ok: status < 400,
    status,
    json: async () => JSON.parse(body) as unknown,
  })) as unknown as typeof fetch;
}

describe('fetchRuntimeManifest', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('returns the remotes of a valid manifest', async () => {
    answer(200, JSON.stringify({ remotes: [{ name: 'catalog', entry: '/remotes/catalog/1.0.0/mf-manifest.json' }] }));
    await expect(fetchRuntimeManifest()).resolves.toEqual({
      remotes: [{ name: 'catalog', entry: '/remotes/catalog/1.0.0/mf-manifest.json' }],
    });
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('drops a bad entry with one warning and keeps the others', async () => {
    answer(
      200,
      JSON.stringify({
        remotes: [
          { name: 'billing', entry: '/remotes/billing/mf-manifest.json' },
          { name: 'catalog', entry: '/remotes/catalog/1.0.0/mf-manifest.json' },
        ],
      }),
    );
    await expect(fetchRuntimeManifest()).resolves.toEqual({
      remotes: [{ name: 'catalog', entry: '/remotes/catalog/1.0.0/mf-manifest.json' }],
    });
    expect(console.warn).toHaveBeenCalledTimes(1);
    expect(jest.mocked(console.warn).mock.calls[0]?.[0]).toMatch(
      /^\[opsdeck\] \/remotes\.json: entry ignored, remotes\[0\]: name: /,
    );
  });

  it.each([
    ['an HTTP error', 500, '{}', '/remotes.json answered HTTP 500'],
    ['not JSON', 200, '<html>', '/remotes.json is not JSON'],
    ['no remotes list', 200, '{"remote":[]}', '/remotes.json has no list of remotes'],
  ])('throws on %s, so the console can say the feature list is missing', async (_what, status, body, message) => {
    answer(status, body);
    await expect(fetchRuntimeManifest()).rejects.toThrow(message);
  });
});
