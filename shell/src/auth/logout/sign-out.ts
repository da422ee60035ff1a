import { currentPathAndQuery } from '@opsdeck/contracts';
import { frontendApi } from '../self-service/api/frontend-api';
import { LogoutFlowSchema } from '../self-service/api/schemas';
import { browser } from '../self-service/browser';

/**
 * Ends the self-service session (logout flow: token and return_to), then reloads the current path
 * and query: signed out, it sends the browser to /login?return_to=<that path>.
 */
export async function signOut(returnTo: string = currentPathAndQuery()): Promise<void> {
  const { data } = await frontendApi.createBrowserLogoutFlow({ returnTo });
  const flow = LogoutFlowSchema.parse(data);
  await frontendApi.updateLogoutFlow({ token: flow.logout_token, returnTo });
  browser.assign(returnTo);
}
