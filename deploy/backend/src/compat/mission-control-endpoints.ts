/**
 * Mission Control's custom (non-PostgREST) endpoints the console and the incumbent web client may
 * call, as the reference's section 5 lists them (paths as Mission Control serves them; the browser
 * adds `/api`). `:name` is a path parameter, a trailing `*` any rest. `/kratos/*` is the Kratos
 * public API Mission Control forwards; the web client reaches it as `/.ory/*` (reference 1).
 */
export interface MissionControlEndpoint {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE' | '*';
  path: string;
  section: string;
}

const endpoint = (method: MissionControlEndpoint['method'], path: string, section: string): MissionControlEndpoint => ({
  method,
  path,
  section,
});

export const MISSION_CONTROL_ENDPOINTS: readonly MissionControlEndpoint[] = Object.freeze([
  endpoint('GET', '/auth/whoami', '5.1'),
  endpoint('POST', '/auth/invite_user', '5.1'),
  endpoint('POST', '/auth/login', '5.1'),
  endpoint('GET', '/auth/logout', '5.1'),
  endpoint('POST', '/auth/logout', '5.1'),
  endpoint('POST', '/auth/create_token', '5.1'),
  endpoint('GET', '/auth/tokens', '5.1'),
  endpoint('DELETE', '/auth/token/:id', '5.1'),
  endpoint('POST', '/people/update', '5.1'),
  endpoint('DELETE', '/people/:id', '5.1'),
  endpoint('GET', '/about', '5.1'),
  endpoint('GET', '/health', '1'),
  endpoint('GET', '/properties', '5.1'),
  endpoint('*', '/kratos/*', '1'),
  endpoint('POST', '/rbac/:id/update_role', '5.2'),
  endpoint('GET', '/rbac/:id/roles', '5.2'),
  endpoint('GET', '/rbac/token/:id/permissions', '5.2'),
  endpoint('POST', '/rbac/subject-access-reviews', '5.2'),
  endpoint('POST', '/rbac/subject-access-search', '5.2'),
  endpoint('GET', '/rbac/dump', '5.2'),
  endpoint('POST', '/playbook/run', '5.3'),
  endpoint('GET', '/playbook/list', '5.3'),
  endpoint('POST', '/playbook/:id/params', '5.3'),
  endpoint('POST', '/playbook/run/approve/:id', '5.3'),
  endpoint('POST', '/playbook/run/cancel/:id', '5.3'),
  endpoint('GET', '/playbook/run/:id', '5.3'),
  endpoint('GET', '/playbook/run/:id/status', '5.3'),
  endpoint('POST', '/resources/search', '5.4'),
  endpoint('POST', '/catalog/summary', '5.4'),
  endpoint('POST', '/catalog/changes', '5.4'),
  endpoint('GET', '/catalog/:id/relationships', '5.4'),
  endpoint('POST', '/catalog/config-items/bulk-delete', '5.4'),
  endpoint('POST', '/notification/silence', '5.5'),
  endpoint('GET', '/notification/silence_preview', '5.5'),
  endpoint('POST', '/notification/summary', '5.5'),
  endpoint('GET', '/notification/send_history/:id', '5.5'),
  endpoint('POST', '/agent/generate', '5.6'),
  endpoint('POST', '/agent/token', '5.6'),
  endpoint('POST', '/logs', '5.6'),
  endpoint('GET', '/snapshot/topology/:id', '5.6'),
  endpoint('GET', '/snapshot/incident/:id', '5.6'),
  endpoint('GET', '/snapshot/config/:id', '5.6'),
  endpoint('GET', '/kubeconfig', '5.6'),
  endpoint('*', '/kubeproxy', '5.6'),
  endpoint('*', '/kubeproxy/*', '5.6'),
  endpoint('GET', '/artifacts/download/:id', '5.6'),
  endpoint('GET', '/artifacts/list/playbook_run/:id', '5.6'),
  endpoint('GET', '/artifacts/list/config_change/:id', '5.6'),
  endpoint('GET', '/artifacts/list/check/:id/:time', '5.6'),
  endpoint('GET', '/canary/api/summary', '5.7'),
  endpoint('POST', '/canary/api/summary', '5.7'),
  endpoint('GET', '/canary/api/graph', '5.7'),
  endpoint('GET', '/canary/api/topology', '5.7'),
  endpoint('POST', '/canary/run/check/:id', '5.7'),
  endpoint('POST', '/config/run/:id', '5.8'),
]);

const segments = (path: string): string[] => path.split('/').filter((segment) => segment !== '');

/** Whether a concrete or `:param` path is matched by an endpoint pattern. */
export function endpointMatches(pattern: string, path: string): boolean {
  const want = segments(pattern);
  const got = segments(path);
  const wildcard = want[want.length - 1] === '*';
  if (wildcard) want.pop();
  if (wildcard ? got.length < want.length : got.length !== want.length) return false;
  return want.every((segment, i) => segment.startsWith(':') || got[i]!.startsWith(':') || segment === got[i]);
}

/** The endpoint of Mission Control answering `method path`, if any. */
export function missionControlEndpoint(method: string, path: string): MissionControlEndpoint | undefined {
  const upper = method.toUpperCase();
  const lookup = upper === 'HEAD' ? 'GET' : upper;
  return MISSION_CONTROL_ENDPOINTS.find(
    (candidate) => (candidate.method === '*' || candidate.method === lookup) && endpointMatches(candidate.path, path),
  );
}
