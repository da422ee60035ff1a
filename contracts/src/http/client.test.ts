import { AxiosError } from 'axios';
import { createApiClient, DEFAULT_REQUEST_TIMEOUT_MS, rewriteBaseURL } from './client';
import { createFakeAdapter, transportError } from './testing';

const ok = () => ({ status: 200, data: [] });

describe('createApiClient defaults', () => {
  it('uses /api, the Mission Control headers and a timeout', async () => {
    const adapter = createFakeAdapter(ok);
    const client = createApiClient({ adapter });
    await client.get('/db/checks');
    const [config] = adapter.requests;
    expect(config?.baseURL).toBe('/api');
    expect(config?.url).toBe('/db/checks');
    expect(config?.timeout).toBe(DEFAULT_REQUEST_TIMEOUT_MS);
    expect(config?.headers.get('Accept')).toBe('application/json');
    expect(config?.headers.get('Prefer')).toBe('return=representation');
    expect(client.defaults.headers['Content-Type']).toBe('application/json');
    expect(config?.headers.get('Authorization')).toBeUndefined();
  });

  it('lets a request override Prefer (paged lists ask for count=exact)', async () => {
    const adapter = createFakeAdapter(ok);
    await createApiClient({ adapter }).get('/db/checks', { headers: { Prefer: 'count=exact' } });
    expect(adapter.requests[0]?.headers.get('Prefer')).toBe('count=exact');
  });

  it('accepts a custom base URL and timeout', async () => {
    const adapter = createFakeAdapter(ok);
    await createApiClient({ adapter, baseURL: '/api/db', timeoutMs: 1234 }).get('/checks');
    expect(adapter.requests[0]?.baseURL).toBe('/api/db');
    expect(adapter.requests[0]?.timeout).toBe(1234);
  });
});

describe('401 handling', () => {
  it('calls onUnauthorized with the current path and query and still rejects', async () => {
    const onUnauthorized = jest.fn();
    const notify = jest.fn();
    const client = createApiClient({
      adapter: createFakeAdapter(() => ({ status: 401, data: { error: 'error fetching user' } })),
      onUnauthorized,
      notify,
      getReturnTo: () => '/catalog?type=Kubernetes::Pod',
    });
    await expect(client.get('/auth/whoami')).rejects.toBeInstanceOf(AxiosError);
    expect(onUnauthorized).toHaveBeenCalledWith('/catalog?type=Kubernetes::Pod');
    expect(notify).not.toHaveBeenCalled();
  });

  describe('default redirect', () => {
    const originalLocation = Object.getOwnPropertyDescriptor(globalThis, 'location');
    let assign: jest.Mock;
    const setLocation = (pathname: string, search: string) => {
      assign = jest.fn();
      Object.defineProperty(globalThis, 'location', { value: { pathname, search, assign }, configurable: true });
    };
    afterEach(() => {
      if (originalLocation) Object.defineProperty(globalThis, 'location', originalLocation);
      else delete (globalThis as { location?: unknown }).location;
    });
    const unauthorized = createFakeAdapter(() => ({ status: 401 }));

    it('self-service: /login?return_to=<encoded path and query>', async () => {
      setLocation('/incidents/42', '?tab=evidence&x=a b');
      await expect(createApiClient({ adapter: unauthorized }).get('/db/incidents')).rejects.toThrow();
      expect(assign).toHaveBeenCalledWith('/login?return_to=%2Fincidents%2F42%3Ftab%3Devidence%26x%3Da%20b');
    });

    it('hosted: /auth-state-checker?return_to=...', async () => {
      setLocation('/health', '?checkId=1');
      await expect(createApiClient({ adapter: unauthorized, mode: 'hosted' }).get('/db/x')).rejects.toThrow();
      expect(assign).toHaveBeenCalledWith('/auth-state-checker?return_to=%2Fhealth%3FcheckId%3D1');
    });

    it('does not redirect again from the login page', async () => {
      setLocation('/login', '?return_to=%2F');
      await expect(createApiClient({ adapter: unauthorized }).get('/auth/whoami')).rejects.toThrow();
      expect(assign).not.toHaveBeenCalled();
    });
  });
});

