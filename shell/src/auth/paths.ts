import { HOSTED_BAD_SESSION_CODE } from '@opsdeck/contracts';

/** The provider error page (spec 1 section 2.1); the route table lists it as /error. */
export const ERROR_PAGE_PATH = '/error';

/** Where a signed-in user whose session the hosted backend refuses is sent. */
export const BAD_SESSION_ERROR_URL = `${ERROR_PAGE_PATH}?error_code=${HOSTED_BAD_SESSION_CODE}`;
