/**
 * GET /snapshot/topology/{id} (reference 5.6): a ZIP of one component's subtree as the topology
 * endpoint returns it, with its checks and their results over the time range and, when `related`
 * is set, the linked config items with their changes and the open incidents touching the subtree.
 * Logs are not included: they live in an external log backend this backend does not reach.
 */
import { z } from 'zod';
import type { Queryable } from '../db/types';
import { parseTimeParam } from '../checks/graph';
import { loadTopology, TOPOLOGY_RELATED_COLUMNS, topologyQuerySchema, type TopologyNode } from '../topology/tree';
import { createZip, type ZipEntry } from './zip';

const ROW_LIMIT = 5_000;

export const snapshotQuerySchema = z.object({
  start: z.string().default('15m'),
  end: z.string().optional(),
  related: z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((value) => value === 'true' || value === '1'),
  logFormat: z.enum(['log', 'json']).optional(),
});
export type SnapshotQuery = z.infer<typeof snapshotQuerySchema>;

export interface Snapshot {
  filename: string;
  zip: Buffer;
  files: Record<string, number>;
}

/**
 * The relations each file's rows come from (and are selected through). A file whose relations the
 * caller may not read is not written; the manifest lists it under `withheld`.
 */
export const SNAPSHOT_FILE_RELATIONS: Readonly<Record<string, readonly string[]>> = Object.freeze({
  'checks.json': ['check_component_relationships', 'checks'],
  'check_statuses.json': ['check_component_relationships', 'checks', 'check_statuses'],
  'configs.json': ['config_component_relationships', 'config_items'],
  'config_changes.json': ['config_component_relationships', 'config_items', 'config_changes'],
  'incidents.json': ['evidences', 'hypotheses', 'incidents'],
});

/** Whether the caller may read every one of the relations (default: everything). */
export type RelationReader = (relations: readonly string[]) => boolean;

function collectIds(nodes: TopologyNode[], into: string[] = []): string[] {
  for (const node of nodes) {
    into.push(node.id);
    collectIds(node.components ?? [], into);
  }
  return into;
}

async function rows(db: Queryable, sql: string, params: unknown[]): Promise<Record<string, unknown>[]> {
  return (await db.query<Record<string, unknown>>(sql, params)).rows;
}

/** The snapshot, or null when the component does not exist; throws a message for a bad range. */
export async function topologySnapshot(
  db: Queryable,
  id: string,
  query: SnapshotQuery,
  now = Date.now(),
  readable: RelationReader = () => true,
): Promise<Snapshot | null> {
  const from = parseTimeParam(query.start, now);
  const to = parseTimeParam(query.end ?? 'now', now);
  if (from === null || to === null || from >= to)
    throw new RangeError('start and end must be times or durations, start before end');

  const withheldColumns = Object.entries(TOPOLOGY_RELATED_COLUMNS)
    .filter(([, relations]) => !readable(relations))
    .map(([column]) => column);
  const topology = await loadTopology(db, topologyQuerySchema.parse({ id, depth: '20', showHidden: 'true' }), withheldColumns);
  if (!topology) return null;
  const ids = collectIds(topology.components);
  const range = [new Date(from), new Date(to)];

  const checks = await rows(
    db,
    `SELECT DISTINCT ON (c.id, r.component_id) r.component_id, c.id, c.canary_id, c.name, c.type, c.status, c.namespace,
            c.description, c.last_runtime, c.last_transition_time
     FROM check_component_relationships r JOIN checks c ON c.id = r.check_id
     WHERE r.component_id = ANY($1::text[]::uuid[]) AND r.deleted_at IS NULL AND c.deleted_at IS NULL
     ORDER BY c.id, r.component_id`,
    [ids],
  );
  const checkIds = [...new Set(checks.map((check) => String(check.id)))];
  const statuses = await rows(
    db,
    `SELECT check_id, time, status, duration, message, error FROM check_statuses
     WHERE check_id = ANY($1::text[]::uuid[]) AND time >= $2::timestamptz AND time <= $3::timestamptz
     ORDER BY time DESC LIMIT ${ROW_LIMIT}`,
    [checkIds, ...range],
  );

  const candidates: [string, unknown][] = [
    ['topology.json', topology.components[0] ?? null],
    ['checks.json', checks],
    ['check_statuses.json', statuses],
  ];
  if (query.related) {
    const configs = await rows(
      db,
      `SELECT DISTINCT ON (ci.id) ci.id, ci.name, ci.type, ci.config_class, ci.status, ci.health, ci.tags, ci.labels,
              ci.created_at, ci.updated_at
       FROM config_items ci
       WHERE ci.deleted_at IS NULL AND ci.id IN (
         SELECT r.config_id FROM config_component_relationships r
         WHERE r.component_id = ANY($1::text[]::uuid[]) AND r.deleted_at IS NULL
         UNION SELECT c.config_id FROM components c WHERE c.id = ANY($1::text[]::uuid[]) AND c.config_id IS NOT NULL)
       ORDER BY ci.id`,
      [ids],
    );
    const configIds = configs.map((config) => String(config.id));
    const changes = await rows(
      db,
      `SELECT id, config_id, change_type, severity, source, summary, created_at FROM config_changes
       WHERE config_id = ANY($1::text[]::uuid[]) AND created_at >= $2::timestamptz AND created_at <= $3::timestamptz
       ORDER BY created_at DESC LIMIT ${ROW_LIMIT}`,
      [configIds, ...range],
    );
    const incidents = await rows(
      db,
      `SELECT DISTINCT i.id, i.incident_id, i.title, i.type, i.status, i.severity, i.created_at
       FROM evidences e JOIN hypotheses h ON h.id = e.hypothesis_id JOIN incidents i ON i.id = h.incident_id
       WHERE e.component_id = ANY($1::text[]::uuid[]) AND i.resolved IS NULL AND i.closed IS NULL
       ORDER BY i.created_at DESC`,
      [ids],
    );
    candidates.push(['configs.json', configs], ['config_changes.json', changes], ['incidents.json', incidents]);
  }
  const allowed = ([name]: [string, unknown]) => {
    const relations = SNAPSHOT_FILE_RELATIONS[name];
    return relations === undefined || readable(relations);
  };
  const files = candidates.filter(allowed);
  const withheld = candidates.filter((file) => !allowed(file)).map(([name]) => name);

  const generated = new Date(now);
  const counts = Object.fromEntries(files.map(([name, value]) => [name, Array.isArray(value) ? value.length : value ? 1 : 0]));
  const root = topology.components[0];
  const manifest = {
    kind: 'topology',
    id,
    name: root?.name ?? null,
    generated_at: generated.toISOString(),
    start: new Date(from).toISOString(),
    end: new Date(to).toISOString(),
    related: query.related,
    files: counts,
    ...(withheld.length > 0 && { withheld }),
  };
  const entries: ZipEntry[] = [['snapshot.json', manifest] as [string, unknown], ...files].map(([name, value]) => ({
    name,
    data: `${JSON.stringify(value, null, 2)}\n`,
    modified: generated,
  }));
  const stamp = generated.toISOString().replace(/\.\d{3}Z$/, 'Z');
  return { filename: `snapshot-${stamp}.zip`, zip: createZip(entries), files: counts };
}
