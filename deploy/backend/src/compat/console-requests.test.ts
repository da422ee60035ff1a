/**
 * The console against a real Mission Control: every request the shell, the remotes, the kit and
 * the contracts send (read from the code by console-requests.ts) must be one Mission Control
 * answers: a relation or function its /db serves, with columns duty has, or one of its endpoints
 * with that method. A call only this backend answers fails here unless it is listed below with
 * how the console copes when Mission Control answers it with 404.
 */
import { scanConsole, selectItems, type ConsoleRequest } from './console-requests';
import { isMissionControlFunction, isMissionControlRelation } from './mission-control-db';
import { missionControlEndpoint } from './mission-control-endpoints';
import { referenceColumns } from './reference-columns';

/** Calls Mission Control does not answer, by `METHOD path`, with what the console does on its 404. */
export const DEGRADES_ON_404: Readonly<Record<string, string>> = {
  // Mission Control keeps no audit log: the page shows its error panel, nothing else reads these.
  'GET /db/audit_log': 'settings, Audit Log: the list shows its error panel',
  'GET /db/audit_log_actors': 'settings, Audit Log: the Person filter offers no choices',
  'GET /db/audit_log_resources': 'settings, Audit Log: the Resource filter offers no choices',
  'GET /audit/retention': 'settings, Audit Log: says the backend reports no retention period',
};

/**
 * Calls Mission Control does not answer and the console does not survive: known incompatibilities,
 * each to be replaced by a Mission Control call. Listed so that any new one fails this test.
 */
export const INCOMPATIBLE: Readonly<Record<string, string>> = {
  'GET /connection/health': 'settings, connection health dots: no Mission Control counterpart',
  'POST /people/connection/test/:param': 'settings, Test connection: Mission Control answers POST /connection/test/{id}',
};

/** Call sites whose target is known only at run time, by file, and where their targets are listed. */
export const DYNAMIC_SITES: Readonly<Record<string, string>> = {
  'contracts/src/postgrest/query.ts': 'the from() and rpc() helpers themselves: each call of them is listed where it is made',
  'contracts/src/postgrest/fetch.ts': 'sends queries built with from() and rpc(), listed where they are built',
  'shell/src/flags/useFeatureFlagsQuery.ts': 'sends featureFlagsQuery, a from() query listed where it is built',
  'shell/src/auth/self-service/hooks/useSelfServiceFlow.ts':
    "Kratos' public API through @ory/client under /.ory, which Mission Control's web front end forwards to Kratos (/kratos/*)",
  'shared/src/resource-editor/api.ts':
    'the tables of resource-editor definitions ({table, rowSchema} literals), listed where each is defined',
  'remotes/settings/src/features/permissions/api/choices.ts':
    'the relations of its look-up descriptions ({table, select} literals), listed where each is defined',
  'shared/src/table/csv-export/query-export.ts':
    "Export CSV: a server table's from() query, listed where it is built, asked as text/csv (PostgREST's CSV answer)",
  'remotes/settings/src/features/resources/api/saveManaged.ts':
    'the tables given to useManagedWrites, listed where it is called (RELATION_HELPERS)',
};

const scan = scanConsole();
const key = (request: ConsoleRequest) => `${request.method} ${request.path}`;

/** Why Mission Control would not answer the request as sent; null when it would. */
function problem(request: ConsoleRequest): string | null {
  if (request.relation === undefined) {
    return missionControlEndpoint(request.method, request.path) ? null : 'no such Mission Control endpoint';
  }
  if (request.relation.startsWith('rpc/')) {
    return isMissionControlFunction(request.relation.slice('rpc/'.length)) ? null : 'no such function in duty';
  }
  if (!isMissionControlRelation(request.relation)) return 'no such relation in duty';
  const columns = referenceColumns(request.relation);
  if (!columns) return null;
  const missing = request.columns.filter((column) => !columns.includes(column));
  if (missing.length > 0) return `duty's ${request.relation} has no column ${missing.join(', ')}`;
  const badEmbeds = request.embeds.filter((embed) => !isMissionControlRelation(embed) && !columns.includes(embed));
  return badEmbeds.length > 0 ? `cannot embed ${badEmbeds.join(', ')}` : null;
}

