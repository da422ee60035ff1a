// What a failed self-service call means for the page (spec 1 sections 4 and 8).
import { isAxiosError } from 'axios';
import {
  AN_ERROR_OCCURRED,
  AUTH_ROUTES,
  classifyRequestFailure,
  errorMessageFromResponse,
  failureMessage,
  FLOW_ERROR_IDS,
  FLOW_ERROR_TOASTS,
  loginRedirectUrl,
} from '@opsdeck/contracts';
import { FlowErrorBodySchema, SelfServiceFlowSchema, type SelfServiceFlow } from './schemas';

export type FlowErrorAction =
  /** A 400 carrying the whole flow: show it, so field messages appear. */
  | { type: 'replace'; flow: SelfServiceFlow }
  /** Start a new flow (or switch to the one the server names), optionally after a toast. */
  | { type: 'restart'; toast?: string; useFlowId?: string; dropReturnTo?: boolean }
  /** Leave the console page: the server named a URL (often an API endpoint that redirects again). */
  | { type: 'redirect'; url: string }
  /** Go to another page of the console. */
  | { type: 'navigate'; to: string }
  /** Stay and say what went wrong. */
  | { type: 'notify'; message: string };

/** Path and query of the page asking, for return_to of the login redirects. */
export interface FlowErrorContext {
  returnTo: string;
}

function loginWith(params: Record<string, string>, returnTo: string): string {
  return `${AUTH_ROUTES.login}?${new URLSearchParams({ ...params, return_to: returnTo }).toString()}`;
}

export function flowErrorAction(error: unknown, { returnTo }: FlowErrorContext): FlowErrorAction {
  if (!isAxiosError(error) || !error.response) {
    return { type: 'notify', message: failureMessage(classifyRequestFailure(error)) ?? AN_ERROR_OCCURRED };
  }
  const { status, data } = error.response;
  if (status === 400) {
    const flow = SelfServiceFlowSchema.safeParse(data);
    if (flow.success) return { type: 'replace', flow: flow.data };
  }
  const body = FlowErrorBodySchema.safeParse(data);
  const redirectTo = body.success ? body.data.redirect_browser_to : undefined;
  const useFlowId = body.success ? body.data.use_flow_id : undefined;
  switch (body.success ? body.data.error.id : undefined) {
    case FLOW_ERROR_IDS.aal2Required:
      return redirectTo ? { type: 'redirect', url: redirectTo } : { type: 'navigate', to: loginWith({ aal: 'aal2' }, returnTo) };
    case FLOW_ERROR_IDS.alreadyAvailable:
      return { type: 'navigate', to: AUTH_ROUTES.defaultReturnTo };
    case FLOW_ERROR_IDS.refreshRequired:
      return redirectTo
        ? { type: 'redirect', url: redirectTo }
        : { type: 'navigate', to: loginWith({ refresh: 'true' }, returnTo) };
    case FLOW_ERROR_IDS.inactive:
      return { type: 'navigate', to: loginRedirectUrl(returnTo) };
    case FLOW_ERROR_IDS.returnToForbidden:
      return { type: 'restart', toast: FLOW_ERROR_TOASTS.self_service_flow_return_to_forbidden, dropReturnTo: true };
    case FLOW_ERROR_IDS.flowExpired:
      return { type: 'restart', toast: FLOW_ERROR_TOASTS.self_service_flow_expired, useFlowId };
    case FLOW_ERROR_IDS.csrfViolation:
      return { type: 'restart', toast: FLOW_ERROR_TOASTS.security_csrf_violation };
    case FLOW_ERROR_IDS.identityMismatch:
      return { type: 'restart' };
    case FLOW_ERROR_IDS.browserLocationChangeRequired:
      if (redirectTo) return { type: 'redirect', url: redirectTo };
      break;
    default:
      break;
  }
  // Any other gone flow (replaced, or unknown id) starts over; the server may name its successor.
  if (status === 410 || status === 404) return { type: 'restart', useFlowId };
  return { type: 'notify', message: errorMessageFromResponse(data) };
}

/** The `error.id` of a failed self-service call, when it has one. */
export function flowErrorId(error: unknown): string | undefined {
  if (!isAxiosError(error)) return undefined;
  const body = FlowErrorBodySchema.safeParse(error.response?.data);
  return body.success ? body.data.error.id : undefined;
}
