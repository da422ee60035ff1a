/**
 * The gateway: one HTTP server that serves the shell and the remotes, the runtime remote
 * manifest, and the API (the reference backend in-process, or a proxy to BACKEND_URL).
 */
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { readRuntimeManifest } from '@opsdeck/contracts';
import { compressResponse } from './compress';
import { proxyRequest } from './proxy';
import { BASE_SECURITY_HEADERS, contentSecurityPolicy, remoteOriginsOf, selectsHostedProvider } from './security-headers';
import { resolveInside, StaticFiles } from './static-files';

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => void;

export interface GatewayOptions {
  /** Built shell (index.html and its assets). */
  shellDir: string;
  /** Remote name -> folder holding its versioned builds (dist/<version>/...). */
  remoteDirs: Record<string, string>;
  /** The runtime manifest file served at /remotes.json; re-read on every request. */
  manifestPath: string;
  /** API backend: an in-process handler (receives paths with the /api prefix) or a base URL. */
  backend: RequestHandler | URL;
  /** Idle timeout for a BACKEND_URL request, in milliseconds. */
  backendTimeoutMs?: number;
  /**
   * BACKEND_PATHS: how /api paths reach a BACKEND_URL. 'as-is' (default) forwards them unchanged;
   * 'mission-control' applies Mission Control's own rewrites (/api/.ory/* to /kratos/*, every
   * other /api/* without its prefix), for a Mission Control server addressed directly.
   */
  backendPaths?: BackendPaths;
  /** OPSDECK_HEALTH_ONLY: without a config.json file the shell is told to show the health page alone. */
  healthOnly?: boolean;
  /** CONTENT_SECURITY_POLICY: replaces the computed policy of the shell's pages; 'off' sends none. */
  contentSecurityPolicy?: string;
}

export type BackendPaths = 'as-is' | 'mission-control';

/** The path and query a BACKEND_URL receives for a browser's /api request. */
export function backendPath(requestUrl: string, paths: BackendPaths = 'as-is'): string {
  if (paths === 'as-is') return requestUrl;
  if (requestUrl === '/api/.ory' || requestUrl.startsWith('/api/.ory/') || requestUrl.startsWith('/api/.ory?'))
    return `/kratos${requestUrl.slice('/api/.ory'.length)}`;
  const rest = requestUrl.slice('/api'.length);
  return rest === '' || rest.startsWith('?') ? `/${rest}` : rest;
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(text)),
    ...headers,
  });
  res.end(text);
}

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
  'Access-Control-Allow-Headers': '*',
};

