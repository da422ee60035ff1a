import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { screen } from '@testing-library/react';
import { createApiClient } from '@opsdeck/contracts';
import { renderWithProviders } from '@opsdeck/shared/testing';
import { frontendApi } from '../auth/self-service/api/frontend-api';
import { passwordLoginFlow } from '../auth/testing/flow-fixtures';
import { RemoteRegistry } from '../remotes/remote-registry';
import { RemoteRegistryContext } from '../remotes/useRemoteRegistry';
import { RemoteLoaderContext } from './remote-loading';
import { ShellRoutes } from './ShellRoutes';

jest.mock('../auth/self-service/api/frontend-api', () => ({
  frontendApi: { createBrowserLoginFlow: jest.fn(), createBrowserRegistrationFlow: jest.fn() },
}));
const api = jest.mocked(frontendApi);

function renderRoutes(route: string, propertiesStatus = 200) {
  const whoami = { payload: { user: { id: 'u1', name: 'Ada Lovelace' }, roles: ['admin'], permissions: [] } };
  const adapter = jest.fn().mockImplementation(async (config: InternalAxiosRequestConfig) => {
    const status = config.url?.startsWith('/db/properties?') ? propertiesStatus : 200;
    const response = {
      status,
      statusText: String(status),
      headers: {},
      config,
      data: config.url === '/auth/whoami' ? whoami : [],
    };
    if (status >= 400) throw new AxiosError('Request failed', AxiosError.ERR_BAD_REQUEST, config, {}, response);
    return response;
  });
  const loader = Object.assign(jest.fn().mockResolvedValue(undefined), { retry: jest.fn() });
  renderWithProviders(
    <RemoteRegistryContext.Provider value={new RemoteRegistry()}>
      <RemoteLoaderContext.Provider value={loader}>
        <ShellRoutes api={createApiClient({ adapter })} mode={{ kind: 'self-service' }} />
      </RemoteLoaderContext.Provider>
    </RemoteRegistryContext.Provider>,
    { route },
  );
  return { adapter, loader };
}

describe('ShellRoutes (self-service)', () => {
  beforeEach(() => {
    api.createBrowserLoginFlow.mockResolvedValue({ data: passwordLoginFlow() } as never);
    api.createBrowserRegistrationFlow.mockResolvedValue({ data: passwordLoginFlow('reg') } as never);
  });

  it('serves the sign-in page without the console: no whoami, no remotes', async () => {
    const { adapter, loader } = renderRoutes('/login?return_to=%2Fcatalog');
    expect(await screen.findByRole('heading', { name: 'Sign In to your account' })).toBeInTheDocument();
    expect(adapter).not.toHaveBeenCalled();
    expect(loader).not.toHaveBeenCalled();
  });

  it('serves the registration page', async () => {
    renderRoutes('/registration');
    expect(await screen.findByRole('heading', { name: 'Create account' })).toBeInTheDocument();
  });

  it('any other path is the signed-in console, which asks who is signed in and loads the remotes', async () => {
    const { adapter, loader } = renderRoutes('/topology');
    await screen.findByRole('button', { name: 'User menu' });
    expect(adapter.mock.calls.map(([config]) => config.url)).toContain('/auth/whoami');
    expect(loader).toHaveBeenCalledWith(undefined);
  });

  it('a user without roles, who may not read the feature flags, still gets the console and its user menu', async () => {
    renderRoutes('/topology', 403);
    expect(await screen.findByRole('button', { name: 'User menu' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
