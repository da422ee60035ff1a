/**
 * Compresses API answers on their way out (JSON lists of a few hundred rows shrink about tenfold).
 * The response object is wrapped, so the in-process backend and the proxy keep writing as usual.
 * Left alone: small bodies, bodies that are already encoded, HEAD, 204 and 304,
 * `Cache-Control: no-transform`, and types that are not text-like (event streams included).
 *
 * An answer of known length up to ONE_SHOT_MAX_BYTES (nearly every API answer) is compressed in
 * one synchronous call when it ends: a streaming encoder costs about twice the CPU for such a body
 * (a thread-pool hop per chunk and the stream machinery) and splits it into several socket writes.
 * Longer answers, and those of unknown length, stay streamed.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import {
  brotliCompressSync,
  constants as zlib,
  createBrotliCompress,
  createGzip,
  gzipSync,
  type BrotliCompress,
  type Gzip,
} from 'node:zlib';
import { negotiateEncoding } from './static-files';

/** Below this, compression costs more than it saves (a response already fits in one packet). */
export const MIN_COMPRESSED_BYTES = 1024;
/** Above this, an answer is compressed as it streams, so the event loop is never held for long. */
export const ONE_SHOT_MAX_BYTES = 256 * 1024;
// Brotli 4 is about as fast as gzip 6 and smaller: these bodies are compressed per request.
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 6;
const COMPRESSIBLE_TYPE = /^(application\/([\w.-]+\+)?(json|yaml|x-yaml)|text\/(plain|csv|yaml))\b/i;

type Headers = OutgoingHttpHeaders | readonly (string | string[])[];

function addVary(res: ServerResponse): void {
  const vary = String(res.getHeader('vary') ?? '');
  if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary))
    res.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/** Copies the headers given to writeHead onto the response, so the decision below sees them. */
function applyHeaders(res: ServerResponse, headers: Headers | undefined): void {
  if (!headers) return;
  if (Array.isArray(headers)) {
    // Either [[name, value], ...] or a flat [name, value, name, value] list.
    const flat = Array.isArray(headers[0]) ? (headers as string[][]).flat() : (headers as string[]);
    for (let i = 0; i + 1 < flat.length; i += 2) res.setHeader(flat[i]!, flat[i + 1]!);
    return;
  }
  for (const [name, value] of Object.entries(headers as OutgoingHttpHeaders)) {
    if (value !== undefined) res.setHeader(name, value);
  }
}

function shouldCompress(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method === 'HEAD' || res.statusCode === 204 || res.statusCode === 304) return false;
  if (!COMPRESSIBLE_TYPE.test(String(res.getHeader('content-type') ?? ''))) return false;
  if (res.hasHeader('content-encoding')) return false;
  if (/\bno-transform\b/i.test(String(res.getHeader('cache-control') ?? ''))) return false;
  const length = res.getHeader('content-length');
  return length === undefined || Number(length) >= MIN_COMPRESSED_BYTES;
}

function compressWhole(encoding: 'br' | 'gzip', body: Buffer): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: body.byteLength },
      })
    : gzipSync(body, { level: GZIP_LEVEL });
}

const toBuffer = (chunk: unknown, encoding: BufferEncoding): Buffer =>
  typeof chunk === 'string' ? Buffer.from(chunk, encoding) : Buffer.from(chunk as Uint8Array);

