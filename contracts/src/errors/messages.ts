// The error and message catalogue (section 8 of the three specs, plus validation texts of section 5).

export const REQUEST_TIMED_OUT = 'Request timed out. Please try again.';
export const NETWORK_ERROR = 'Network Error. Please try again.';
export const NO_INTERNET_CONNECTION = 'No internet connection. Please try again.';

/** Fallback toast text when a failed response carries neither error nor message. */
export const AN_ERROR_OCCURRED = 'An error occurred';

export const NO_DATA_AVAILABLE = 'No data available';
export const NO_DETAILS_FOUND = 'No details found';
/** Spec 3 lists the job-details empty state with a trailing full stop. */
export const NO_DETAILS_FOUND_SENTENCE = 'No details found.';
export const NO_RESOURCES_FOUND = 'No resources found';
export const UNAUTHORIZED_PAGE_MESSAGE = 'You do not have permission to access this page';
export const RENDER_ERROR_FALLBACK = 'Sorry.. there was an error';
export const SOMETHING_WENT_WRONG = 'Something went wrong';

export const INVALID_MAPPED_TIME_RANGE = 'Invalid mapped time range';
export const INVALID_RELATIVE_TIME_RANGE = 'Invalid relative time range';

export const INSTANCE_PROVISIONING = 'Please wait, instance provisioning in-progress ...';
export const BAD_SESSION_MESSAGE =
  'Bad Session. Please try logging out and logging in again, if the problem persist, please contact us.';
export const UNKNOWN_ERROR = 'Unknown error';

export const CLIPBOARD_NOT_AVAILABLE = 'Clipboard not available';
export const CLIPBOARD_COPY_FAILED = 'Failed to copy to clipboard';
export const copiedToClipboard = (id: string): string => `Copied ${id} to clipboard`;

export const deletedSuccessfully = (resource: string): string => `${resource} deleted successfully`;
export const createdSuccessfully = (resource: string): string => `${resource} created successfully`;
export const updatedSuccessfully = (resource: string): string => `${resource} updated successfully`;
export const NOTIFICATION_UPDATED = 'Notification updated successfully';
export const removedFromTeam = (name: string): string => `${name} removed from team successfully`;
export const addedToTeam = (names: string): string => `${names} added to the team successfully`;

export const PERMISSION_ADDED = 'Permission added';
export const PERMISSION_UPDATED = 'Permission updated';
export const PERMISSION_DELETED = 'Permission deleted';

export const PLAYBOOK_SELECT_RESOURCE = 'Please select a resource to see the parameters.';
export const PLAYBOOK_NO_PARAMETERS = 'No parameters for this playbook.';

/** Kratos flow error ids and the toast each one shows (only three of them toast). */
export const FLOW_ERROR_IDS = {
  aal2Required: 'session_aal2_required',
  aal1Required: 'session_aal1_required',
  alreadyAvailable: 'session_already_available',
  refreshRequired: 'session_refresh_required',
  inactive: 'session_inactive',
  returnToForbidden: 'self_service_flow_return_to_forbidden',
  flowExpired: 'self_service_flow_expired',
  csrfViolation: 'security_csrf_violation',
  identityMismatch: 'security_identity_mismatch',
  browserLocationChangeRequired: 'browser_location_change_required',
} as const;
export type FlowErrorId = (typeof FLOW_ERROR_IDS)[keyof typeof FLOW_ERROR_IDS];

export const FLOW_ERROR_TOASTS = {
  self_service_flow_return_to_forbidden: 'The return_to address is not allowed.',
  self_service_flow_expired: 'Your interaction expired, please fill out the form again.',
  security_csrf_violation: 'A security violation was detected, please fill out the form again.',
} as const;
export const RETURN_TO_FORBIDDEN = FLOW_ERROR_TOASTS.self_service_flow_return_to_forbidden;
export const FLOW_EXPIRED = FLOW_ERROR_TOASTS.self_service_flow_expired;
export const CSRF_VIOLATION = FLOW_ERROR_TOASTS.security_csrf_violation;

/** Form validation texts (section 5 of specs 2 and 3). */
export const VALIDATION = {
  required: 'This field is required',
  mustBeNumber: 'This field must be a number',
  durationUnits: 'duration is allowed only in milli seconds & seconds',
  selectOrCreateIncident: 'Must select or create an incident',
  selectOrCreateHypothesis: 'Must select or create a hypothesis',
  selectIncidentSeverity: 'Please select incident severity',
  selectIncidentType: 'Please select an incident type',
} as const;

/** Plain-text body mission-control sends with a 403 from its RBAC middleware. */
export const RBAC_ACCESS_DENIED = 'unauthorized. Access Denied';

/**
 * The toast text for a failed response body: its `error` or `message` string, else the generic text.
 * Accepts anything because error bodies come from several servers with different shapes; plain-text
 * bodies (proxy pages, RBAC denials) fall back to the generic text rather than leaking markup.
 */
export function errorMessageFromResponse(data: unknown): string {
  if (typeof data === 'object' && data !== null) {
    const body = data as { error?: unknown; message?: unknown };
    if (typeof body.error === 'string' && body.error.trim() !== '') return body.error;
    // samber/oops and Kratos nest the error object: {error: {message}}
    if (typeof body.error === 'object' && body.error !== null) {
      const nested = (body.error as { message?: unknown; reason?: unknown }).message;
      if (typeof nested === 'string' && nested.trim() !== '') return nested;
    }
    if (typeof body.message === 'string' && body.message.trim() !== '') return body.message;
  }
  return AN_ERROR_OCCURRED;
}

/** An answer that does not match the schema the console expects (a different server version, a proxy page). */
export const UNEXPECTED_ANSWER = 'The server answered in a form this console does not understand, so it cannot be shown.';
/** A lazily loaded part of the console (a dialog, a page) whose code could not be downloaded. */
export const PART_NOT_LOADED = 'This part of the console could not be loaded. Check the connection and try again.';
/** The disclosure that holds the technical details of an error. */
export const ERROR_DETAILS_LABEL = 'Details';
/** The button that loads a failed part or request again. */
export const RETRY_LABEL = 'Retry';

/** The ways out of the Unauthorized page. */
export const UNAUTHORIZED_ACTIONS = {
  goBack: 'Go back',
  /** "/" leads to the first page the user may read. */
  startPage: 'Go to the start page',
} as const;

/** The next action of a list that filters left empty. */
export const CLEAR_FILTERS_LABEL = 'Clear filters';
/** Said under an empty list that filters narrowed. */
export const NOTHING_MATCHES_FILTERS = 'Nothing matches the current filters.';
/** The way out of a detail page whose item is not there. */
export const backToList = (list: string): string => `Back to ${list}`;
/** Said under "No details found" on a detail page. */
export const ITEM_NOT_FOUND_HINT = 'It may have been deleted, or the link is wrong.';
/** Under an empty topology: where components come from. */
export const TOPOLOGY_EMPTY_HINT = 'No component matches these filters, or no topology has been scraped yet.';
/** A list narrowed to one component (a topology card's badge led there): the chip that says so. */
export const COMPONENT_SCOPE_LABEL = 'Component';
/** The button that removes one filter chip. */
export const clearFilterLabel = (filter: string): string => `Clear the ${filter.toLowerCase()} filter`;
