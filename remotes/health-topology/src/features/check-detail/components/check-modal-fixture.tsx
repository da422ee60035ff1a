/**
 * The check modal's tests share these: a check with related items, history and graph, a fake API
 * scripted per test, and a tall window with the table layout jsdom lacks.
 */
import type { FakeHandler, Permission } from '@opsdeck/contracts';
import { fakeTableLayout, renderPage } from '@opsdeck/shared/testing';
import { CheckDetailModal } from './CheckDetailModal';

export const CHECK_ID = '00000000-0000-4000-8000-0000000000c1';
export const CANARY_ID = '00000000-0000-4000-8000-0000000000a1';
export const AGENT_ID = '00000000-0000-4000-8000-0000000000b1';
export const check = {
  id: CHECK_ID,
  canary_id: CANARY_ID,
  agent_id: AGENT_ID,
  name: 'api-health',
  type: 'http',
  namespace: 'prod',
  status: 'unhealthy',
  spec: { url: 'http://api/healthz' },
  last_runtime: new Date().toISOString(),
  canaries: { id: CANARY_ID, name: 'api', source: 'UI' },
};
/** What the relationship queries answer (each embedded below the check). */
export const related = {
  components: [{ components: { id: 'comp-1', name: 'web', icon: 'web' } }],
  configs: [
    { configs: { id: 'cfg-1', name: 'web-deploy', type: 'Kubernetes::Deployment', health: 'healthy' } },
    { configs: { id: 'cfg-2', name: 'web-svc', type: 'Kubernetes::Service' } },
  ],
};
export const history = Array.from({ length: 3 }, (_, i) => ({
  time: new Date(Date.now() - i * 60_000).toISOString(),
  status: i !== 1,
  duration: 100 + i,
  message: i !== 1 ? 'HTTP 200 OK' : null,
  error: i === 1 ? 'HTTP 503' : null,
}));

export interface Script {
  /** The summary row's not_executed reason. */
  notExecuted?: string;
  /** The rows GET /db/checks answers (default: the check), or an error status. */
  checks?: unknown[] | number;
  /** Answers 403, as the server does, to any query that reads components (a topology deny row). */
  denyTopology?: boolean;
  /** The status the relationship queries answer instead of their rows. */
  relationsStatus?: number;
}

/** The tables a PostgREST request touches, top level and embedded, as the server reads them. */
export const touches = (url: string, table: string) => new RegExp(`[?,(=:]${table}[(!]`).test(decodeURIComponent(url));

export function handler(calls: string[], script: Script = {}): FakeHandler {
  return (config) => {
    const url = `${config.method?.toUpperCase()} ${config.url}`;
    calls.push(url);
    if (url.startsWith('GET /db/checks?')) {
      if (script.denyTopology && touches(url, 'components')) return { status: 403, data: { error: 'forbidden' } };
      for (const relation of ['components', 'configs'] as const) {
        if (!touches(url, `check_${relation.slice(0, -1)}_relationships`)) continue;
        if (script.relationsStatus) return { status: script.relationsStatus, data: { error: 'refused' } };
        return { data: [{ id: CHECK_ID, [relation]: related[relation] }] };
      }
      const checks = script.checks ?? [check];
      return typeof checks === 'number' ? { status: checks, data: { message: 'bad id' } } : { data: checks };
    }
    if (url.startsWith('GET /db/agents?')) return { data: [{ id: AGENT_ID, name: 'eu-west' }] };
    if (url === 'POST /canary/api/summary') {
      const row = { id: CHECK_ID, name: 'api-health', ...(script.notExecuted ? { not_executed: script.notExecuted } : {}) };
      return { data: { runnerName: 'local', checks_summary: [row] } };
    }
    if (url.startsWith('GET /db/check_statuses?')) return { data: history, headers: { 'content-range': '0-2/3' } };
    if (url.startsWith('GET /canary/api/graph')) {
      return {
        data: {
          status: [{ time: new Date().toISOString(), duration: 120, passed: 3, failed: 1 }],
          uptime: { passed: 3, failed: 1 },
          latency: { p95: 150, p97: 170, p99: 1200, rolling1h: 0 },
        },
      };
    }
    if (url === `POST /canary/run/check/${CHECK_ID}`) return { data: { pass: true, message: 'HTTP 200 OK' } };
    return { status: 404, data: { error: 'not found' } };
  };
}

export function openCheckModal(
  roles: string[],
  calls: string[] = [],
  script: Script = {},
  checkId = CHECK_ID,
  permissions: Permission[] = [],
  pages?: (path: string) => boolean,
) {
  const rendered = renderPage(
    <CheckDetailModal checkId={checkId} timeRange="1h" onTimeRangeChange={() => undefined} onClose={() => undefined} />,
    {
      roles,
      permissions,
      handler: handler(calls, script),
      ...(pages ? { pages } : {}),
    },
  );
  return { ...rendered, calls };
}

/** A tall window (the graph beside the history) and jsdom given a table layout, for every test. */
export function installCheckModalLayout(): void {
  let restoreLayout: () => void;
  const realHeight = window.innerHeight;
  beforeEach(() => {
    restoreLayout = fakeTableLayout();
    window.innerHeight = 1080;
  });
  afterEach(() => {
    restoreLayout();
    window.innerHeight = realHeight;
  });
}
