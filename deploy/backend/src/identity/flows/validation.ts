import type { z } from 'zod';

/** Parses a flattened request body; null when it does not match (callers answer with a 400 flow). */
export function parseWith<T extends z.ZodType>(schema: T, body: Record<string, unknown>): z.infer<T> | null {
  const result = schema.safeParse(body);
  return result.success ? result.data : null;
}

/** Form bodies carry booleans as "true". */
export function truthy(value: unknown): boolean {
  return value === true || value === 'true';
}
