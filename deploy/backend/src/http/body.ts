import type { IncomingMessage } from 'node:http';
import type { ZodType } from 'zod';
import { HttpError } from './errors';

/** Default request body limit; PostgREST-style bulk inserts of a few thousand rows fit. */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

/** Reads the whole body, refusing more than `limit` bytes (413) before buffering it all. */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) {
      reject(new HttpError(413, 'request body too large', `at most ${limit} bytes are accepted`));
      req.resume();
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let failed = false;
    req.on('data', (chunk: Buffer) => {
      if (failed) return;
      size += chunk.length;
      if (size > limit) {
        failed = true;
        reject(new HttpError(413, 'request body too large', `at most ${limit} bytes are accepted`));
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!failed) resolve(Buffer.concat(chunks));
    });
    req.on('error', (err) => {
      if (!failed) reject(err);
    });
  });
}

/** The body parsed as JSON; undefined when empty. Invalid JSON is a 400. */
export async function readJson(req: IncomingMessage, limit: number): Promise<unknown> {
  const raw = await readBody(req, limit);
  if (raw.length === 0) return undefined;
  try {
    return JSON.parse(raw.toString('utf8')) as unknown;
  } catch (err) {
    throw new HttpError(400, 'invalid JSON body', err instanceof Error ? err.message : undefined);
  }
}

/** Validates a parsed body with zod; a failure is a 400 naming the first bad field. */
export function validateBody<T>(schema: ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  throw new HttpError(400, 'invalid request body', `${where}${issue?.message ?? 'invalid'}`);
}
