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

/**
 * Objects and arrays nested deeper than this in a JSON body are refused (400) before parsing: rows
 * and specs nest a dozen levels at most, while thousands would overflow the stack of whatever
 * recurses over the value next (serialising it for the database, validation).
 */
export const MAX_JSON_BODY_DEPTH = 64;

/**
 * The deepest nesting of objects and arrays in a JSON text, scanned without parsing (strings and
 * escapes skipped), so a hostile body is refused before anything recurses over it.
 */
export function jsonNestingDepth(raw: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < raw.length; i += 1) {
    const char = raw.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i += 1; // backslash: skip the escaped character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) deepest = Math.max(deepest, ++depth);
    else if (char === 0x7d || char === 0x5d) depth -= 1;
  }
  return deepest;
}

/**
 * Media types of a JSON request body: `application/json` and PostgREST's single-object type, with
 * any parameters (`; charset=utf-8`). PostgREST's CSV and form bodies are not supported here.
 */
const JSON_BODY_TYPES: ReadonlySet<string> = new Set(['application/json', 'application/vnd.pgrst.object+json']);

/** The media type of a Content-Type header, lower case and without parameters ('' when absent). */
export const mediaTypeOf = (header: string | undefined): string => (header ?? '').split(';')[0]!.trim().toLowerCase();

/**
 * A request body must say it is JSON: a body a browser may send cross-site without asking first
 * (form posts, text/plain, or no type at all) is never taken for one. 415, as the type is the fault.
 */
export function requireJsonContentType(req: IncomingMessage): void {
  const type = mediaTypeOf(req.headers['content-type']);
  if (JSON_BODY_TYPES.has(type)) return;
  throw new HttpError(415, 'unsupported media type', `Content-Type not acceptable: ${type || 'none'}`);
}

/**
 * The body parsed as JSON; undefined when empty. A body that is not declared as JSON is a 415,
 * invalid or too deeply nested JSON a 400.
 */
export async function readJson(req: IncomingMessage, limit: number): Promise<unknown> {
  const raw = await readBody(req, limit);
  if (raw.length === 0) return undefined;
  requireJsonContentType(req);
  const text = raw.toString('utf8');
  if (jsonNestingDepth(text) > MAX_JSON_BODY_DEPTH) {
    throw new HttpError(400, 'invalid JSON body', `objects and arrays nested deeper than ${MAX_JSON_BODY_DEPTH} levels`);
  }
  try {
    return JSON.parse(text) as unknown;
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
