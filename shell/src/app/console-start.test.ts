import { RUNTIME_CONFIG_URL, RUNTIME_MANIFEST_URL } from '@opsdeck/contracts';
import { startConsole } from './console-start';
import { startEarlyRequest, takeEarlyResponse } from './early-requests';

jest.mock('../remotes/load-remotes', () => ({ loadRemotes: jest.fn(() => Promise.resolve()) }));
const { loadRemotes } = jest.requireMock<{ loadRemotes: jest.Mock }>('../remotes/load-remotes');

const WHOAMI = '/api/auth/whoami';
const FLAGS = '/api/db/properties?select=name%2Cvalue&name=like.*.disable';

describe('startConsole', () => {
  let config: unknown;
  const fetchMock = jest.fn(async (url: string) => {
    const body = url === RUNTIME_CONFIG_URL ? config : url === RUNTIME_MANIFEST_URL ? { remotes: [] } : [];
    return { ok: true, status: 200, json: async () => body };
  });
  beforeEach(() => {
    fetchMock.mockClear();
    loadRemotes.mockClear();
    global.fetch = fetchMock as unknown as typeof fetch;
    for (const url of [WHOAMI, FLAGS, RUNTIME_CONFIG_URL, RUNTIME_MANIFEST_URL]) void takeEarlyResponse(url)?.catch(() => {});
  });

  it('on the self-service console, loads the remotes and asks for the session and the flags before the first render', async () => {
    config = {};
    startEarlyRequest(RUNTIME_CONFIG_URL);
    const started = startConsole();
    await expect(started.config).resolves.toMatchObject({ identityProvider: 'self-service' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    const urls = fetchMock.mock.calls.map(([url]) => url);
    expect(urls).toEqual(expect.arrayContaining([RUNTIME_CONFIG_URL, WHOAMI, FLAGS]));
    expect(takeEarlyResponse(WHOAMI)).toBeDefined();
    await started.loadRemotes();
    expect(loadRemotes).toHaveBeenCalledTimes(1);
    expect(loadRemotes.mock.calls[0][1]).toBe(started.registry);
  });

  it('with the hosted provider or the health page alone, starts nothing: those consoles load their own way', async () => {
    for (const read of [{ identityProvider: 'hosted', clerk: { publishableKey: 'pk_test' } }, { healthOnly: true }]) {
      config = read;
      fetchMock.mockClear();
      const started = startConsole();
      await started.config;
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([RUNTIME_CONFIG_URL]);
      expect(loadRemotes).not.toHaveBeenCalled();
    }
  });

  it('hands an unreadable configuration to the App, which shows it', async () => {
    fetchMock.mockResolvedValueOnce({ ok: false, status: 500, json: async () => ({}) });
    const started = startConsole();
    await expect(started.config).rejects.toThrow(`${RUNTIME_CONFIG_URL} answered HTTP 500`);
    expect(loadRemotes).not.toHaveBeenCalled();
  });
});
