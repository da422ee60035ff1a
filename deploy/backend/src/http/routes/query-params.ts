import type { ZodType } from 'zod';
import { HttpError } from '../errors';

/**
 * Validates query parameters (first value of each) with zod; a failure is a 400 in duty's
 * HTTPError shape naming the bad parameter, like body validation does for JSON bodies.
 */
export function parseQuery<T>(schema: ZodType<T>, query: URLSearchParams): T {
  const input: Record<string, string> = {};
  for (const [key, value] of query) if (!(key in input)) input[key] = value;
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  throw new HttpError(400, 'invalid request', `${where}${issue?.message ?? 'invalid'}`);
}