describe('transport failures', () => {
  const run = async (error: ReturnType<typeof transportError>, online = true) => {
    const notify = jest.fn();
    const client = createApiClient({ adapter: createFakeAdapter(error), notify, isOnline: () => online });
    await expect(client.get('/db/checks')).rejects.toBeInstanceOf(AxiosError);
    return notify;
  };

  it('timeout -> "Request timed out. Please try again."', async () => {
    expect(await run(transportError('ECONNABORTED', 'timeout of 60000ms exceeded'))).toHaveBeenCalledWith(
      'Request timed out. Please try again.',
    );
    expect(await run(transportError('ETIMEDOUT', 'timeout exceeded'))).toHaveBeenCalledWith(
      'Request timed out. Please try again.',
    );
  });

  it('network -> "Network Error. Please try again."', async () => {
    expect(await run(transportError('ERR_NETWORK', 'Network Error'))).toHaveBeenCalledWith('Network Error. Please try again.');
  });

  it('offline -> "No internet connection. Please try again."', async () => {
    expect(await run(transportError('ERR_NETWORK', 'Network Error'), false)).toHaveBeenCalledWith(
      'No internet connection. Please try again.',
    );
  });

  it('cancelled requests are silent', async () => {
    const notify = await run(transportError('ERR_CANCELED', 'canceled'));
    expect(notify).not.toHaveBeenCalled();
  });

  it('HTTP errors other than 401 are left to the caller', async () => {
    const notify = jest.fn();
    const onUnauthorized = jest.fn();
    const client = createApiClient({
      adapter: createFakeAdapter(() => ({ status: 500, data: { error: 'boom' } })),
      notify,
      onUnauthorized,
    });
    await expect(client.get('/db/checks')).rejects.toMatchObject({ response: { status: 500 } });
    expect(notify).not.toHaveBeenCalled();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('a real abort through AbortController is silent', async () => {
    const notify = jest.fn();
    const controller = new AbortController();
    const client = createApiClient({
      notify,
      adapter: createFakeAdapter(
        (config) =>
          new Promise((_, reject) => {
            config.signal?.addEventListener?.('abort', () => reject(new AxiosError('canceled', 'ERR_CANCELED', config)));
          }),
      ),
    });
    const pending = client.get('/canary/api/summary', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toBeDefined();
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('hosted provider mode', () => {
  it('adds the bearer token and rewrites /api to the organization backend', async () => {
    const adapter = createFakeAdapter(ok);
    const client = createApiClient({
      adapter,
      mode: 'hosted',
      getToken: async () => 'tok-123',
      getBackendUrl: () => 'https://acme.example.com/',
    });
    await client.get('/db/checks');
    expect(adapter.requests[0]?.headers.get('Authorization')).toBe('Bearer tok-123');
    expect(adapter.requests[0]?.baseURL).toBe('https://acme.example.com');
  });

  it('sends no Authorization header and keeps /api when the providers yield nothing', async () => {
    const adapter = createFakeAdapter(ok);
    await createApiClient({ adapter, getToken: () => null, getBackendUrl: () => undefined }).get('/db/checks');
    expect(adapter.requests[0]?.headers.get('Authorization')).toBeUndefined();
    expect(adapter.requests[0]?.baseURL).toBe('/api');
  });
});

describe('rewriteBaseURL', () => {
  it.each([
    ['/api', 'https://b.example.com', 'https://b.example.com'],
    ['/api/db', 'https://b.example.com/', 'https://b.example.com/db'],
    [undefined, 'https://b.example.com', 'https://b.example.com'],
    ['/apiary', 'https://b.example.com', 'https://b.example.com/apiary'],
    ['db', 'https://b.example.com', 'https://b.example.com/db'],
    ['https://already.example.com/x', 'https://b.example.com', 'https://already.example.com/x'],
  ])('%p + %p -> %p', (base, backend, expected) => {
    expect(rewriteBaseURL(base, backend)).toBe(expected);
  });
});
