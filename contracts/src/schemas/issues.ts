import type { z } from 'zod/mini';

/** The first problem zod found, as "routes.0.load: Invalid input" (the path is left out at the root). */
export function describeZodIssue(error: z.core.$ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid';
  return issue.path.length > 0 ? `${issue.path.map(String).join('.')}: ${issue.message}` : issue.message;
}
