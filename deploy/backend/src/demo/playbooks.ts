import type { CatalogSeed } from './catalog';
import { DAY, MINUTE, ago, idAgo, sha256, type SeedContext } from './context';
import type { HealthSeed } from './health';
import type { PeopleSeed } from './people';
import { insertRows, json } from './sql';

interface PlaybookDef {
  name: string;
  title: string;
  category: string;
  icon: string;
  description: string;
  target: 'config' | 'component' | 'check' | null;
  configTypes?: string[];
  parameters: Record<string, unknown>[];
  actions: Record<string, unknown>[];
  approval?: boolean;
  source: 'UI' | 'KubernetesCRD';
}

const PLAYBOOKS: PlaybookDef[] = [
  {
    name: 'restart-deployment',
    title: 'Restart deployment',
    category: 'Kubernetes',
    icon: 'kubernetes',
    description: 'Rolling restart of a deployment',
    target: 'config',
    configTypes: ['Kubernetes::Deployment'],
    source: 'KubernetesCRD',
    parameters: [{ name: 'reason', label: 'Reason', type: 'text', required: true }],
    actions: [
      {
        name: 'rollout-restart',
        exec: { script: 'kubectl rollout restart deployment/{{.config.name}} -n {{.config.tags.namespace}}' },
      },
    ],
  },
  {
    name: 'scale-deployment',
    title: 'Scale deployment',
    category: 'Kubernetes',
    icon: 'kubernetes',
    description: 'Change the replica count',
    target: 'config',
    configTypes: ['Kubernetes::Deployment'],
    source: 'UI',
    parameters: [
      {
        name: 'replicas',
        label: 'Replicas',
        type: 'text',
        default: '{{.config.config.spec.replicas}}',
        properties: { regex: '^[0-9]+$' },
      },
    ],
    actions: [
      {
        name: 'scale',
        exec: {
          script: 'kubectl scale deployment/{{.config.name}} --replicas={{.params.replicas}} -n {{.config.tags.namespace}}',
        },
      },
    ],
  },
  {
    name: 'rollback-helm-release',
    title: 'Roll back Helm release',
    category: 'Kubernetes',
    icon: 'helm',
    description: 'Roll back to the previous revision',
    target: 'config',
    configTypes: ['Kubernetes::HelmRelease'],
    source: 'KubernetesCRD',
    approval: true,
    parameters: [{ name: 'revision', label: 'Revision (empty = previous)', type: 'text' }],
    actions: [
      {
        name: 'helm-rollback',
        exec: { script: 'helm rollback {{.config.name}} {{.params.revision}} -n {{.config.tags.namespace}}' },
      },
      {
        name: 'notify',
        notification: { title: 'Rolled back {{.config.name}}', connection: 'connection://default/slack-alerts' },
      },
    ],
  },
  {
    name: 'drain-node',
    title: 'Drain node',
    category: 'Kubernetes',
    icon: 'server',
    description: 'Cordon and drain a node before maintenance',
    target: 'config',
    configTypes: ['Kubernetes::Node'],
    source: 'UI',
    approval: true,
    parameters: [{ name: 'grace', label: 'Grace period (s)', type: 'text', default: '120', properties: { min: 0, max: 3600 } }],
    actions: [
      { name: 'cordon', exec: { script: 'kubectl cordon {{.config.name}}' } },
      { name: 'drain', exec: { script: 'kubectl drain {{.config.name}} --ignore-daemonsets --grace-period={{.params.grace}}' } },
    ],
  },
  {
    name: 'restart-pod',
    title: 'Delete pod',
    category: 'Kubernetes',
    icon: 'pod',
    description: 'Delete a pod so its controller recreates it',
    target: 'config',
    configTypes: ['Kubernetes::Pod'],
    source: 'UI',
    parameters: [],
    actions: [{ name: 'delete-pod', exec: { script: 'kubectl delete pod {{.config.name}} -n {{.config.tags.namespace}}' } }],
  },
  {
    name: 'reboot-ec2-instance',
    title: 'Reboot EC2 instance',
    category: 'AWS',
    icon: 'aws-ec2-instance',
    description: 'Reboot through the EC2 API',
    target: 'config',
    configTypes: ['AWS::EC2::Instance'],
    source: 'UI',
    approval: true,
    parameters: [],
    actions: [
      {
        name: 'reboot',
        exec: {
          script: 'aws ec2 reboot-instances --instance-ids {{index .config.external_id 0}}',
          connections: { aws: { connection: 'connection://default/aws-prod' } },
        },
      },
    ],
  },
  {
    name: 'snapshot-rds',
    title: 'Snapshot RDS database',
    category: 'AWS',
    icon: 'aws-rds',
    description: 'Take a manual snapshot',
    target: 'config',
    configTypes: ['AWS::RDS::DBInstance'],
    source: 'UI',
    parameters: [{ name: 'label', label: 'Snapshot label', type: 'text', default: 'manual', properties: { format: 'dns1123' } }],
    actions: [
      {
        name: 'snapshot',
        exec: {
          script:
            'aws rds create-db-snapshot --db-instance-identifier {{.config.name}} --db-snapshot-identifier {{.config.name}}-{{.params.label}}',
        },
      },
    ],
  },
  {
    name: 'collect-diagnostics',
    title: 'Collect diagnostics',
    category: 'Troubleshooting',
    icon: 'bug',
    description: 'Gather logs, events and describe output',
    target: 'component',
    source: 'UI',
    parameters: [
      {
        name: 'since',
        label: 'Since',
        type: 'list',
        default: '1h',
        properties: {
          options: [
            { label: '15m', value: '15m' },
            { label: '1h', value: '1h' },
            { label: '6h', value: '6h' },
          ],
        },
      },
    ],
    actions: [
      {
        name: 'events',
        exec: { script: 'kubectl get events -A --since={{.params.since}}', artifacts: [{ path: '/tmp/events.txt' }] },
      },
      {
        name: 'logs',
        exec: {
          script: 'kubectl logs -l app={{.component.name}} --since={{.params.since}}',
          artifacts: [{ path: '/tmp/logs.txt' }],
        },
      },
    ],
  },
  {
    name: 'rerun-check',
    title: 'Re-run and notify',
    category: 'Health',
    icon: 'health',
    description: 'Run the check again and post the result',
    target: 'check',
    source: 'UI',
    parameters: [{ name: 'channel', label: 'Slack channel', type: 'text', default: '#ops' }],
    actions: [
      { name: 'run', http: { url: 'http://127.0.0.1:8080/canary/run/check/{{.check.id}}', method: 'POST' } },
      {
        name: 'notify',
        notification: { title: 'Check {{.check.name}} re-run', connection: 'connection://default/slack-alerts' },
      },
    ],
  },
  {
    name: 'rotate-db-credentials',
    title: 'Rotate database credentials',
    category: 'Security',
    icon: 'key',
    description: 'Rotate the application user password',
    target: 'config',
    configTypes: ['AWS::RDS::DBInstance'],
    source: 'UI',
    approval: true,
    parameters: [
      { name: 'user', label: 'Database user', type: 'text', required: true },
      { name: 'confirm', label: 'I understand connections will reset', type: 'checkbox' },
    ],
    actions: [
      {
        name: 'rotate',
        sql: { connection: 'connection://data/{{.config.name}}', query: "ALTER USER {{.params.user}} PASSWORD '***'" },
      },
      { name: 'update-secret', gitops: { repo: 'https://github.com/opsdeck-demo/infra', file: 'secrets/{{.config.name}}.yaml' } },
    ],
  },
  {
    name: 'create-github-issue',
    title: 'Create GitHub issue',
    category: 'Collaboration',
    icon: 'github',
    description: 'Open an issue for follow-up work',
    target: null,
    source: 'UI',
    parameters: [
      { name: 'title', label: 'Title', type: 'text', required: true },
      { name: 'body', label: 'Body', type: 'code', properties: { language: 'markdown', size: 'large' } },
    ],
    actions: [{ name: 'issue', github: { repo: 'opsdeck-demo/infra', title: '{{.params.title}}', body: '{{.params.body}}' } }],
  },
  {
    name: 'summarize-incident-context',
    title: 'Summarize context',
    category: 'Troubleshooting',
    icon: 'sparkles',
    description: 'Summarize recent changes and insights of a resource',
    target: 'config',
    configTypes: ['Kubernetes::Deployment', 'Kubernetes::StatefulSet'],
    source: 'UI',
    parameters: [],
    actions: [
      {
        name: 'summarize',
        ai: { connection: 'connection://default/openai', prompt: 'Summarize recent changes of {{.config.name}}' },
      },
    ],
  },
];

