import type { IncomingMessage } from 'node:http';
import { HttpError } from './errors';
import { requestOrigin } from './trust-proxy';

/**
 * Cross-site request forgery guard. A browser attaches the session cookie to a request another
 * site starts (a form post, a navigation, a `no-cors` fetch); SameSite=Lax alone still lets a
 * top-level navigation through and says nothing about sibling subdomains. So:
 *
 * - a state-changing request (any method but GET, HEAD, OPTIONS) is refused when the browser marks
 *   it `Sec-Fetch-Site: cross-site`, or when its `Origin` is not the console's own;
 * - a GET that changes state (the reference's `GET /kubeconfig` mints a token) is refused unless the
 *   browser marks it same-origin, same-site or user-initiated (`none`); without Fetch Metadata, an
 *   `Origin` or `Referer` it does send must be the console's.
 *
 * Requests without any of these headers come from programs (kubectl, curl, playbooks), not from a
 * page another site controls, and pass. The console's own origins: the one the request was sent
 * to (and the one a proxy in front forwarded), FRONTEND_URL and PUBLIC_URL.
 */
export function consoleOrigins(req: Pick<IncomingMessage, 'headers' | 'socket'>, trusted: boolean): Set<string> {
  // The forwarded origin counts even without TRUST_PROXY (the gateway in proxy mode sets it): a page
  // of another site cannot add X-Forwarded-* to a request it makes the browser send without a
  // preflight, so for this check the header is never the attacker's word.
  const origins = new Set([requestOrigin(req, trusted), requestOrigin(req, true)]);
  for (const name of ['FRONTEND_URL', 'PUBLIC_URL']) {
    const value = process.env[name]?.trim();
    if (!value) continue;
    try {
      origins.add(new URL(value).origin);
    } catch {
      // a malformed setting allows nothing extra
    }
  }
  return origins;
}

const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

function header(req: Pick<IncomingMessage, 'headers'>, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function originOfReferer(referer: string): string {
  try {
    return new URL(referer).origin;
  } catch {
    return 'null';
  }
}

function refuse(detail: string): HttpError {
  return new HttpError(403, 'cross-site request refused', detail);
}

/** Throws 403 for a state-changing request another site made the browser send. */
export function assertNotCrossSite(req: Pick<IncomingMessage, 'headers' | 'socket' | 'method'>, trusted: boolean): void {
  const method = (req.method ?? 'GET').toUpperCase();
  if (SAFE_METHODS.has(method)) return;
  if (header(req, 'sec-fetch-site')?.toLowerCase() === 'cross-site') {
    throw refuse(`${method} requests from another site are not accepted`);
  }
  const origin = header(req, 'origin');
  if (origin !== undefined && !consoleOrigins(req, trusted).has(origin)) {
    throw refuse(`${method} requests from origin ${origin} are not accepted`);
  }
}

/**
 * For the GET the reference makes change state: only a request of this site (or one the user typed)
 * passes; a navigation or subresource load started by another site is refused.
 */
export function assertSameSiteRequest(req: Pick<IncomingMessage, 'headers' | 'socket'>, trusted: boolean): void {
  const site = header(req, 'sec-fetch-site')?.toLowerCase();
  if (site !== undefined) {
    if (site === 'same-origin' || site === 'none') return;
    if (site === 'same-site') {
      const origin = header(req, 'origin') ?? originOfReferer(header(req, 'referer') ?? '');
      if (consoleOrigins(req, trusted).has(origin)) return;
    }
    throw refuse('this request must come from the console itself');
  }
  const origin =
    header(req, 'origin') ?? (header(req, 'referer') !== undefined ? originOfReferer(header(req, 'referer')!) : undefined);
  if (origin !== undefined && !consoleOrigins(req, trusted).has(origin)) {
    throw refuse('this request must come from the console itself');
  }
}
