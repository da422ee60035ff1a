import type { IncomingMessage } from 'node:http';
import { addressOf } from './trust-proxy';

/** Logged URLs are cut here: a query can be megabytes, and a log line should stay one line. */
export const MAX_LOGGED_URL = 512;

export const REDACTED = '[redacted]';

/**
 * Query parameters whose values are credentials or lead to them: sign-out and recovery tokens,
 * one-time codes, passwords, secrets, flow and invitation ids (a flow id continues a sign-in or
 * recovery), API keys and signatures. Matched on the lower-cased name.
 */
const SECRET_NAME = /token|password|passwd|secret|session|api_?key|signature|credential|otp|_code$/;
const SECRET_NAMES: ReadonlySet<string> = new Set(['code', 'flow', 'invite', 'key', 'sig', 'auth', 'jwt']);

function isSecretName(raw: string): boolean {
  let name = raw;
  try {
    name = decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    // a malformed escape: judge the raw text
  }
  name = name.trim().toLowerCase();
  return SECRET_NAMES.has(name) || SECRET_NAME.test(name);
}

/**
 * The request URL as logged: values of secret query parameters replaced with `[redacted]` (the
 * rest of the query kept as sent, PostgREST filters read in order), cut to MAX_LOGGED_URL.
 */
export function loggedUrl(url: string): string {
  const q = url.indexOf('?');
  let logged = url;
  if (q !== -1) {
    const query = url
      .slice(q + 1)
      .split('&')
      .map((pair) => {
        const eq = pair.indexOf('=');
        return eq !== -1 && isSecretName(pair.slice(0, eq)) ? `${pair.slice(0, eq)}=${REDACTED}` : pair;
      })
      .join('&');
    logged = `${url.slice(0, q)}?${query}`;
  }
  return logged.length > MAX_LOGGED_URL
    ? `${logged.slice(0, MAX_LOGGED_URL)}...[${logged.length - MAX_LOGGED_URL} more]`
    : logged;
}

/**
 * One request's log line: client address (X-Forwarded-For only behind a trusted proxy), method,
 * redacted URL, status and duration.
 */
export function requestLogLine(
  req: Pick<IncomingMessage, 'headers' | 'socket' | 'method' | 'url'>,
  status: number,
  ms: number,
  trustProxy: boolean,
): string {
  return `${addressOf(req, trustProxy) ?? '-'} ${req.method ?? '-'} ${loggedUrl(req.url ?? '/')} ${status} ${ms.toFixed(1)}ms`;
}