const RUN_STATUSES = [
  ['completed', 60],
  ['failed', 12],
  ['running', 4],
  ['pending_approval', 4],
  ['scheduled', 3],
  ['cancelled', 4],
  ['timed_out', 2],
  ['waiting', 2],
] as const;

export async function seedPlaybooks(
  ctx: SeedContext,
  people: PeopleSeed,
  catalog: CatalogSeed,
  health: HealthSeed,
): Promise<{ runIds: string[]; playbookIds: string[] }> {
  const { rng } = ctx;
  const editors = people.people.filter((p) => ['admin', 'editor'].includes(p.role));
  const runners = people.people.filter((p) => ['admin', 'editor', 'responder', 'commander'].includes(p.role));
  const playbooks = PLAYBOOKS.map((def, i) => ({ def, id: idAgo(ctx, (75 - i * 3) * DAY) }));
  await insertRows(
    ctx.tx,
    'playbooks',
    playbooks.map(({ def, id }, i) => ({
      id,
      namespace: def.source === 'KubernetesCRD' ? 'mission-control' : 'default',
      name: def.name,
      title: def.title,
      icon: def.icon,
      description: def.description,
      spec: json({
        title: def.title,
        description: def.description,
        category: def.category,
        icon: def.icon,
        parameters: def.parameters,
        ...(def.target === 'config' ? { configs: (def.configTypes ?? []).map((type) => ({ types: [type] })) } : {}),
        ...(def.target === 'component' ? { components: [{ types: ['Service', 'Deployment', 'Worker'] }] } : {}),
        ...(def.target === 'check' ? { checks: [{ types: ['http'] }] } : {}),
        ...(def.approval ? { approval: { type: 'any', approvers: { people: [people.admin.email], teams: ['SRE'] } } } : {}),
        actions: def.actions,
        timeout: '30m',
      }),
      created_by: def.source === 'UI' ? rng.pick(editors).id : null,
      source: def.source,
      category: def.category,
      created_at: ago(ctx, (75 - i * 3) * DAY),
      updated_at: ago(ctx, rng.int(1, 20) * DAY),
      deleted_at: null,
    })),
  );
  // One playbook was retired.
  await insertRows(ctx.tx, 'playbooks', [
    {
      id: idAgo(ctx, 85 * DAY),
      namespace: 'default',
      name: 'legacy-cache-flush',
      title: 'Flush legacy cache',
      icon: 'trash',
      description: 'Replaced by the Redis playbook',
      spec: json({
        description: 'Replaced by the Redis playbook',
        actions: [{ name: 'flush', exec: { script: 'redis-cli FLUSHALL' } }],
      }),
      created_by: people.admin.id,
      source: 'UI',
      category: 'Troubleshooting',
      created_at: ago(ctx, 85 * DAY),
      updated_at: ago(ctx, 30 * DAY),
      deleted_at: ago(ctx, 30 * DAY),
    },
  ]);

  const targetsFor = (def: PlaybookDef) => {
    if (def.target === 'config')
      return catalog.items
        .filter((c) => (def.configTypes ?? []).includes(c.type) && c.deletedMsAgo === null)
        .map((c) => ({ config_id: c.id, agent: c.agentId }));
    if (def.target === 'component')
      return health.components
        .filter((c) => ['Service', 'Deployment', 'Worker'].includes(c.type))
        .map((c) => ({ component_id: c.id }));
    if (def.target === 'check') return health.checks.filter((c) => c.type === 'http').map((c) => ({ check_id: c.id }));
    return [{}];
  };

  const runRows: Record<string, unknown>[] = [];
  const actionRows: Record<string, unknown>[] = [];
  const approvalRows: Record<string, unknown>[] = [];
  const artifactRows: Record<string, unknown>[] = [];
  const runIds: string[] = [];
  const runCount = 90;
  for (let r = 0; r < runCount; r += 1) {
    const { def, id: playbookId } = rng.pick(playbooks);
    const candidates = targetsFor(def);
    const target = (candidates.length ? rng.pick(candidates) : {}) as {
      config_id?: string;
      component_id?: string;
      check_id?: string;
      agent?: string;
    };
    // The newest runs are the ones still in flight.
    const createdAgo = r < 8 ? rng.int(1, 40) * MINUTE : rng.int(1, 30 * 24 * 60) * MINUTE;
    let status: string =
      r < 8 ? rng.pick(['running', 'pending_approval', 'scheduled', 'waiting', 'completed']) : rng.weighted(RUN_STATUSES);
    if (status === 'pending_approval' && !def.approval) status = 'scheduled';
    const started = !['scheduled', 'pending_approval'].includes(status);
    const finished = ['completed', 'failed', 'cancelled', 'timed_out'].includes(status);
    const durationMs = rng.int(3, 240) * 1000;
    const runId = idAgo(ctx, createdAgo);
    runIds.push(runId);
    const params: Record<string, string> = {};
    for (const p of def.parameters)
      params[String(p.name)] = String(p.default ?? (p.name === 'replicas' ? '3' : p.name === 'user' ? 'app' : 'demo'));
    runRows.push({
      id: runId,
      playbook_id: playbookId,
      spec: json({ actions: def.actions, parameters: def.parameters }),
      status,
      created_at: ago(ctx, createdAgo),
      start_time: started ? ago(ctx, createdAgo - 2000) : null,
      scheduled_time: ago(ctx, createdAgo),
      end_time: finished ? ago(ctx, Math.max(0, createdAgo - 2000 - durationMs)) : null,
      timeout: 1_800_000_000_000,
      created_by: rng.pick(runners).id,
      check_id: target.check_id ?? null,
      config_id: target.config_id ?? null,
      component_id: target.component_id ?? null,
      parameters: json(params),
      request: json({ source: 'ui' }),
      agent_id: target.agent ?? '00000000-0000-0000-0000-000000000000',
      parent_id: null,
      error:
        status === 'failed'
          ? rng.pick(['exit status 1', 'context deadline exceeded', 'error: deployments.apps "cart" not found'])
          : status === 'timed_out'
            ? 'playbook run timed out after 30m0s'
            : null,
    });
    if (def.approval && started) {
      const approver = rng.chance(0.7)
        ? { person_id: people.admin.id, team_id: null }
        : { person_id: null, team_id: people.teams.find((t) => t.name === 'SRE')?.id ?? null };
      approvalRows.push({
        id: idAgo(ctx, createdAgo - 1000),
        run_id: runId,
        ...approver,
        created_at: ago(ctx, createdAgo - 1000),
      });
    }
    if (!started) continue;
    let t = createdAgo - 2000;
    for (const [a, action] of def.actions.entries()) {
      const last = a === def.actions.length - 1;
      const actionStatus =
        !finished && last
          ? 'running'
          : status === 'failed' && last
            ? 'failed'
            : status === 'cancelled' && last
              ? 'skipped'
              : 'completed';
      const actionMs = Math.floor(durationMs / def.actions.length);
      const actionId = idAgo(ctx, t);
      const stdout =
        actionStatus === 'failed'
          ? ''
          : `${String(action.name)}: ok\n${rng.pick(['deployment.apps/cart restarted', 'snapshot requested', 'node/ip-10-20-4-17 cordoned', 'issue #482 created', '3 pods evicted'])}\n`;
      actionRows.push({
        id: actionId,
        name: action.name,
        status: actionStatus,
        retry_count: actionStatus === 'failed' ? 2 : 0,
        playbook_run_id: runId,
        start_time: ago(ctx, t),
        scheduled_time: ago(ctx, t),
        end_time: actionStatus === 'running' ? null : ago(ctx, t - actionMs),
        result: json(
          actionStatus === 'failed'
            ? { stdout: '', stderr: 'Error from server (NotFound): deployments.apps "cart" not found', exitCode: 1 }
            : { stdout, stderr: '', exitCode: 0 },
        ),
        agent_id: target.agent ?? '00000000-0000-0000-0000-000000000000',
        error: actionStatus === 'failed' ? 'exit status 1' : null,
      });
      if ((action.exec as { artifacts?: unknown } | undefined)?.artifacts && actionStatus === 'completed') {
        const content = `# ${String(action.name)} output\n${stdout}`.repeat(3);
        artifactRows.push({
          id: idAgo(ctx, t - actionMs),
          playbook_run_action_id: actionId,
          path: `playbooks/${runId}/${String(action.name)}.txt`,
          filename: `${String(action.name)}.txt`,
          content_type: 'text/plain',
          size: Buffer.byteLength(content),
          checksum: sha256(content),
          content: Buffer.from(content),
          created_at: ago(ctx, t - actionMs),
          updated_at: ago(ctx, t - actionMs),
        });
      }
      t -= actionMs;
    }
  }
  // A parent run fanning out to two child runs.
  const parentIndex = runRows.findIndex((row) => row.status === 'completed');
  const parent = runRows[parentIndex];
  if (parent) {
    for (let c = 0; c < 2; c += 1) {
      const childId = idAgo(ctx, 5 * DAY + c * MINUTE);
      const childAgo = ctx.now.getTime() - Date.parse(String(parent.created_at)) - (c + 1) * 10_000;
      runIds.push(childId);
      runRows.push({
        ...parent,
        id: childId,
        parent_id: parent.id,
        created_at: ago(ctx, childAgo),
        scheduled_time: ago(ctx, childAgo),
        start_time: ago(ctx, childAgo),
        end_time: ago(ctx, childAgo - 30_000),
      });
      actionRows.push({
        id: idAgo(ctx, childAgo),
        name: `child-step-${c + 1}`,
        status: 'completed',
        retry_count: 0,
        playbook_run_id: childId,
        start_time: ago(ctx, childAgo),
        scheduled_time: ago(ctx, childAgo),
        end_time: ago(ctx, childAgo - 30_000),
        result: json({ stdout: `child ${c + 1} done\n`, stderr: '', exitCode: 0 }),
        agent_id: '00000000-0000-0000-0000-000000000000',
        error: null,
      });
    }
  }
  await insertRows(
    ctx.tx,
    'playbook_runs',
    runRows.filter((row) => row.parent_id === null),
  );
  await insertRows(
    ctx.tx,
    'playbook_runs',
    runRows.filter((row) => row.parent_id !== null),
  );
  await insertRows(ctx.tx, 'playbook_run_actions', actionRows);
  await insertRows(ctx.tx, 'playbook_approvals', approvalRows);
  await insertRows(ctx.tx, 'artifacts', artifactRows);
  return { runIds, playbookIds: playbooks.map((p) => p.id) };
}
