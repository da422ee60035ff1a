import { normaliseUrlInput, sameOriginPath } from '@opsdeck/contracts';
import { IdentityError } from '../errors';
import type { IdentityRequest } from '../http/request';
import type { FlowKind } from '../store/flows';

/** UI pages of the console per flow (spec 2.1). */
const UI_PATHS: Record<FlowKind | 'error', string> = {
  login: '/login',
  registration: '/registration',
  recovery: '/recovery',
  verification: '/verification',
  settings: '/profile-settings',
  error: '/error',
};

export function uiUrl(req: IdentityRequest, page: FlowKind | 'error', params: Record<string, string> = {}): string {
  const url = new URL(`${req.frontendUrl}${UI_PATHS[page]}`);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

export function defaultReturnUrl(req: IdentityRequest): string {
  return `${req.frontendUrl}/`;
}

export function flowAction(req: IdentityRequest, kind: FlowKind, flowId: string): string {
  return `${req.publicUrl}/self-service/${kind}?flow=${flowId}`;
}

/** `<public>/self-service/login/browser?...` as used in redirect_browser_to. */
export function loginBrowserUrl(
  req: IdentityRequest,
  params: { aal?: string; refresh?: boolean; returnTo?: string | null },
): string {
  const query = new URLSearchParams();
  if (params.aal) query.set('aal', params.aal);
  if (params.refresh) query.set('refresh', 'true');
  query.set('return_to', params.returnTo ?? '');
  return `${req.publicUrl}/self-service/login/browser?${query.toString()}`;
}

interface AllowRule {
  protocol: string;
  host: string;
  wildcard: boolean;
  pathPrefix: string;
}

function ruleFor(entry: string): AllowRule | null {
  const wildcard = /^[a-z]+:\/\/\*\./i.test(entry);
  try {
    const url = new URL(wildcard ? entry.replace('://*.', '://wildcard.') : entry);
    return {
      protocol: url.protocol,
      host: wildcard ? url.host.replace(/^wildcard\./, '') : url.host,
      wildcard,
      pathPrefix: url.pathname,
    };
  } catch {
    return null;
  }
}

function matches(rule: AllowRule, url: URL): boolean {
  if (url.protocol !== rule.protocol) return false;
  const hostOk = rule.wildcard ? url.host.endsWith(`.${rule.host}`) : url.host === rule.host;
  if (!hostOk) return false;
  const prefix = rule.pathPrefix.endsWith('/') ? rule.pathPrefix : `${rule.pathPrefix}/`;
  return url.pathname === rule.pathPrefix || url.pathname.startsWith(prefix) || rule.pathPrefix === '/';
}

/**
 * Validates return_to against the allow-list: the console's own origin, the public self-service
 * API and the configured entries. Relative paths resolve against the console; a path must pass the
 * console's own `sameOriginPath` (shared in contracts). Anything else is
 * `self_service_flow_return_to_forbidden` (400), never a redirect.
 */
export function resolveReturnTo(req: IdentityRequest, raw: string | null | undefined, allowed: string[]): string | null {
  if (raw === null || raw === undefined || raw === '') return null;
  // a path (after the browser's normalisation) is held to the same rule the console applies
  if (normaliseUrlInput(raw).startsWith('/') && sameOriginPath(raw) === undefined) {
    throw new IdentityError('self_service_flow_return_to_forbidden');
  }
  let url: URL;
  try {
    url = new URL(raw, `${req.frontendUrl}/`);
  } catch {
    throw new IdentityError('self_service_flow_return_to_forbidden');
  }
  const rules = [new URL(req.frontendUrl).origin + '/', `${req.publicUrl}/self-service`, ...allowed]
    .map(ruleFor)
    .filter((rule): rule is AllowRule => rule !== null);
  if (url.username || url.password || !rules.some((rule) => matches(rule, url))) {
    throw new IdentityError('self_service_flow_return_to_forbidden');
  }
  return url.toString();
}
