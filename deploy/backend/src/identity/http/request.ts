import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { jsonNestingDepth } from '../../http/body';
import { addressOf } from '../../http/trust-proxy';
import { parseCookies } from './cookies';

/** One self-service request, framework-free, so flow code is testable and mountable anywhere. */
export interface IdentityRequest {
  method: string;
  /** Path below the mount point, e.g. `/self-service/login/browser`. */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  cookies: Record<string, string>;
  /** Body flattened to dotted keys (`traits.name.first`), values as sent. */
  body: Record<string, unknown>;
  /** JSON callers never get redirects (reference: accepts JSON or sends a JSON body). */
  wantsJson: boolean;
  /** Base URL of the public API as the browser sees it, without trailing slash. */
  publicUrl: string;
  /** Origin (plus optional base path) of the console UI. */
  frontendUrl: string;
  /** The caller's IP address (X-Forwarded-For only behind a trusted proxy); null when unknown. */
  clientAddress: string | null;
}

export interface IdentityResponse {
  status: number;
  headers?: Record<string, string | string[]>;
  body?: unknown;
}

export const MAX_BODY_BYTES = 1024 * 1024;
/** Flow bodies are one or two levels deep (`traits.name.first`); anything far deeper is hostile. */
export const MAX_BODY_DEPTH = 32;

export class BodyError extends Error {
  /** 400 for a malformed body, 413 for one past the size limit. */
  constructor(
    message: string,
    readonly status: 400 | 413 = 400,
  ) {
    super(message);
  }
}

/**
 * Reads the body, refusing more than `limit` bytes with a 413 BodyError: a declared length past the
 * limit is refused before reading, a longer stream stops being buffered. The rest of the body is
 * drained (not the connection reset) so the client receives the answer, as `/api/db` does.
 */
export function readRawBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<string> {
  return new Promise((resolve, reject) => {
    const tooLarge = () => new BodyError('request body too large', 413);
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) {
      reject(tooLarge());
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
        chunks.length = 0;
        reject(tooLarge());
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!failed) resolve(Buffer.concat(chunks).toString('utf8'));
    });
    req.on('error', (error) => {
      if (!failed) reject(error);
    });
  });
}

/** `{traits: {name: {first: 'a'}}}` and `{'traits.name.first': 'a'}` both become the dotted form. */
export function flatten(value: unknown, prefix = '', out: Record<string, unknown> = {}, depth = 0): Record<string, unknown> {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    if (depth >= MAX_BODY_DEPTH) throw new BodyError('request body is nested too deeply');
    for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
      if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
      flatten(inner, prefix ? `${prefix}.${key}` : key, out, depth + 1);
    }
  } else if (prefix) {
    out[prefix] = value;
  }
  return out;
}

export function isJsonContentType(headers: IncomingHttpHeaders): boolean {
  return /\bjson\b/i.test(String(headers['content-type'] ?? ''));
}

export function acceptsJson(headers: IncomingHttpHeaders): boolean {
  return /application\/json/i.test(String(headers.accept ?? ''));
}

export function parseBody(raw: string, headers: IncomingHttpHeaders): Record<string, unknown> {
  if (!raw.trim()) return {};
  if (isJsonContentType(headers)) {
    if (jsonNestingDepth(raw) > MAX_BODY_DEPTH) throw new BodyError('request body is nested too deeply');
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      throw new BodyError('request body is not valid JSON');
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new BodyError('request body must be a JSON object');
    return flatten(parsed);
  }
  if (/application\/x-www-form-urlencoded/i.test(String(headers['content-type'] ?? ''))) {
    const out: Record<string, unknown> = {};
    for (const [key, value] of new URLSearchParams(raw)) out[key] = value;
    return flatten(out);
  }
  throw new BodyError('unsupported content type');
}

export function buildIdentityRequest(
  req: IncomingMessage,
  url: URL,
  path: string,
  body: Record<string, unknown>,
  bases: { publicUrl: string; frontendUrl: string },
  trustProxy = false,
): IdentityRequest {
  return {
    method: (req.method ?? 'GET').toUpperCase(),
    path,
    query: url.searchParams,
    headers: req.headers,
    cookies: parseCookies(req.headers.cookie),
    body,
    wantsJson: acceptsJson(req.headers) || isJsonContentType(req.headers),
    publicUrl: bases.publicUrl,
    frontendUrl: bases.frontendUrl,
    clientAddress: addressOf(req, trustProxy),
  };
}
