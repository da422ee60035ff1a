/**
 * Custom write endpoints (playbook run, approve and cancel, silences, people, tokens, connection
 * tests, Run Now, agent registration, ...) are recorded after their handler succeeded and before
 * the answer is sent: a handler that throws leaves no entry, and an answer that says the write
 * happened always has one (if the entry cannot be stored the caller gets 500). Routes that only
 * read (`readOnly`), that take no credentials (sign-in flows, sinks) or that the PostgREST engine
 * serves (it records /db writes in their own transaction) are not recorded here.
 */
import type { Database } from '../db/types';
import type { HttpResult, RouteDefinition } from '../http/types';
import { describeEndpointBody, endpointIds } from './changes';
import { insertAuditEntry, type AuditRequest } from './entry';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const ENGINE_PREFIXES = ['/db/', '/config/'];

/** Whether a request to this route is a write the endpoint audit records. */
export function auditsEndpoint(route: RouteDefinition, method: string): boolean {
  if (!WRITE_METHODS.has(method) || route.readOnly || route.audit === false || route.auth === 'none') return false;
  return !ENGINE_PREFIXES.some((prefix) => route.path.startsWith(prefix));
}

const defaultAction = (method: string) => (method === 'POST' ? 'create' : method === 'DELETE' ? 'delete' : 'update');

export interface EndpointWrite {
  request: AuditRequest;
  route: RouteDefinition;
  params: Record<string, string>;
  /** The JSON body when the handler read one. */
  body: unknown;
  result: HttpResult | undefined;
  status: number;
}

export async function recordEndpointWrite(db: Database, write: EndpointWrite): Promise<void> {
  const { route } = write;
  const action = (route.audit && route.audit.action) || defaultAction(write.request.method);
  const ids = endpointIds(write.params, write.result?.json);
  await insertAuditEntry(db, {
    ...write.request,
    ...describeEndpointBody(write.body),
    action,
    resourceType: 'endpoint',
    resource: route.path,
    ids,
    rowCount: ids.length,
    status: write.status,
    outcome: write.status < 400 ? 'success' : 'failure',
  });
}
