/**
 * What the gateway tests share: a throwaway build (shell, one remote, runtime manifest) in a
 * temporary directory, a stand-in backend recording the requests it was given, and HTTP helpers
 * that see the bytes as sent.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { GatewayOptions } from '../server';

export const bigScript = `console.log(${JSON.stringify('x'.repeat(4000))});`;

export function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
}

export const close = (server: Server) => new Promise((resolve) => server.close(resolve));

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A request through node:http, so the body arrives as sent (fetch would decode it). */
export function rawRequest(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

/** A JSON array of `rows` rows, about 60 bytes each. */
export const jsonRows = (rows: number) =>
  JSON.stringify(Array.from({ length: rows }, (_, id) => ({ id, name: `check-${id}`, status: 'healthy' })));

/** Writes a request as raw bytes (clients refuse to send these targets) and returns the response head. */
export function rawHead(base: string, request: string): Promise<string> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(request));
    let received = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('end', () => resolve(received.split('\r\n\r\n')[0] ?? ''));
    socket.on('error', reject);
  });
}

export interface GatewayFixture {
  dir: string;
  /** "METHOD /url" of every request the stand-in backend answered. */
  seen: string[];
  /** Options serving the fixture's build in front of the stand-in backend. */
  options: () => GatewayOptions;
  remove: () => void;
}

/** Writes the throwaway build: the shell with hashed scripts (one precompressed) and the catalog remote. */
export function createGatewayFixture(): GatewayFixture {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'gateway-test-'));
  mkdirSync(path.join(dir, 'shell'));
  mkdirSync(path.join(dir, 'catalog', '1.0.0'), { recursive: true });
  writeFileSync(path.join(dir, 'shell', 'index.html'), '<!doctype html><title>Opsdeck</title>');
  writeFileSync(path.join(dir, 'shell', 'main.0123abcd.js'), bigScript);
  // A build-time brotli copy; its content differs so the test can tell which body was sent.
  writeFileSync(path.join(dir, 'shell', 'chunk.4567cdef.js'), bigScript);
  writeFileSync(path.join(dir, 'shell', 'chunk.4567cdef.js.br'), brotliCompressSync('console.log("precompressed");'));
  writeFileSync(path.join(dir, 'catalog', '1.0.0', 'mf-manifest.json'), '{"id":"catalog"}');
  writeFileSync(path.join(dir, 'catalog', '1.0.0', 'module-manifest.json'), '{"name":"catalog"}');
  writeFileSync(path.join(dir, 'catalog', '1.0.0', 'remoteEntry.89abcdef.js'), bigScript);
  writeFileSync(
    path.join(dir, 'remotes.json'),
    JSON.stringify({ remotes: [{ name: 'catalog', entry: '/remotes/catalog/1.0.0/mf-manifest.json' }] }),
  );
  const seen: string[] = [];
  const options = (): GatewayOptions => ({
    shellDir: path.join(dir, 'shell'),
    remoteDirs: { catalog: path.join(dir, 'catalog') },
    manifestPath: path.join(dir, 'remotes.json'),
    backend: (req, res) => {
      seen.push(`${req.method} ${req.url}`);
      const url = new URL(req.url ?? '/', 'http://x');
      if (url.pathname === '/api/db/checks' && url.searchParams.has('rows')) {
        // setHeader + end, the way a handler without writeHead answers.
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.end(jsonRows(Number(url.searchParams.get('rows'))));
        return;
      }
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end('{"ok":true}');
    },
  });
  return { dir, seen, options, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
