// The HTTP status of a failed request, for callers that branch on it (403 forbidden, 4xx not found).

/** The HTTP status of a failed request when it got an answer (axios errors carry it in `response`). */
export function httpStatusOf(error: unknown): number | undefined {
  const status = (error as { response?: { status?: unknown } } | null | undefined)?.response?.status;
  return typeof status === 'number' ? status : undefined;
}

/** A 4xx answer: the request names something that is not there (or not valid), so retrying will not help. */
export const isClientError = (error: unknown): boolean => {
  const status = httpStatusOf(error);
  return status !== undefined && status >= 400 && status < 500;
};
