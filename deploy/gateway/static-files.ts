/**
 * Serves built files with the caching rules a federated app needs: content-hashed assets are
 * immutable for a year, while manifests and the HTML entry must be revalidated every time so a
 * deploy (or a rollback in remotes.json) is seen at once. Compressed bodies are cached in memory
 * per file version, so each file is compressed once; a .br/.gz copy the build wrote next to a file
 * (quality 11 brotli, see shared/build/precompress-plugin.ts) is sent instead when present.
 */
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { DOCUMENT_ONLY_SECURITY_HEADERS } from './security-headers';

/** Hashed files that are only ever loaded by a page (scripts, styles, fonts, source maps). */
const SUBRESOURCE_EXTENSIONS = new Set(['.js', '.mjs', '.css', '.woff', '.woff2', '.map']);

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.ttf': 'font/ttf',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.map', '.txt', '.ttf']);
const HASHED_NAME = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;

export type Encoding = 'br' | 'gzip' | 'identity';

export function negotiateEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return 'identity';
}

export function cacheControlFor(filePath: string): string {
  const base = path.basename(filePath);
  if (base === 'index.html' || base.endsWith('manifest.json') || base === 'remotes.json' || base === 'config.json')
    return 'no-cache';
  if (HASHED_NAME.test(base)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=300';
}

/** Resolves a URL path inside root, refusing anything that escapes it. */
export function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const resolved = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  const rootWithSep = root.endsWith(path.sep) ? root : root + path.sep;
  return resolved === root || resolved.startsWith(rootWithSep) ? resolved : null;
}

interface CachedBody {
  mtimeMs: number;
  body: Buffer;
}

export class StaticFiles {
  private readonly compressed = new Map<string, CachedBody>();

  /** Sends the file and returns true, or returns false when it does not exist. */
  async send(
    req: IncomingMessage,
    res: ServerResponse,
    filePath: string,
    extraHeaders: Record<string, string> = {},
  ): Promise<boolean> {
    let info;
    try {
      info = await stat(filePath);
    } catch {
      return false;
    }
    if (!info.isFile()) return false;
    const ext = path.extname(filePath).toLowerCase();
    const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
    const cacheControl = cacheControlFor(filePath);
    if (cacheControl.includes('immutable') && SUBRESOURCE_EXTENSIONS.has(ext)) {
      for (const name of DOCUMENT_ONLY_SECURITY_HEADERS) res.removeHeader(name);
    }
    const headers: Record<string, string> = {
      'Content-Type': CONTENT_TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': cacheControl,
      ETag: etag,
      Vary: 'Accept-Encoding',
      'X-Content-Type-Options': 'nosniff',
      ...extraHeaders,
    };
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers);
      res.end();
      return true;
    }
    const encoding = COMPRESSIBLE.has(ext) && info.size > 512 ? negotiateEncoding(req.headers['accept-encoding']) : 'identity';
    if (encoding === 'identity') {
      res.writeHead(200, { ...headers, 'Content-Length': String(info.size) });
      if (req.method === 'HEAD') return (res.end(), true);
      createReadStream(filePath).pipe(res);
      return true;
    }
    const body = await this.compressedBody(filePath, info.mtimeMs, encoding);
    res.writeHead(200, { ...headers, 'Content-Encoding': encoding, 'Content-Length': String(body.length) });
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }

  private async compressedBody(filePath: string, mtimeMs: number, encoding: 'br' | 'gzip'): Promise<Buffer> {
    const key = `${encoding}:${filePath}`;
    const cached = this.compressed.get(key);
    if (cached && cached.mtimeMs === mtimeMs) return cached.body;
    const body = (await this.precompressedBody(filePath, mtimeMs, encoding)) ?? (await this.compressNow(filePath, encoding));
    this.compressed.set(key, { mtimeMs, body });
    return body;
  }

  /** The build's own .br/.gz copy (smaller than compressing here), when it is as new as the file. */
  private async precompressedBody(filePath: string, mtimeMs: number, encoding: 'br' | 'gzip'): Promise<Buffer | null> {
    const sibling = `${filePath}.${encoding === 'br' ? 'br' : 'gz'}`;
    try {
      if ((await stat(sibling)).mtimeMs + 1000 < mtimeMs) return null;
      return await readFile(sibling);
    } catch {
      return null;
    }
  }

  private async compressNow(filePath: string, encoding: 'br' | 'gzip'): Promise<Buffer> {
    const raw = await readFile(filePath);
    return encoding === 'br'
      ? brotliCompressSync(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } })
      : gzipSync(raw, { level: 9 });
  }
}
