import { isUuid } from '@opsdeck/contracts';

// Check ids are UUIDs: anything else in the URL is answered with "No details found" without asking the server.
export const isCheckId = (value: string | undefined): value is string => value !== undefined && isUuid(value);

// The HTTP status helpers live in contracts; re-exported for the check-detail modules that import them from here.
export { httpStatusOf, isClientError } from '@opsdeck/contracts';
