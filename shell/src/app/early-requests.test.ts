import { fetchPreferringEarly, isConsolePath, startEarlyRequest, takeEarlyJson, takeEarlyResponse } from './early-requests';

describe('early requests', () => {
  const fetchMock = jest.fn(async (url: string) => ({ ok: true, status: 200, json: async () => ({ url }) }));
  beforeEach(() => {
    fetchMock.mockClear();
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  it('starts a no-store JSON request once and hands its answer to one reader', async () => {
    startEarlyRequest('/config.json');
    startEarlyRequest('/config.json');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/config.json', { cache: 'no-store', headers: { Accept: 'application/json' } });
    const early = takeEarlyResponse('/config.json');
    await expect(early?.then((response) => response.json())).resolves.toEqual({ url: '/config.json' });
    expect(takeEarlyResponse('/config.json')).toBeUndefined();
  });

  it('answers the first read from the early request and fetches again afterwards (Try again)', async () => {
    startEarlyRequest('/remotes.json');
    await fetchPreferringEarly('/remotes.json', { cache: 'no-store' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await fetchPreferringEarly('/remotes.json', { cache: 'no-store' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock).toHaveBeenLastCalledWith('/remotes.json', { cache: 'no-store' });
  });

  it('passes a failed early request to its reader', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    startEarlyRequest('/remotes.json');
    await expect(fetchPreferringEarly('/remotes.json')).rejects.toThrow('Failed to fetch');
  });

  it('sends the extra headers of a request', () => {
    startEarlyRequest('/api/db/properties', { Prefer: 'count=exact' });
    expect(fetchMock).toHaveBeenCalledWith('/api/db/properties', {
      cache: 'no-store',
      headers: { Accept: 'application/json', Prefer: 'count=exact' },
    });
    expect(takeEarlyResponse('/api/db/properties')).toBeDefined();
  });

  it('hands the JSON of a successful early request once, and nothing for a failed one', async () => {
    startEarlyRequest('/api/auth/whoami');
    await expect(takeEarlyJson('/api/auth/whoami')).resolves.toEqual({ body: { url: '/api/auth/whoami' } });
    await expect(takeEarlyJson('/api/auth/whoami')).resolves.toBeUndefined();
    fetchMock.mockResolvedValueOnce({ ok: false, status: 401, json: async () => ({ url: '' }) });
    startEarlyRequest('/api/db/properties');
    await expect(takeEarlyJson('/api/db/properties')).resolves.toBeUndefined();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    startEarlyRequest('/api/db/properties');
    await expect(takeEarlyJson('/api/db/properties')).resolves.toBeUndefined();
  });

  it.each([
    ['/incidents', true],
    ['/catalog/changes', true],
    ['/', true],
    ['/login', false],
    ['/registration', false],
    ['/recovery', false],
    ['/verification', false],
    ['/profile-settings', false],
    ['/error', false],
    ['/loginx', true],
  ])('%s is a console path: %s', (path, expected) => {
    expect(isConsolePath(path)).toBe(expected);
  });
});
