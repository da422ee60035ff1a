import { DEFAULT_RUNTIME_CONFIG, fetchRuntimeConfig, shellModeOf } from './runtime-config';

const respond = (status: number, body?: unknown) =>
  jest.fn().mockResolvedValue({ status, ok: status >= 200 && status < 300, json: async () => body }) as unknown as typeof fetch;

describe('runtime configuration', () => {
  it('without /config.json the self-service provider is used', async () => {
    const config = await fetchRuntimeConfig('/config.json', respond(404));
    expect(config).toEqual(DEFAULT_RUNTIME_CONFIG);
    expect(shellModeOf(config)).toEqual({ kind: 'self-service' });
  });

  it('selects the hosted provider with its publishable key and token template', async () => {
    const config = await fetchRuntimeConfig(
      '/config.json',
      respond(200, { identityProvider: 'hosted', clerk: { publishableKey: 'pk_test_x', jwtTemplate: 'backend' } }),
    );
    expect(shellModeOf(config)).toEqual({ kind: 'hosted', clerk: { publishableKey: 'pk_test_x', jwtTemplate: 'backend' } });
  });

  it('health only wins over any provider', async () => {
    const config = await fetchRuntimeConfig('/config.json', respond(200, { healthOnly: true, identityProvider: 'self-service' }));
    expect(shellModeOf(config)).toEqual({ kind: 'health-only' });
  });

  it('refuses a hosted configuration without a key, or a broken answer, instead of falling back', async () => {
    await expect(fetchRuntimeConfig('/config.json', respond(200, { identityProvider: 'hosted' }))).rejects.toThrow(/clerk/);
    await expect(fetchRuntimeConfig('/config.json', respond(200, { identityProvider: 'ldap' }))).rejects.toThrow(
      /identityProvider/,
    );
    await expect(fetchRuntimeConfig('/config.json', respond(500))).rejects.toThrow('HTTP 500');
  });
});
