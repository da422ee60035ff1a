import { isAxiosError } from 'axios';
import { AUTH_ROUTES, errorMessageFromResponse, FLOW_ERROR_IDS, httpStatusOf } from '@opsdeck/contracts';
import { flowErrorId, type FlowErrorAction } from '../self-service/api/flow-errors';
import { frontendApi } from '../self-service/api/frontend-api';

/**
 * "Already signed in" may mean a session that still owes its second factor (the console's whoami
 * refuses it and sent the browser here). The session check tells: 403 or 422 -> second-factor
 * login, a full session -> /, anything else -> stay and say so (going to / would loop back here).
 */
export async function afterSessionAlreadyAvailable(
  error: unknown,
  action: FlowErrorAction,
  returnTo: string | null,
): Promise<FlowErrorAction> {
  // The second factor asked for with no session to complete (an old link, a signed-out tab): sign in first.
  if (flowErrorId(error) === FLOW_ERROR_IDS.aal1Required) {
    const query = returnTo ? `?${new URLSearchParams({ return_to: returnTo }).toString()}` : '';
    return { type: 'navigate', to: `${AUTH_ROUTES.login}${query}` };
  }
  if (flowErrorId(error) !== FLOW_ERROR_IDS.alreadyAvailable) return action;
  try {
    await frontendApi.toSession();
    return { type: 'navigate', to: AUTH_ROUTES.defaultReturnTo };
  } catch (sessionError) {
    const status = httpStatusOf(sessionError);
    if (status === 403 || status === 422) {
      const query = new URLSearchParams({ aal: 'aal2', ...(returnTo ? { return_to: returnTo } : {}) });
      return { type: 'navigate', to: `${AUTH_ROUTES.login}?${query.toString()}` };
    }
    return {
      type: 'notify',
      message: errorMessageFromResponse(isAxiosError(sessionError) ? sessionError.response?.data : undefined),
    };
  }
}