export function createGateway(options: GatewayOptions): Server {
  const files = new StaticFiles();
  const shellRoot = path.resolve(options.shellDir);

  // Each problem is logged once per manifest text, not on every page load.
  let reportedFor: string | null = null;

  async function serveManifest(res: ServerResponse): Promise<void> {
    let text: string;
    try {
      text = await readFile(options.manifestPath, 'utf8');
    } catch (error) {
      return manifestError(res, [(error as Error).message], (error as Error).message);
    }
    let reading;
    try {
      // Entry by entry: a bad entry is dropped and reported, only a file that is no manifest fails.
      reading = readRuntimeManifest(JSON.parse(text));
    } catch (error) {
      const reason = error instanceof SyntaxError ? error.message : 'expected {"remotes": [...]}';
      return manifestError(res, [reason], text);
    }
    report(reading.dropped, text);
    sendJson(res, 200, reading.manifest, { 'Cache-Control': 'no-cache' });
  }

  function report(problems: string[], text: string): void {
    if (problems.length > 0 && reportedFor !== text) {
      for (const problem of problems) console.error(`[gateway] ${options.manifestPath}: ${problem}`);
    }
    reportedFor = problems.length > 0 ? text : null;
  }

  /** An unusable manifest is reported, not hidden: the shell shows no remotes and says so. */
  function manifestError(res: ServerResponse, problems: string[], text: string): void {
    report(problems, text);
    sendJson(res, 500, { error: 'runtime manifest unreadable', message: problems.join('; ') }, { 'Cache-Control': 'no-cache' });
  }

  /** The shell's /config.json: the deployment's file when there is one, else the mode's default. */
  async function serveRuntimeConfig(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (await files.send(req, res, path.join(shellRoot, 'config.json'))) return;
    sendJson(res, 200, options.healthOnly ? { healthOnly: true } : {}, { 'Cache-Control': 'no-cache' });
  }

  async function readOptional(file: string): Promise<string | null> {
    try {
      return await readFile(file, 'utf8');
    } catch {
      return null;
    }
  }

  /** The policy of the shell's HTML, from the current manifest (remote origins) and config.json (provider). */
  async function pagePolicy(): Promise<string | null> {
    if (options.contentSecurityPolicy === 'off') return null;
    if (options.contentSecurityPolicy) return options.contentSecurityPolicy;
    const [manifestText, configText] = await Promise.all([
      readOptional(options.manifestPath),
      readOptional(path.join(shellRoot, 'config.json')),
    ]);
    let entries: { entry: string }[] = [];
    try {
      entries = manifestText ? readRuntimeManifest(JSON.parse(manifestText)).manifest.remotes : [];
    } catch {
      // an unreadable manifest loads no remotes: nothing to allow
    }
    return contentSecurityPolicy({ remoteOrigins: remoteOriginsOf(entries), hostedProvider: selectsHostedProvider(configText) });
  }

  async function sendPage(req: IncomingMessage, res: ServerResponse, file: string): Promise<boolean> {
    const policy = await pagePolicy();
    return files.send(req, res, file, policy ? { 'Content-Security-Policy': policy } : {});
  }

  async function serveRemoteAsset(req: IncomingMessage, res: ServerResponse, urlPath: string): Promise<boolean> {
    const match = /^\/remotes\/([a-z0-9-]+)\/(.+)$/.exec(urlPath);
    if (!match) return false;
    const [, name, rest] = match;
    const root = options.remoteDirs[name!];
    if (!root) return false;
    const filePath = resolveInside(path.resolve(root), rest!);
    if (!filePath) return false;
    return files.send(req, res, filePath, CORS_HEADERS);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) res.setHeader(name, value);
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://gateway.local');
    } catch {
      // a request target the URL parser refuses (`//[`, `//x:99999/`) is the client's error
      return sendJson(res, 400, { error: 'bad request', message: 'the request target is not a valid URL' });
    }
    const urlPath = url.pathname;

    // kubectl with a downloaded kubeconfig: the backend's Kubernetes proxy, at the same path on a
    // BACKEND_URL (Mission Control serves it at its root too), uncompressed and with no idle
    // timeout, as watches stream for as long as they last.
    if (urlPath === '/kubeproxy' || urlPath.startsWith('/kubeproxy/')) {
      if (options.backend instanceof URL) proxyRequest(req, res, options.backend, req.url ?? '/', { timeoutMs: 0 });
      else options.backend(req, res);
      return;
    }
    if (urlPath === '/api' || urlPath.startsWith('/api/')) {
      compressResponse(req, res);
      if (options.backend instanceof URL)
        proxyRequest(req, res, options.backend, backendPath(req.url ?? '/', options.backendPaths), {
          timeoutMs: options.backendTimeoutMs,
        });
      else options.backend(req, res);
      return;
    }
    if (urlPath === '/healthz') return sendJson(res, 200, { status: 'ok' }, { 'Cache-Control': 'no-store' });
    if (urlPath === '/remotes.json') return serveManifest(res);
    if (urlPath === '/config.json' && (req.method === 'GET' || req.method === 'HEAD')) return serveRuntimeConfig(req, res);

    if (req.method === 'OPTIONS' && urlPath.startsWith('/remotes/')) {
      res.writeHead(204, CORS_HEADERS);
      res.end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return sendJson(res, 405, { error: 'method not allowed' }, { Allow: 'GET, HEAD' });
    }
    if (urlPath.startsWith('/remotes/')) {
      if (await serveRemoteAsset(req, res, urlPath)) return;
      return sendJson(res, 404, { error: 'not found' }, { ...CORS_HEADERS, 'Cache-Control': 'no-cache' });
    }
    const filePath = resolveInside(shellRoot, urlPath);
    if (filePath && path.extname(urlPath)) {
      const sent = urlPath.endsWith('.html') ? await sendPage(req, res, filePath) : await files.send(req, res, filePath);
      if (sent) return;
    }
    if (path.extname(urlPath) && !urlPath.endsWith('.html')) {
      return sendJson(res, 404, { error: 'not found' });
    }
    // Client-side routes: every other path renders the shell, which routes it.
    if (!(await sendPage(req, res, path.join(shellRoot, 'index.html')))) {
      sendJson(res, 503, { error: 'the shell is not built', message: 'run the build first' });
    }
  }

  return createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('[gateway]', error);
      if (!res.headersSent) sendJson(res, 500, { error: 'gateway error' });
      else res.destroy();
    });
  });
}
