import { render, screen, waitFor } from '@testing-library/react';
import { App } from './App';

// The routes themselves are tested in ShellRoutes.test.tsx; here only what App starts.
jest.mock('./ShellRoutes', () => ({ ShellRoutes: () => <p>routes</p> }));
jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  loadShare: jest.fn(() => Promise.resolve(false)),
}));

const manifest = { remotes: [{ name: 'incidents', entry: '/remotes/incidents/1.0.0/mf-manifest.json' }] };
const declarations = { name: 'incidents', version: '1.0.0', routes: [], nav: [] };

function serve(config: unknown) {
  const fetchMock = jest.fn(async (url: string) => {
    const body = url === '/config.json' ? config : url === '/remotes.json' ? manifest : declarations;
    return { ok: true, status: 200, json: async () => body, text: async () => JSON.stringify(body) };
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}
const requested = (fetchMock: jest.Mock) => fetchMock.mock.calls.map(([url]) => String(url));

describe('App start-up', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it("reads the remotes' declarations as soon as the config says this is a self-service console page", async () => {
    window.history.replaceState(null, '', '/incidents');
    const fetchMock = serve({});
    render(<App />);
    await waitFor(() => expect(requested(fetchMock)).toContain('http://localhost/remotes/incidents/1.0.0/module-manifest.json'));
    expect(requested(fetchMock).slice(0, 2)).toEqual(['/config.json', '/remotes.json']);
    expect(screen.getByText('routes')).toBeInTheDocument();
  });

  it.each([
    ['a sign-in page', '/login', {}],
    ['a health-only installation', '/health', { healthOnly: true }],
  ])('reads no remote list on %s', async (_what, path, config) => {
    window.history.replaceState(null, '', path);
    const fetchMock = serve(config);
    render(<App />);
    expect(await screen.findByText('routes')).toBeInTheDocument();
    expect(requested(fetchMock)).toEqual(['/config.json']);
  });
});