describe('console requests against Mission Control', () => {
  it('finds the calls of every part of the console in the code', () => {
    const keys = new Set(scan.requests.map(key));
    for (const expected of [
      'GET /auth/whoami',
      'GET /db/properties',
      'GET /canary/api/topology',
      'POST /canary/api/summary',
      'POST /resources/search',
      'GET /db/configs',
      'POST /db/incidents',
      'PATCH /db/notification_silences',
      'GET /db/connections',
    ]) {
      expect([expected, keys.has(expected)]).toEqual([expected, true]);
    }
  });

  it('sends only requests Mission Control answers, or documented ones that degrade on 404', () => {
    const failures = scan.requests
      .map((request) => ({ request, why: problem(request) }))
      .filter(
        ({ request, why }) =>
          why !== null && !Object.hasOwn(DEGRADES_ON_404, key(request)) && !Object.hasOwn(INCOMPATIBLE, key(request)),
      )
      .map(({ request, why }) => `${key(request)} (${request.site}): ${why}`);
    expect(failures).toEqual([]);
  });

  it('explains every call site whose target is known only at run time', () => {
    const unexplained = scan.dynamic.filter((site) => !Object.hasOwn(DYNAMIC_SITES, site.site.split(':')[0]!));
    expect(unexplained.map((site) => `${site.site}: ${site.text}`)).toEqual([]);
  });

  it('lists no exception the code no longer needs', () => {
    const keys = new Set(scan.requests.map(key));
    expect([...Object.keys(DEGRADES_ON_404), ...Object.keys(INCOMPATIBLE)].filter((entry) => !keys.has(entry))).toEqual([]);
    // A listed incompatibility Mission Control turns out to answer is no longer one.
    const answered = scan.requests.filter((request) => Object.hasOwn(INCOMPATIBLE, key(request)) && problem(request) === null);
    expect(answered.map(key)).toEqual([]);
    const files = new Set(scan.dynamic.map((site) => site.site.split(':')[0]));
    expect(Object.keys(DYNAMIC_SITES).filter((file) => !files.has(file))).toEqual([]);
  });
});

describe('the check of one request', () => {
  const request = (method: string, path: string, columns: string[] = [], embeds: string[] = []): ConsoleRequest => ({
    method,
    path,
    ...(path.startsWith('/db/') && { relation: path.slice('/db/'.length) }),
    columns,
    embeds,
    site: 'x.ts:1',
  });
  it('refuses relations, functions, columns, embeds and endpoints Mission Control does not have', () => {
    expect(problem(request('GET', '/db/canary_names'))).toBe('no such relation in duty');
    expect(problem(request('GET', '/db/rpc/opsdeck_only'))).toBe('no such function in duty');
    expect(problem(request('GET', '/db/checks', ['id', 'bogus']))).toBe("duty's checks has no column bogus");
    expect(problem(request('GET', '/db/checks', ['id'], ['nowhere']))).toBe('cannot embed nowhere');
    expect(problem(request('GET', '/opsdeck/extra'))).toBe('no such Mission Control endpoint');
    expect(problem(request('GET', '/notification/summary'))).toBe('no such Mission Control endpoint');
  });
  it('accepts what Mission Control answers', () => {
    expect(problem(request('GET', '/db/checks', ['id', 'name'], ['canaries', 'agent_id']))).toBeNull();
    expect(problem(request('GET', '/db/rpc/related_configs_recursive'))).toBeNull();
    expect(problem(request('POST', '/playbook/:param/params'))).toBeNull();
  });
});

describe('select lists', () => {
  it('separates columns (alias, cast and JSON path removed) from embeds (alias and hint removed)', () => {
    expect(selectItems('*,id, name:title,labels->>env,score::text,created_by(id,name),configs:configs!fk(id),...x(a)')).toEqual({
      columns: ['id', 'title', 'labels', 'score'],
      embeds: ['created_by', 'configs', 'x'],
    });
  });
});