/** Wraps `res` so that a compressible answer is sent brotli- or gzip-encoded when the client accepts it. */
export function compressResponse(req: IncomingMessage, res: ServerResponse): void {
  const encoding = negotiateEncoding(req.headers['accept-encoding']);
  const writeHead = res.writeHead.bind(res) as (status: number, message?: string) => ServerResponse;
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  let encoder: BrotliCompress | Gzip | null = null;
  /** The body so far of an answer compressed in one piece at its end (see ONE_SHOT_MAX_BYTES). */
  let whole: Buffer[] | null = null;

  function startEncoder(): BrotliCompress | Gzip {
    const sizeHint = Number(res.getHeader('content-length') ?? 0);
    res.setHeader('Content-Encoding', encoding);
    res.removeHeader('Content-Length');
    const stream =
      encoding === 'br'
        ? createBrotliCompress({
            params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: sizeHint },
          })
        : createGzip({ level: GZIP_LEVEL });
    stream.on('data', (chunk: Buffer) => {
      if (!write(chunk)) stream.pause();
    });
    res.on('drain', () => stream.resume());
    // Writers (a piped upstream) wait for the response's 'drain': relay the encoder's.
    stream.on('drain', () => res.emit('drain'));
    stream.on('end', () => end());
    stream.on('error', (error) => res.destroy(error));
    res.on('close', () => stream.destroy());
    return stream;
  }

  res.writeHead = function compressingWriteHead(status: number, message?: string | Headers, headers?: Headers) {
    applyHeaders(res, typeof message === 'string' ? headers : message);
    res.statusCode = status;
    if (COMPRESSIBLE_TYPE.test(String(res.getHeader('content-type') ?? ''))) addVary(res);
    if (encoding !== 'identity' && shouldCompress(req, res)) {
      const length = Number(res.getHeader('content-length') ?? NaN);
      if (length <= ONE_SHOT_MAX_BYTES) {
        // The compressed length is known only at the end: the answer goes out chunked, in one write.
        whole = [];
        res.setHeader('Content-Encoding', encoding);
        res.removeHeader('Content-Length');
      } else encoder = startEncoder();
    }
    return typeof message === 'string' ? writeHead(status, message) : writeHead(status);
  } as typeof res.writeHead;

  res.write = function compressingWrite(chunk: unknown, encodingOrCallback?: unknown, callback?: unknown) {
    if (!res.headersSent) res.writeHead(res.statusCode);
    if (!encoder && !whole) return write(chunk, encodingOrCallback, callback);
    const cb = (typeof encodingOrCallback === 'function' ? encodingOrCallback : callback) as
      ((error?: Error | null) => void) | undefined;
    const textEncoding = typeof encodingOrCallback === 'string' ? (encodingOrCallback as BufferEncoding) : undefined;
    if (whole) {
      whole.push(toBuffer(chunk, textEncoding ?? 'utf8'));
      if (cb) process.nextTick(cb);
      return true;
    }
    const stream = encoder!;
    return typeof chunk === 'string' ? stream.write(chunk, textEncoding ?? 'utf8', cb) : stream.write(chunk, cb);
  } as typeof res.write;

  res.end = function compressingEnd(chunk?: unknown, encodingOrCallback?: unknown, callback?: unknown) {
    if (typeof chunk === 'function') return compressingEnd(undefined, undefined, chunk);
    const textEncoding = typeof encodingOrCallback === 'string' ? (encodingOrCallback as BufferEncoding) : 'utf8';
    if (!res.headersSent) {
      // A body sent in one piece has a known length: small ones go out as they are.
      if (chunk != null && !res.hasHeader('content-length')) {
        const length = typeof chunk === 'string' ? Buffer.byteLength(chunk, textEncoding) : (chunk as Uint8Array).byteLength;
        res.setHeader('Content-Length', String(length));
      }
      res.writeHead(res.statusCode);
    }
    const cb = typeof encodingOrCallback === 'function' ? encodingOrCallback : callback;
    if (whole) {
      if (chunk != null) whole.push(toBuffer(chunk, textEncoding));
      const body = compressWhole(encoding as 'br' | 'gzip', Buffer.concat(whole));
      whole = null;
      return typeof cb === 'function' ? end(body, cb) : end(body);
    }
    if (!encoder) return end(chunk, encodingOrCallback, callback);
    if (typeof cb === 'function') res.once('finish', cb as () => void);
    if (chunk == null) encoder.end();
    else if (typeof chunk === 'string') encoder.end(chunk, textEncoding);
    else encoder.end(chunk);
    return res;
  } as typeof res.end;
}
