// Check ids are UUIDs: anything else in the URL is answered with "No details found" without asking the server.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isCheckId = (value: string | undefined): value is string => value !== undefined && UUID.test(value);

/** The HTTP status of a failed request, when it got an answer. */
export function httpStatusOf(error: unknown): number | undefined {
  const status = (error as { response?: { status?: unknown } } | null | undefined)?.response?.status;
  return typeof status === 'number' ? status : undefined;
}

/** A 4xx answer: the request names something that is not there (or not valid), so retrying will not help. */
export const isClientError = (error: unknown): boolean => {
  const status = httpStatusOf(error);
  return status !== undefined && status >= 400 && status < 500;
};
