// One HTTP(S) request for connection tests, with Insecure TLS honoured (fetch cannot skip checks).
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { ConnectionTestError } from './resolve';

export interface TestHttpRequest {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  username?: string;
  password?: string;
  insecureTls?: boolean;
  timeoutMs?: number;
}

export interface TestHttpResponse {
  status: number;
  statusText: string;
  body: string;
}

const MAX_BODY = 64 * 1024;

export function sendTestRequest(options: TestHttpRequest): Promise<TestHttpResponse> {
  let url: URL;
  try {
    url = new URL(options.url);
  } catch {
    return Promise.reject(new ConnectionTestError(`${options.url} is not a valid URL`));
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return Promise.reject(new ConnectionTestError(`${url.protocol} URLs cannot be tested over HTTP`));
  }
  const headers: Record<string, string> = { 'User-Agent': 'opsdeck-connection-test', ...options.headers };
  if (options.username || options.password) {
    headers.Authorization = `Basic ${Buffer.from(`${options.username ?? ''}:${options.password ?? ''}`).toString('base64')}`;
  }
  if (options.body !== undefined) headers['Content-Length'] = String(Buffer.byteLength(options.body));
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(url, { method: options.method ?? 'GET', headers, rejectUnauthorized: !options.insecureTls }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        if (body.length < MAX_BODY) body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, statusText: res.statusMessage ?? '', body }));
      res.on('error', reject);
    });
    req.setTimeout(options.timeoutMs ?? 10_000, () => req.destroy(new ConnectionTestError(`${url.host} did not answer in time`)));
    req.on('error', (err) => reject(err instanceof ConnectionTestError ? err : new ConnectionTestError(err.message)));
    req.end(options.body);
  });
}

/** "HTTP 401 Unauthorized: <start of the body>" */
export function httpFailure(response: TestHttpResponse): ConnectionTestError {
  const text = response.body.trim().slice(0, 300);
  return new ConnectionTestError(`HTTP ${response.status} ${response.statusText}${text ? `: ${text}` : ''}`);
}
