/**
 * The benchmarked list queries: each as the UI sends it to the engine, and as the SQL a person
 * would write by hand for exactly the same JSON (same rows, order, keys and embeds).
 */
export interface BenchTargets {
  checkId: string;
  configId: string;
  namespace: string;
  since: string;
}

export interface BenchQuery {
  label: string;
  count: boolean;
  engine: (t: BenchTargets) => string;
  sql: (t: BenchTargets) => { sql: string; params: unknown[] };
}

const PAGE = 50;
const agg = (inner: string) => `SELECT coalesce(json_agg(r), '[]'::json)::text AS body FROM (${inner}) r`;
const counted = (count: string, inner: string) =>
  `SELECT (${count}) AS total, coalesce(json_agg(r), '[]'::json)::text AS body FROM (${inner}) r`;

export const BENCH_QUERIES: BenchQuery[] = [
  {
    label: 'checks list (canary embed, count)',
    count: true,
    engine: () => `checks?select=id,name,type,status,icon,canary_id(id,name)&deleted_at=is.null&order=name&limit=${PAGE}`,
    sql: () => ({
      sql: counted(
        'SELECT count(*) FROM checks WHERE deleted_at IS NULL',
        `SELECT c.id, c.name, c.type, c.status, c.icon,
                (SELECT row_to_json(x) FROM (SELECT ca.id, ca.name FROM canaries ca WHERE ca.id = c.canary_id) x) AS canary_id
         FROM checks c WHERE c.deleted_at IS NULL ORDER BY c.name LIMIT ${PAGE}`,
      ),
      params: [],
    }),
  },
  {
    label: 'check_statuses page of one check (count)',
    count: true,
    engine: (t) => `check_statuses?check_id=eq.${t.checkId}&time=gt.${t.since}&order=time.desc&limit=${PAGE}&offset=0`,
    sql: (t) => ({
      sql: counted(
        'SELECT count(*) FROM check_statuses WHERE check_id = $1 AND time > $2',
        `SELECT * FROM check_statuses WHERE check_id = $1 AND time > $2 ORDER BY time DESC LIMIT ${PAGE}`,
      ),
      params: [t.checkId, t.since],
    }),
  },
  {
    label: 'configs page, tag filter (count)',
    count: true,
    engine: (t) =>
      `configs?select=id,name,type,config_class,health,status,tags,changes,analysis&deleted_at=is.null&tags->>namespace=eq.${t.namespace}&order=name&limit=${PAGE}`,
    sql: (t) => ({
      sql: counted(
        `SELECT count(*) FROM configs WHERE deleted_at IS NULL AND tags->>'namespace' = $1`,
        `SELECT id, name, type, config_class, health, status, tags, changes, analysis FROM configs
         WHERE deleted_at IS NULL AND tags->>'namespace' = $1 ORDER BY name LIMIT ${PAGE}`,
      ),
      params: [t.namespace],
    }),
  },
  {
    label: 'config_changes page of one item (count)',
    count: true,
    engine: (t) => `config_changes?config_id=eq.${t.configId}&order=created_at.desc&limit=${PAGE}&offset=0`,
    sql: (t) => ({
      sql: counted(
        'SELECT count(*) FROM config_changes WHERE config_id = $1',
        `SELECT * FROM config_changes WHERE config_id = $1 ORDER BY created_at DESC LIMIT ${PAGE}`,
      ),
      params: [t.configId],
    }),
  },
  {
    label: 'config_changes feed (no count)',
    count: false,
    engine: () =>
      `config_changes?select=id,config_id,change_type,severity,summary,created_at,config:configs(id,name,type)&order=created_at.desc&limit=${PAGE}`,
    sql: () => ({
      sql: agg(
        `SELECT c.id, c.config_id, c.change_type, c.severity, c.summary, c.created_at,
                (SELECT row_to_json(x) FROM (SELECT g.id, g.name, g.type FROM configs g WHERE g.id = c.config_id LIMIT 1) x) AS config
         FROM config_changes c ORDER BY c.created_at DESC LIMIT ${PAGE}`,
      ),
      params: [],
    }),
  },
  {
    label: 'incidents with embeds (count)',
    count: true,
    engine: () =>
      `incidents?select=*,hypotheses(id,type),commander_id(id,name,avatar,email),communicator_id(id,name,avatar,email),responders(*,team:team_id(id,name,icon),person:person_id(id,name,avatar))&order=created_at.desc&limit=${PAGE}`,
    sql: () => ({
      sql: counted(
        'SELECT count(*) FROM incidents',
        `SELECT i.id, i.incident_id, i.incident_rule_id, i.title, i.created_by,
                (SELECT row_to_json(x) FROM (SELECT p.id, p.name, p.avatar, p.email FROM people p WHERE p.id = i.commander_id) x) AS commander_id,
                (SELECT row_to_json(x) FROM (SELECT p.id, p.name, p.avatar, p.email FROM people p WHERE p.id = i.communicator_id) x) AS communicator_id,
                i.severity, i.description, i.type, i.status, i.acknowledged, i.resolved, i.closed, i.created_at, i.updated_at,
                (SELECT coalesce(json_agg(x), '[]'::json) FROM (SELECT h.id, h.type FROM hypotheses h WHERE h.incident_id = i.id) x) AS hypotheses,
                (SELECT coalesce(json_agg(x), '[]'::json) FROM (
                   SELECT r.id, r.incident_id, r.type, r.index, r.person_id, r.team_id, r.external_id, r.properties, r.acknowledged,
                          r.resolved, r.closed, r.created_by, r.created_at, r.updated_at, r.deleted_at,
                          (SELECT row_to_json(y) FROM (SELECT t.id, t.name, t.icon FROM teams t WHERE t.id = r.team_id) y) AS team,
                          (SELECT row_to_json(y) FROM (SELECT p.id, p.name, p.avatar FROM people p WHERE p.id = r.person_id) y) AS person
                   FROM responders r WHERE r.incident_id = i.id) x) AS responders
         FROM incidents i ORDER BY i.created_at DESC LIMIT ${PAGE}`,
      ),
      params: [],
    }),
  },
];
