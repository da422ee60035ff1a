import { can } from '../auth/permissions';
import {
  aboutResponseSchema,
  agentSchema,
  backendVersionOf,
  canarySchema,
  catalogChangesResponseSchema,
  checkSchema,
  checkStatusSchema,
  checkSummarySchema,
  commentSchema,
  componentSchema,
  kubeconfigAvailable,
  configAnalysisSchema,
  configChangeSchema,
  configItemSchema,
  connectionSchema,
  eventQueueSummarySchema,
  evidenceSchema,
  healthSummaryResponseSchema,
  hypothesisSchema,
  identitySchema,
  incidentSchema,
  integrationSchema,
  jobHistorySchema,
  notificationSchema,
  permissionSummarySchema,
  personSchema,
  playbookRunActionSchema,
  playbookRunSchema,
  playbookSchema,
  propertySchema,
  recentTimeRangeSchema,
  responderSchema,
  runPlaybookRequestSchema,
  sendHistorySchema,
  sessionUserSchema,
  silenceSchema,
  stringMapSchema,
  teamSchema,
  timeRangeSchema,
  topologyResponseSchema,
  topologySchema,
  whoamiResponseSchema,
} from './index';

const person = { id: 'p1', name: 'Jane', avatar: null, email: 'jane@example.com' };

describe('session', () => {
  it('parses the whoami envelope and normalises null lists', () => {
    const parsed = whoamiResponseSchema.parse({
      message: 'success',
      payload: {
        user: { id: 'u1', name: 'Admin', properties: {} },
        roles: null,
        permissions: [{ object: '*', action: 'read' }],
        hostname: 'mc-0',
      },
    });
    expect(parsed.payload.roles).toEqual([]);
    // The parsed session feeds the authorizer directly.
    expect(can(parsed.payload, 'read', 'canaries')).toBe(true);
    expect(can(parsed.payload, 'write', 'canaries')).toBe(false);
  });

  it('defaults missing roles and permissions to empty lists', () => {
    expect(sessionUserSchema.parse({ user: { id: 'u', name: 'n' } })).toMatchObject({ roles: [], permissions: [] });
  });

  it('rejects a payload without a user id', () => {
    expect(sessionUserSchema.safeParse({ user: { name: 'x' }, roles: [] }).success).toBe(false);
  });
});

describe('lenient rows', () => {
  it('accepts partial selects, nulls and unknown columns', () => {
    expect(checkSchema.parse({ id: 'c1', name: 'http', extra_column: 1, status: null })).toEqual({
      id: 'c1',
      name: 'http',
      extra_column: 1,
      status: null,
    });
  });

  it('requires the key column', () => {
    for (const schema of [checkSchema, incidentSchema, configItemSchema, playbookSchema, agentSchema, connectionSchema]) {
      expect(schema.safeParse({ name: 'no id' }).success).toBe(false);
    }
    expect(propertySchema.safeParse({ name: 'incidents.disable' }).success).toBe(false);
  });

  it('takes foreign keys as uuids or as embedded rows', () => {
    expect(teamSchema.parse({ id: 't', created_by: 'p1' }).created_by).toBe('p1');
    expect(teamSchema.parse({ id: 't', created_by: person }).created_by).toEqual(person);
    expect(teamSchema.safeParse({ id: 't', created_by: 42 }).success).toBe(false);
  });

  it('stringifies scalar label values and drops nulls', () => {
    expect(stringMapSchema.parse({ a: 'x', b: 1, c: true, d: null, e: { f: 1 } })).toEqual({
      a: 'x',
      b: '1',
      c: 'true',
      e: '{"f":1}',
    });
  });
});

