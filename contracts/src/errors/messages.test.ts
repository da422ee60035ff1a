import {
  AN_ERROR_OCCURRED,
  BAD_SESSION_MESSAGE,
  CLIPBOARD_COPY_FAILED,
  CLIPBOARD_NOT_AVAILABLE,
  CSRF_VIOLATION,
  FLOW_ERROR_TOASTS,
  FLOW_EXPIRED,
  INSTANCE_PROVISIONING,
  INVALID_MAPPED_TIME_RANGE,
  INVALID_RELATIVE_TIME_RANGE,
  NETWORK_ERROR,
  NOTIFICATION_UPDATED,
  NO_DATA_AVAILABLE,
  NO_DETAILS_FOUND,
  NO_INTERNET_CONNECTION,
  NO_RESOURCES_FOUND,
  PERMISSION_ADDED,
  PERMISSION_DELETED,
  PERMISSION_UPDATED,
  PLAYBOOK_NO_PARAMETERS,
  PLAYBOOK_SELECT_RESOURCE,
  RENDER_ERROR_FALLBACK,
  REQUEST_TIMED_OUT,
  RETURN_TO_FORBIDDEN,
  SOMETHING_WENT_WRONG,
  UNAUTHORIZED_PAGE_MESSAGE,
  UNKNOWN_ERROR,
  VALIDATION,
  addedToTeam,
  copiedToClipboard,
  deletedSuccessfully,
  errorMessageFromResponse,
  removedFromTeam,
  updatedSuccessfully,
} from './messages';

describe('error catalogue strings', () => {
  it('has the exact spec texts', () => {
    expect(REQUEST_TIMED_OUT).toBe('Request timed out. Please try again.');
    expect(NETWORK_ERROR).toBe('Network Error. Please try again.');
    expect(NO_INTERNET_CONNECTION).toBe('No internet connection. Please try again.');
    expect(AN_ERROR_OCCURRED).toBe('An error occurred');
    expect(NO_DATA_AVAILABLE).toBe('No data available');
    expect(NO_DETAILS_FOUND).toBe('No details found');
    expect(NO_RESOURCES_FOUND).toBe('No resources found');
    expect(UNAUTHORIZED_PAGE_MESSAGE).toBe('You do not have permission to access this page');
    expect(RENDER_ERROR_FALLBACK).toBe('Sorry.. there was an error');
    expect(SOMETHING_WENT_WRONG).toBe('Something went wrong');
    expect(INVALID_MAPPED_TIME_RANGE).toBe('Invalid mapped time range');
    expect(INVALID_RELATIVE_TIME_RANGE).toBe('Invalid relative time range');
    expect(INSTANCE_PROVISIONING).toBe('Please wait, instance provisioning in-progress ...');
    expect(BAD_SESSION_MESSAGE).toBe(
      'Bad Session. Please try logging out and logging in again, if the problem persist, please contact us.',
    );
    expect(UNKNOWN_ERROR).toBe('Unknown error');
    expect(CLIPBOARD_NOT_AVAILABLE).toBe('Clipboard not available');
    expect(CLIPBOARD_COPY_FAILED).toBe('Failed to copy to clipboard');
    expect(NOTIFICATION_UPDATED).toBe('Notification updated successfully');
    expect(PERMISSION_ADDED).toBe('Permission added');
    expect(PERMISSION_UPDATED).toBe('Permission updated');
    expect(PERMISSION_DELETED).toBe('Permission deleted');
    expect(PLAYBOOK_SELECT_RESOURCE).toBe('Please select a resource to see the parameters.');
    expect(PLAYBOOK_NO_PARAMETERS).toBe('No parameters for this playbook.');
  });

  it('has the Kratos flow-error toasts', () => {
    expect(RETURN_TO_FORBIDDEN).toBe('The return_to address is not allowed.');
    expect(FLOW_EXPIRED).toBe('Your interaction expired, please fill out the form again.');
    expect(CSRF_VIOLATION).toBe('A security violation was detected, please fill out the form again.');
    expect(Object.keys(FLOW_ERROR_TOASTS).sort()).toEqual([
      'security_csrf_violation',
      'self_service_flow_expired',
      'self_service_flow_return_to_forbidden',
    ]);
  });

  it('formats resource messages', () => {
    expect(deletedSuccessfully('Team')).toBe('Team deleted successfully');
    expect(updatedSuccessfully('Topology')).toBe('Topology updated successfully');
    expect(copiedToClipboard('abc-123')).toBe('Copied abc-123 to clipboard');
    expect(removedFromTeam('Jane')).toBe('Jane removed from team successfully');
    expect(addedToTeam('Jane, Bob')).toBe('Jane, Bob added to the team successfully');
  });

  it('has the validation texts', () => {
    expect(VALIDATION).toEqual({
      required: 'This field is required',
      mustBeNumber: 'This field must be a number',
      durationUnits: 'duration is allowed only in milli seconds & seconds',
      selectOrCreateIncident: 'Must select or create an incident',
      selectOrCreateHypothesis: 'Must select or create a hypothesis',
      selectIncidentSeverity: 'Please select incident severity',
      selectIncidentType: 'Please select an incident type',
    });
  });
});

describe('errorMessageFromResponse', () => {
  it('prefers the error field', () => {
    expect(errorMessageFromResponse({ error: 'boom', message: 'details' })).toBe('boom');
  });

  it('falls back to the message field', () => {
    expect(errorMessageFromResponse({ code: '42703', message: 'column x does not exist' })).toBe('column x does not exist');
    expect(errorMessageFromResponse({ error: '', message: 'only message' })).toBe('only message');
  });

  it('reads a nested error object message (Kratos, oops)', () => {
    expect(errorMessageFromResponse({ error: { id: 'x', message: 'nested text' } })).toBe('nested text');
  });

  it.each([undefined, null, '', 'plain text body', 42, {}, { error: 5 }, { message: '  ' }, [], { error: {} }])(
    'returns the generic text for %p',
    (data) => {
      expect(errorMessageFromResponse(data)).toBe('An error occurred');
    },
  );
});
