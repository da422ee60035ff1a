import axios, { AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import type { ReactNode } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { createTestQueryClient, renderWithProviders } from '@opsdeck/shared/testing';
import { RemoteRegistry } from '../../remotes/remote-registry';
import { RemoteRegistryContext } from '../../remotes/useRemoteRegistry';
import { HostedApp } from './HostedApp';

/** What the mocked provider answers; each test sets it. */
const mockClerk = {
  isLoaded: true,
  isSignedIn: true,
  organization: null as null | { id: string; publicMetadata: Record<string, unknown> },
  getToken: jest.fn(),
};

/** Stub of a Clerk widget: shows its name and the props the console gave it. */
function mockWidget(name: string) {
  return function Widget(props: Record<string, unknown>) {
    return <div data-testid={name} data-props={JSON.stringify(props)} />;
  };
}

jest.mock('@clerk/clerk-react', () => ({
  ClerkProvider: ({ children }: { children: ReactNode }) => <>{children}</>,
  SignedIn: ({ children }: { children: ReactNode }) => (mockClerk.isSignedIn ? <>{children}</> : null),
  SignedOut: ({ children }: { children: ReactNode }) => (mockClerk.isSignedIn ? null : <>{children}</>),
  useAuth: () => ({ isLoaded: mockClerk.isLoaded, isSignedIn: mockClerk.isSignedIn, getToken: mockClerk.getToken }),
  useOrganization: () => ({ isLoaded: mockClerk.isLoaded, organization: mockClerk.organization }),
  SignIn: mockWidget('SignIn'),
  OrganizationList: mockWidget('OrganizationList'),
  OrganizationSwitcher: mockWidget('OrganizationSwitcher'),
  UserButton: mockWidget('UserButton'),
}));

const propsOf = (testId: string) =>
  JSON.parse(screen.getByTestId(testId).getAttribute('data-props') ?? '{}') as Record<string, unknown>;

type Answer = { status: number; data: unknown };
const requests: InternalAxiosRequestConfig[] = [];
let answers: Record<string, Answer> = {};
const originalAdapter = axios.defaults.adapter;

/** The organization backend, answering by path; every request is recorded with its headers. */
const backend: AxiosAdapter = async (config) => {
  requests.push(config);
  const url = new URL(`${config.baseURL ?? ''}${config.url ?? ''}`);
  const answer = answers[url.pathname] ?? { status: 404, data: { error: 'not found' } };
  const response = { status: answer.status, statusText: String(answer.status), data: answer.data, headers: {}, config };
  if (answer.status >= 400) throw new axios.AxiosError('failed', axios.AxiosError.ERR_BAD_RESPONSE, config, {}, response);
  return response;
};

const whoami = { payload: { user: { id: 'u1', name: 'Grace Hopper' }, roles: ['admin'], permissions: [] } };

beforeEach(() => {
  Object.assign(mockClerk, { isLoaded: true, isSignedIn: true, organization: null });
  mockClerk.getToken.mockReset().mockResolvedValue('org-token');
  requests.length = 0;
  answers = { '/auth/whoami': { status: 200, data: whoami }, '/db/properties': { status: 200, data: [] } };
  axios.defaults.adapter = backend;
});
afterAll(() => {
  axios.defaults.adapter = originalAdapter;
});

function renderHosted(route: string, queryClient = createTestQueryClient()) {
  return renderWithProviders(
    <RemoteRegistryContext.Provider value={new RemoteRegistry()}>
      <HostedApp clerk={{ publishableKey: 'pk_test_x', jwtTemplate: 'mission-control' }} />
    </RemoteRegistryContext.Provider>,
    { route, queryClient },
  );
}

const withBackend = (backendUrl?: string) => ({ id: 'org_1', publicMetadata: backendUrl ? { backend_url: backendUrl } : {} });

describe('HostedApp (Clerk, mocked)', () => {
  it('sends a signed-out user to /login with return_to, where the provider signs in', async () => {
    mockClerk.isSignedIn = false;
    const view = renderHosted('/catalog?type=Pod');
    await waitFor(() => expect(view.location().pathname).toBe('/login'));
    expect(view.location().search).toBe('?return_to=%2Fcatalog%3Ftype%3DPod');
    expect(propsOf('SignIn')).toMatchObject({ routing: 'path', path: '/login', forceRedirectUrl: '/catalog?type=Pod' });
  });

  it('asks for an organization when none is selected', () => {
    renderHosted('/topology');
    expect(propsOf('OrganizationList')).toEqual({
      hidePersonal: true,
      afterSelectOrganizationUrl: '/organizations/orgs-switched',
      afterCreateOrganizationUrl: '/organizations/orgs-switched',
    });
  });

  it('shows the provisioning screen while the organization has no backend address', () => {
    mockClerk.organization = withBackend();
    renderHosted('/topology');
    expect(screen.getByText('Please wait, instance provisioning in-progress ...')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('calls the organization backend with a bearer token of the template, and swaps the user menu for the provider controls', async () => {
    mockClerk.organization = withBackend('https://org-1.example.com');
    renderHosted('/topology');
    expect(await screen.findByTestId('OrganizationSwitcher')).toBeInTheDocument();
    expect(propsOf('OrganizationSwitcher')).toMatchObject({
      afterSelectOrganizationUrl: '/organizations/orgs-switched',
      afterCreateOrganizationUrl: '/organizations/orgs-switched',
    });
    expect(screen.getByTestId('UserButton')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'User menu' })).not.toBeInTheDocument();
    const call = requests.find((request) => request.url === '/auth/whoami');
    expect(call?.baseURL).toBe('https://org-1.example.com');
    expect(AxiosHeaders.from(call?.headers).get('Authorization')).toBe('Bearer org-token');
    expect(mockClerk.getToken).toHaveBeenCalledWith({ template: 'mission-control' });
  });

  it.each([404, 500, 503])('whoami answering %s means the instance is still provisioning', async (status) => {
    mockClerk.organization = withBackend('https://org-1.example.com');
    answers['/auth/whoami'] = { status, data: { error: 'not ready' } };
    renderHosted('/topology');
    expect(await screen.findByText('Please wait, instance provisioning in-progress ...')).toBeInTheDocument();
  });

  it('any other whoami failure shows the error view', async () => {
    mockClerk.organization = withBackend('https://org-1.example.com');
    answers['/auth/whoami'] = { status: 403, data: { error: 'organization suspended' } };
    renderHosted('/topology');
    expect(await screen.findByRole('alert')).toHaveTextContent('organization suspended');
    expect(screen.queryByText('Please wait, instance provisioning in-progress ...')).not.toBeInTheDocument();
  });

  it('auth-state-checker: a signed-in user the backend refused gets the bad-session page', async () => {
    const view = renderHosted('/auth-state-checker?return_to=%2Fcatalog');
    expect(
      await screen.findByText(
        'Bad Session. Please try logging out and logging in again, if the problem persist, please contact us.',
      ),
    ).toBeInTheDocument();
    expect(`${view.location().pathname}${view.location().search}`).toBe('/error?error_code=BAD_SESSION');
  });

  it('auth-state-checker: a signed-out user signs in again with return_to', async () => {
    mockClerk.isSignedIn = false;
    const view = renderHosted('/auth-state-checker?return_to=%2Fcatalog');
    await waitFor(() => expect(`${view.location().pathname}${view.location().search}`).toBe('/login?return_to=%2Fcatalog'));
  });

  it('the error page shows "Unknown error" for any other code', () => {
    renderHosted('/error?error_code=SOMETHING_ELSE');
    expect(screen.getByText('Unknown error')).toBeInTheDocument();
  });

  it('after an organization switch the query cache is emptied and the dashboard opens', async () => {
    mockClerk.organization = withBackend('https://org-2.example.com');
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(['catalog', 'previous-organization'], ['item of the old organization']);
    const view = renderHosted('/organizations/orgs-switched', queryClient);
    await waitFor(() => expect(view.location().pathname).toBe('/topology'));
    expect(queryClient.getQueryData(['catalog', 'previous-organization'])).toBeUndefined();
  });
});
