import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Backend } from '../backend';

export interface TestServer {
  url: string;
  request: (
    method: string,
    path: string,
    init?: { headers?: Record<string, string>; body?: string | object },
  ) => Promise<TestResponse>;
  close: () => Promise<void>;
}

export interface TestResponse {
  status: number;
  headers: Headers;
  text: string;
  /** Parsed JSON body, or undefined when empty / not JSON. */
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** Serves a backend on a loopback port for HTTP-level tests. */
export async function serve(backend: Backend): Promise<TestServer> {
  const server: Server = createServer(backend.handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    request: async (method, path, init = {}) => {
      const body = init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
      // An object body is sent as JSON clients send it; a string body goes with the headers given.
      const json =
        typeof init.body === 'object' && !Object.keys(init.headers ?? {}).some((k) => k.toLowerCase() === 'content-type');
      const headers = json ? { ...init.headers, 'Content-Type': 'application/json' } : init.headers;
      const res = await fetch(url + path, { method, headers, body });
      const text = await res.text();
      let parsed: unknown;
      try {
        parsed = text === '' ? undefined : JSON.parse(text);
      } catch {
        parsed = undefined;
      }
      return { status: res.status, headers: res.headers, text, body: parsed };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
