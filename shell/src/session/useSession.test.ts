import axios, { type InternalAxiosRequestConfig } from 'axios';
import { startEarlyRequest } from '../app/early-requests';
import { fetchWhoami } from './useSession';

const apiAnswering = (data: unknown) =>
  axios.create({
    adapter: async (config: InternalAxiosRequestConfig) => ({ status: 200, statusText: 'OK', headers: {}, config, data }),
  });

describe('fetchWhoami', () => {
  const payload = { payload: { user: { id: 'u1', name: 'Ada' }, roles: ['viewer'] } };

  it("uses the answer of the console start's request when it succeeded, checked like any other", async () => {
    global.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => payload })) as unknown as typeof fetch;
    startEarlyRequest('/api/auth/whoami');
    const adapter = jest.fn();
    const session = await fetchWhoami(axios.create({ baseURL: '/api', adapter }));
    expect(session.user).toEqual({ id: 'u1', name: 'Ada' });
    expect(adapter).not.toHaveBeenCalled();
  });

  it('asks through the API client when the early request failed, so a 401 is handled as for any call', async () => {
    global.fetch = jest.fn(async () => ({ ok: false, status: 401, json: async () => ({}) })) as unknown as typeof fetch;
    startEarlyRequest('/api/auth/whoami');
    const adapter = jest.fn(async (config: InternalAxiosRequestConfig) => ({
      status: 200,
      statusText: 'OK',
      headers: {},
      config,
      data: payload,
    }));
    await fetchWhoami(axios.create({ baseURL: '/api', adapter }));
    expect(adapter).toHaveBeenCalledTimes(1);
  });

  it('reads the session user, roles and permissions (lists default to empty, the first avatar is used)', async () => {
    const session = await fetchWhoami(
      apiAnswering({
        message: 'success',
        payload: {
          user: { id: 'u1', name: 'Ada', email: 'ada@example.com', avatar: ['a.png', 'b.png'] },
          roles: null,
          hostname: 'x',
        },
      }),
    );
    expect(session).toEqual({
      user: { id: 'u1', name: 'Ada', email: 'ada@example.com', avatar: 'a.png' },
      roles: [],
      permissions: [],
    });
  });

  it('keeps permission rows for the authorizer', async () => {
    const permissions = [{ subject: 'u1', object: 'canaries', action: 'read', deny: true }];
    const session = await fetchWhoami(
      apiAnswering({ payload: { user: { id: 'u1', name: 'Ada' }, roles: ['viewer'], permissions } }),
    );
    expect(session.permissions).toEqual(permissions);
    expect(session.roles).toEqual(['viewer']);
  });

  it.each([
    ['an HTML page', '<!doctype html>', /^The session answer from \/auth\/whoami is not valid \(/],
    ['no user', { payload: { roles: ['admin'] } }, /\(payload\.user: /],
    ['a user without id', { payload: { user: { name: 'Ada' } } }, /\(payload\.user\.id: /],
    ['roles that are not a list', { payload: { user: { id: 'u1', name: 'Ada' }, roles: 'admin' } }, /\(payload\.roles: /],
  ])('refuses %s with a clear error', async (_what, data, message) => {
    await expect(fetchWhoami(apiAnswering(data))).rejects.toThrow(message);
  });
});
