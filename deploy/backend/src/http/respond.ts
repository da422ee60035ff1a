import type { ServerResponse } from 'node:http';
import type { HttpResult } from './types';

const JSON_TYPE = 'application/json; charset=utf-8';

/** Writes a handler result; HEAD responses keep their headers but drop the body. */
export function send(res: ServerResponse, result: HttpResult, head = false): void {
  if (res.headersSent) return;
  let body: string | null = null;
  if (result.raw !== undefined) body = result.raw;
  else if (result.json !== undefined) body = JSON.stringify(result.json);
  const headers: Record<string, string> = { ...result.headers };
  if (body !== null && !Object.keys(headers).some((key) => key.toLowerCase() === 'content-type')) {
    headers['Content-Type'] = JSON_TYPE;
  }
  if (body !== null) headers['Content-Length'] = String(Buffer.byteLength(body));
  res.writeHead(result.status, headers);
  res.end(head || body === null ? undefined : body);
}

export const json = (status: number, value: unknown, headers?: Record<string, string>): HttpResult => ({
  status,
  json: value,
  ...(headers && { headers }),
});
