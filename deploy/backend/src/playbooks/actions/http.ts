/**
 * http: one request with the action's method, URL (or its connection's URL), headers and body.
 * A connection's username and password become Basic authentication. An answer of 400 or above
 * fails the action; the result keeps the status, headers and body (parsed when it is JSON).
 */
import { findConnection } from './connections';
import { abortReason, truncate, type ActionContext, type ActionOutcome } from './types';

export interface HttpSpec {
  url?: string;
  connection?: string;
  method?: string;
  headers?: { name: string; value?: string }[];
  body?: string;
  username?: unknown;
  password?: unknown;
}

const secretText = (value: unknown): string | undefined =>
  typeof value === 'string'
    ? value
    : value && typeof value === 'object' && typeof (value as { value?: unknown }).value === 'string'
      ? (value as { value: string }).value
      : undefined;

export async function runHttp(spec: HttpSpec, ctx: ActionContext): Promise<ActionOutcome> {
  let url = spec.url ?? '';
  let username = secretText(spec.username);
  let password = secretText(spec.password);
  if (spec.connection) {
    const connection = await findConnection(ctx.db, spec.connection);
    url = url || connection.url || '';
    username ??= connection.username ?? undefined;
    password ??= connection.password ?? undefined;
  }
  if (!url) return { status: 'failed', result: {}, error: 'http action: no url (set url or a connection with one)' };
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return { status: 'failed', result: { url }, error: `http action: invalid url ${url}` };
  }
  const method = (spec.method || (spec.body ? 'POST' : 'GET')).toUpperCase();
  const headers = new Headers();
  for (const header of spec.headers ?? []) headers.set(header.name, header.value ?? '');
  if (username !== undefined && !headers.has('authorization')) {
    headers.set('authorization', `Basic ${Buffer.from(`${username}:${password ?? ''}`).toString('base64')}`);
  }
  const started = Date.now();
  try {
    const response = await fetch(target, {
      method,
      headers,
      body: ['GET', 'HEAD'].includes(method) ? undefined : (spec.body ?? undefined),
      signal: ctx.signal,
      redirect: 'follow',
    });
    const text = truncate(await response.text());
    let json: unknown;
    if ((response.headers.get('content-type') ?? '').includes('json')) {
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
    }
    const result = {
      url: target.toString(),
      method,
      code: response.status,
      headers: Object.fromEntries(response.headers.entries()),
      body: text,
      ...(json !== undefined ? { json } : {}),
      durationMs: Date.now() - started,
    };
    if (response.status >= 400)
      return { status: 'failed', result, error: `HTTP ${response.status} ${response.statusText}`.trim() };
    return { status: 'completed', result };
  } catch (error) {
    const message = ctx.signal.aborted
      ? abortReason(ctx.signal)
      : error instanceof Error
        ? `${error.message}${error.cause instanceof Error ? `: ${error.cause.message}` : ''}`
        : String(error);
    return { status: 'failed', result: { url: target.toString(), method }, error: message };
  }
}