describe('entity samples from the reference', () => {
  it.each([
    [
      'check detail',
      checkSchema,
      {
        id: 'c1',
        canary_id: 'k1',
        agent_id: '00000000-0000-0000-0000-000000000000',
        type: 'http',
        name: 'api',
        labels: { env: 'prod' },
        canaries: { id: 'k1', name: 'canary', source: 'UI' },
        agents: { id: 'a', name: 'local' },
        components: [{ components: { id: 'x', name: 'comp', icon: null } }],
        configs: [{ configs: { id: 'y', name: 'cfg', type: 'Kubernetes::Pod' } }],
        uptime: { passed: 10, failed: 1 },
        latency: { p95: 12, p97: 15, p99: 20, rolling1h: 0 },
      },
    ],
    [
      'check status',
      checkStatusSchema,
      { check_id: 'c1', time: '2026-08-21T10:00:00.123456+00:00', duration: 12, status: true, message: '', error: null },
    ],
    [
      'check summary',
      checkSummarySchema,
      {
        id: 'c1',
        canary_name: 'k',
        status: 'healthy',
        labels: {},
        uptime: { passed: 1, failed: 0, last_pass: null },
        latency: { rolling1h: 0 },
      },
    ],
    [
      'canary with status',
      canarySchema,
      {
        id: 'k1',
        name: 'k',
        namespace: 'default',
        spec: {},
        job_status: 'SUCCESS',
        agent: { id: 'a', name: 'local' },
        created_by: person,
      },
    ],
    [
      'topology',
      topologySchema,
      { id: 't', name: 'infra', namespace: 'default', source: 'UI', agent: { id: 'a', name: 'local' } },
    ],
    [
      'config item',
      configItemSchema,
      {
        id: 'cfg',
        type: 'Kubernetes::Pod',
        config_class: 'Pod',
        external_id: ['a'],
        tags: { namespace: 'x' },
        analysis: { security: 2 },
        changes: 3,
        cost_per_minute: 0.1,
      },
    ],
    [
      'config change',
      configChangeSchema,
      { id: 'ch', config_id: 'cfg', change_type: 'diff', config: { id: 'cfg', name: 'n', type: 'T', config_class: 'C' } },
    ],
    [
      'config analysis',
      configAnalysisSchema,
      { id: 'an', analyzer: 'x', analysis_type: 'security', severity: 'high', status: 'open' },
    ],
    ['catalog changes (empty)', catalogChangesResponseSchema, {}],
    [
      'incident',
      incidentSchema,
      {
        id: 'i',
        incident_id: 'INC0000001',
        title: 't',
        severity: 'low',
        status: 'open',
        type: 'availability',
        commander: person,
        hypotheses: [{ id: 'h', type: 'root' }],
      },
    ],
    [
      'hypothesis',
      hypothesisSchema,
      {
        id: 'h',
        incident_id: 'i',
        type: 'root',
        status: 'possible',
        title: 't',
        created_by: person,
        evidences: [],
        comments: [],
      },
    ],
    [
      'evidence',
      evidenceSchema,
      { id: 'e', hypothesis_id: 'h', type: 'config', description: 'd', evidence: { lines: [] }, created_by: 'p1' },
    ],
    [
      'comment',
      commentSchema,
      { id: 'cm', comment: 'hi', responder_id: { team_id: { id: 't', name: 'ops' } }, created_by: person },
    ],
    [
      'responder',
      responderSchema,
      { id: 'r', incident_id: 'i', type: 'team', team: { id: 't', name: 'ops', icon: null, spec: {} }, person: null },
    ],
    [
      'playbook',
      playbookSchema,
      {
        id: 'pb',
        name: 'restart',
        spec: { parameters: [{ name: 'p', type: 'text', properties: { maxLength: 10 } }], actions: [{ name: 'exec' }] },
      },
    ],
    [
      'playbook run',
      playbookRunSchema,
      {
        id: 'run',
        status: 'scheduled',
        playbooks: { id: 'pb', name: 'x' },
        config: { id: 'c', type: 'T' },
        playbook_approvals: [{ person_id: person }],
      },
    ],
    [
      'run action',
      playbookRunActionSchema,
      {
        id: 'a',
        name: 'exec',
        status: 'completed',
        artifacts: [{ id: 'f', filename: 'out.txt' }],
        agent: { id: 'z', name: 'local' },
      },
    ],
    ['notification', notificationSchema, { id: 'n', events: ['check.failed'], person: person, team: null, pending: 0, sent: 5 }],
    [
      'silence',
      silenceSchema,
      { id: 's', name: 'sil', until: null, checks: { id: 'c', name: 'x' }, catalog: null, createdBy: person },
    ],
    ['send history', sendHistorySchema, { id: 'sh', status: 'sent', resource: { id: 'c', name: 'x' }, resource_kind: 'check' }],
    [
      'permission summary',
      permissionSummarySchema,
      { id: 'perm', action: 'read', deny: false, object: 'catalog', person: { id: 'p', name: 'n' }, created_by: person },
    ],
    [
      'connection',
      connectionSchema,
      { id: 'cn', name: 'slack', namespace: 'default', type: 'slack', insecure_tls: true, properties: { channel: 'x' } },
    ],
    [
      'agent summary',
      agentSchema,
      { id: 'ag', name: 'remote', properties: { a: 'b' }, checks_count: 3, health: 'healthy', status: 'online' },
    ],
    [
      'job history',
      jobHistorySchema,
      {
        id: 'j',
        name: 'SyncCanaries',
        status: 'FAILED',
        agent: { id: 'a', name: 'local' },
        details: { errors: ['x'] },
        duration_millis: 10,
      },
    ],
    ['event queue', eventQueueSummarySchema, { name: 'notification.send', pending: 1, failed: 0, last_failure: null }],
    [
      'integration',
      integrationSchema,
      { id: 'int', name: 'k8s', integration_type: 'scrapers', job_status: 'SUCCESS', agent: null },
    ],
    ['person', personSchema, { id: 'p', name: 'System', email: null }],
    [
      'identity',
      identitySchema,
      { id: 'id', traits: { email: 'a@b.c', name: { first: 'A', last: 'B' } }, state: 'active', state_changed_at: null },
    ],
  ] as const)('%s', (_, schema, sample) => {
    const result = schema.safeParse(sample);
    expect(result.error).toBeUndefined();
    expect(result.success).toBe(true);
  });

  it('parses the health summary and the nested topology tree', () => {
    expect(healthSummaryResponseSchema.parse({ runnerName: 'local', checks_summary: [{ id: 'c' }] }).checks_summary).toHaveLength(
      1,
    );
    const topology = topologyResponseSchema.parse({
      components: [
        {
          id: 'root',
          children: ['child'],
          summary: { checks: { healthy: 2 }, insights: { security: 1 } },
          components: [{ id: 'child', children: ['leaf'], components: [{ id: 'leaf' }] }],
        },
      ],
      healthStatuses: ['healthy'],
      tags: { env: ['prod'] },
    });
    expect(topology.components?.[0]?.components?.[0]?.components?.[0]?.id).toBe('leaf');
    expect(topology.components?.[0]?.summary?.checks).toEqual({ healthy: 2 });
    expect(componentSchema.safeParse({ id: 'root', components: [{ name: 'no id' }] }).success).toBe(false);
    expect(componentSchema.safeParse({ id: 'root', children: [{ id: 'nested' }] }).success).toBe(false);
  });
});

