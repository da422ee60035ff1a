// Spec strings and limits the kit renders. Single place to point at @opsdeck/contracts.
export const TOAST_DURATION_MS = 5000;

export const MSG_SOMETHING_WENT_WRONG = 'Something went wrong';
export const MSG_RENDER_CRASH = 'Sorry.. there was an error';
export const MSG_UNAUTHORIZED = 'You do not have permission to access this page';
export const MSG_GENERIC_ERROR = 'An error occurred';
