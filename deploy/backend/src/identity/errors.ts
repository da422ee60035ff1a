/** Kratos generic error ids and the HTTP status each one answers with (reference "Errors" table). */
const CATALOG = {
  session_inactive: [401, 'No active session was found in this request.', 'request does not have a valid authentication session'],
  session_aal2_required: [
    403,
    'An active session was found but it does not fulfill the Authenticator Assurance Level, implying that the session must first be upgraded to AAL2 before this action can be performed.',
    'Session does not fulfill the AAL requirement',
  ],
  session_aal1_required: [
    401,
    'You can not requested a higher AAL (AAL2/AAL3) without an active session.',
    'aal2 and aal3 can only be requested if a session exists already',
  ],
  session_already_available: [
    400,
    'A valid session was detected and thus login is not possible. Did you forget to set `?refresh=true`?',
    'session is already available',
  ],
  session_refresh_required: [
    403,
    'The login session is too old and thus not allowed to update these fields. Please re-authenticate.',
    'The login session is too old and thus not allowed to update these fields',
  ],
  self_service_flow_expired: [410, 'The self-service flow expired, please initialize a new one.', 'self-service flow expired'],
  self_service_flow_replaced: [410, 'The self-service flow was replaced by a new one.', 'self-service flow replaced'],
  browser_location_change_required: [
    422,
    'In order to complete this flow please redirect the browser to the given location.',
    'browser location change required',
  ],
  security_csrf_violation: [
    403,
    'Please retry the flow and optionally clear your cookies. The request was rejected to protect you from Cross-Site-Request-Forgery (CSRF) which could cause account takeover, leaking personal information, and other serious security issues.',
    'the request was rejected to protect you from Cross-Site-Request-Forgery',
  ],
  security_identity_mismatch: [
    403,
    'The requested flow does not belong to this user.',
    'Requested resource does not belong to the authenticated user',
  ],
  self_service_flow_return_to_forbidden: [
    400,
    'Requested return_to URL is not allowed.',
    'The return_to address is not allowed.',
  ],
  not_found: [404, 'The requested resource could not be found.', 'The requested resource could not be found'],
  bad_request: [
    400,
    'The request was malformed or contained invalid parameters.',
    'The request was malformed or contained invalid parameters',
  ],
  forbidden: [403, 'The requested action was forbidden.', 'The requested action was forbidden'],
  internal_server_error: [
    500,
    'An internal server error occurred, please contact the system administrator.',
    'An internal server error occurred',
  ],
} as const;

export type ErrorId = keyof typeof CATALOG;

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  410: 'Gone',
  422: 'Unprocessable Entity',
  500: 'Internal Server Error',
};

export interface ErrorExtras {
  reason?: string;
  details?: Record<string, unknown>;
  redirectBrowserTo?: string;
  useFlowId?: string;
  expiredAt?: string;
}

/** A flow error; the router turns it into `{error: {...}, redirect_browser_to?, use_flow_id?, expired_at?}`. */
export class IdentityError extends Error {
  readonly status: number;

  constructor(
    readonly id: ErrorId,
    readonly extras: ErrorExtras = {},
  ) {
    super(CATALOG[id][2]);
    this.status = CATALOG[id][0];
  }

  toJSON(): Record<string, unknown> {
    const [code, reason, message] = CATALOG[this.id];
    // The generic ids not in Kratos' list of named errors carry no `id` (as herodot does).
    const named = !['not_found', 'bad_request', 'forbidden', 'internal_server_error'].includes(this.id);
    return {
      error: {
        ...(named ? { id: this.id } : {}),
        code,
        status: STATUS_TEXT[code] ?? 'Error',
        reason: this.extras.reason ?? reason,
        message,
        ...(this.extras.details ? { details: this.extras.details } : {}),
      },
      ...(this.extras.redirectBrowserTo ? { redirect_browser_to: this.extras.redirectBrowserTo } : {}),
      ...(this.extras.useFlowId ? { use_flow_id: this.extras.useFlowId } : {}),
      ...(this.extras.expiredAt ? { expired_at: this.extras.expiredAt } : {}),
    };
  }
}
