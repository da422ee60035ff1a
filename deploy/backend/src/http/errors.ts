/**
 * Errors of custom (non-PostgREST) endpoints, in duty's HTTPError shape `{error, message?, data?}`
 * (reference section 5). Throw one from a handler; the router turns it into the response.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    message?: string,
    readonly data?: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message ?? error);
    this.name = 'HttpError';
  }

  /** The message is only sent when it adds something to `error`. */
  body(): { error: string; message?: string; data?: string } {
    return {
      error: this.error,
      ...(this.message !== this.error && { message: this.message }),
      ...(this.data !== undefined && { data: this.data }),
    };
  }
}

export const badRequest = (error: string, message?: string) => new HttpError(400, error, message);
export const unauthorized = (error = 'Unauthorized', message?: string) => new HttpError(401, error, message);
export const forbidden = (error: string, message?: string) => new HttpError(403, error, message);
export const notFound = (error = 'not found', message?: string) => new HttpError(404, error, message);
export const conflict = (error: string, message?: string) => new HttpError(409, error, message);