describe('requests', () => {
  it('validates a playbook run request', () => {
    expect(runPlaybookRequestSchema.safeParse({ id: 'pb', config_id: 'c', params: { a: 'b' } }).success).toBe(true);
    expect(runPlaybookRequestSchema.safeParse({ id: '' }).success).toBe(false);
    expect(runPlaybookRequestSchema.safeParse({ id: 'pb', params: { n: 1 } }).success).toBe(false);
  });
});

describe('time ranges', () => {
  it('accepts the three kinds', () => {
    expect(timeRangeSchema.parse({ type: 'absolute', from: 'a', to: 'b', display: 'Custom' }).type).toBe('absolute');
    expect(timeRangeSchema.parse({ type: 'relative', range: 'now-5m', display: 'Last 5 minutes' }).type).toBe('relative');
    expect(timeRangeSchema.parse({ type: 'mapped', display: 'Today so far' }).type).toBe('mapped');
  });

  it('rejects unknown mapped names and incomplete ranges', () => {
    expect(timeRangeSchema.safeParse({ type: 'mapped', display: 'Next week' }).success).toBe(false);
    expect(timeRangeSchema.safeParse({ type: 'absolute', from: 'a', display: 'x' }).success).toBe(false);
    expect(timeRangeSchema.safeParse({ type: 'other', display: 'x' }).success).toBe(false);
    expect(recentTimeRangeSchema.safeParse({ from: 'a', to: 'b' }).success).toBe(true);
  });
});

describe('backendVersionOf', () => {
  it('prefers the backend field then chart, app and canary versions', () => {
    expect(backendVersionOf({ backend: '1.2.3' })).toBe('1.2.3');
    expect(backendVersionOf({ chartVersion: '0.9', appVersion: '1.0' })).toBe('0.9');
    expect(backendVersionOf({ Version: 'v5' })).toBe('v5');
    expect(backendVersionOf({})).toBe('NA');
    expect(backendVersionOf(undefined)).toBe('NA');
  });
});

describe('kubeconfigAvailable', () => {
  it('is false only when the backend says it reaches no cluster', () => {
    expect(kubeconfigAvailable(aboutResponseSchema.parse({ appVersion: '1', kubeproxy: false }))).toBe(false);
    expect(kubeconfigAvailable({ kubeproxy: true })).toBe(true);
    expect(kubeconfigAvailable({ appVersion: '1' })).toBe(true);
    expect(kubeconfigAvailable(undefined)).toBe(true);
  });
});
