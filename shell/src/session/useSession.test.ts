import axios, { type InternalAxiosRequestConfig } from 'axios';
import { fetchWhoami } from './useSession';

const apiAnswering = (data: unknown) =>
  axios.create({
    adapter: async (config: InternalAxiosRequestConfig) => ({ status: 200, statusText: 'OK', headers: {}, config, data }),
  });

describe('fetchWhoami', () => {
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
