/**
 * What each kind of POST /resources/search reads (reference 5.4): its relation, the SQL of every
 * answer field, the fields a search may name, and its order. Everything here is code constant
 * SQL; values from a request only ever reach the database as bound parameters (sql.ts).
 */
import type { ResourceSearchKind } from '@opsdeck/contracts';

export type FieldType = 'text' | 'uuid' | 'timestamp';

export interface FieldDef {
  sql: string;
  type: FieldType;
  /** A key of a JSON map: exact matches test containment (`map @> {"key": "value"}`), which its GIN index serves. */
  map?: { column: string; key: string };
}

/** Where a parent named by `scope` (a uuid, or namespace/name) is looked up. */
export interface ScopeDef {
  column: string;
  /** SELECT of the parent's id given $namespace and $name placeholders (`{ns}`, `{name}`). */
  lookup: string;
}

export interface KindDef {
  /** The table the role matrix guards the kind by (contracts' table-resources). */
  guard: string;
  from: string;
  /** Answer fields; null = never present. */
  select: {
    id: string;
    agent: string | null;
    icon: string | null;
    name: string;
    namespace: string;
    type: string;
    tags: string | null;
    created_at: string | null;
    updated_at: string | null;
    deleted_at: string | null;
    health: string | null;
    status: string | null;
    severity: string | null;
  };
  /** Search fields by lower-case name (the answer's fields plus a few columns). */
  fields: Record<string, FieldDef>;
  /** JSON maps for labelSelector / tagSelector / fieldSelector and `label.k=`/`tag.k=` terms. */
  labels: string | null;
  tags: string | null;
  properties: string | null;
  /** Fields named in a search that are no column: looked up as a key of this map (null: 400). */
  fallbackMap: string | null;
  /** Condition that leaves out deleted rows. */
  notDeleted: string;
  agentColumn: string | null;
  scope: ScopeDef | null;
  orderBy: string;
}

const text = (sql: string): FieldDef => ({ sql, type: 'text' });
const uuid = (sql: string): FieldDef => ({ sql, type: 'uuid' });
const time = (sql: string): FieldDef => ({ sql, type: 'timestamp' });

/** The answer's timestamps and their search fields, for kinds whose table has all three as they are. */
const TIMESTAMPS = { created_at: 't.created_at', updated_at: 't.updated_at', deleted_at: 't.deleted_at' };
const TIMESTAMP_FIELDS = {
  created_at: time('t.created_at'),
  updated_at: time('t.updated_at'),
  deleted_at: time('t.deleted_at'),
};

/** lower(name) in the C collation: its index (migration 0040) serves prefix matches and the order. */
const byName = (name: string) => `lower(${name}) COLLATE "C", t.id`;

const CONFIG_NAMESPACE = `ci.tags->>'namespace'`;

export const KINDS: Readonly<Record<ResourceSearchKind, KindDef>> = {
  configs: {
    guard: 'configs',
    from: 'config_items t',
    select: {
      id: 't.id',
      agent: 't.agent_id',
      icon: 't.icon',
      name: 't.name',
      namespace: `t.tags->>'namespace'`,
      type: 't.type',
      tags: 't.tags',
      ...TIMESTAMPS,
      health: 't.health',
      status: 't.status',
      severity: null,
    },
    fields: {
      id: uuid('t.id'),
      name: text('t.name'),
      namespace: { sql: `(t.tags->>'namespace')`, type: 'text', map: { column: 't.tags', key: 'namespace' } },
      type: text('t.type'),
      config_class: text('t.config_class'),
      status: text('t.status'),
      health: text('t.health'),
      source: text('t.source'),
      ...TIMESTAMP_FIELDS,
    },
    labels: 't.labels',
    tags: 't.tags',
    properties: 't.properties_values',
    fallbackMap: 't.tags',
    notDeleted: 't.deleted_at IS NULL',
    agentColumn: 't.agent_id',
    // duty names a scraper "namespace/name" in its name column.
    scope: {
      column: 't.scraper_id',
      lookup: `SELECT id FROM config_scrapers WHERE name = {ns} || '/' || {name} AND deleted_at IS NULL`,
    },
    orderBy: byName('t.name'),
  },
  checks: {
    guard: 'checks',
    from: 'checks t',
    select: {
      id: 't.id',
      agent: 't.agent_id',
      icon: 't.icon',
      name: 't.name',
      namespace: 't.namespace',
      type: 't.type',
      tags: 't.labels',
      ...TIMESTAMPS,
      // A check's status is its health (healthy / unhealthy).
      health: 't.status',
      status: 't.status',
      severity: 't.severity',
    },
    fields: {
      id: uuid('t.id'),
      name: text('t.name'),
      namespace: text('t.namespace'),
      type: text('t.type'),
      status: text('t.status'),
      health: text('t.status'),
      severity: text('t.severity'),
      owner: text('t.owner'),
      canary_id: uuid('t.canary_id'),
      ...TIMESTAMP_FIELDS,
    },
    labels: 't.labels',
    tags: 't.labels',
    properties: null,
    fallbackMap: 't.labels',
    notDeleted: 't.deleted_at IS NULL',
    agentColumn: 't.agent_id',
    scope: {
      column: 't.canary_id',
      lookup: 'SELECT id FROM canaries WHERE namespace = {ns} AND name = {name} AND deleted_at IS NULL',
    },
    orderBy: byName('t.name'),
  },
  canaries: {
    guard: 'canaries',
    from: 'canaries t',
    select: {
      id: 't.id',
      agent: 't.agent_id',
      icon: null,
      name: 't.name',
      namespace: 't.namespace',
      type: `''`,
      tags: 't.labels',
      ...TIMESTAMPS,
      health: null,
      status: null,
      severity: null,
    },
    fields: {
      id: uuid('t.id'),
      name: text('t.name'),
      namespace: text('t.namespace'),
      source: text('t.source'),
      ...TIMESTAMP_FIELDS,
    },
    labels: 't.labels',
    tags: 't.labels',
    properties: null,
    fallbackMap: 't.labels',
    notDeleted: 't.deleted_at IS NULL',
    agentColumn: 't.agent_id',
    scope: null,
    orderBy: byName('t.name'),
  },
  components: {
    guard: 'components',
    from: 'components t',
    select: {
      id: 't.id',
      agent: 't.agent_id',
      icon: 't.icon',
      name: 't.name',
      namespace: `coalesce(t.namespace, '')`,
      type: `coalesce(t.type, '')`,
      tags: 't.labels',
      ...TIMESTAMPS,
      health: 't.health',
      status: 't.status',
      severity: null,
    },
    fields: {
      id: uuid('t.id'),
      name: text('t.name'),
      namespace: text('t.namespace'),
      type: text('t.type'),
      status: text('t.status'),
      health: text('t.health'),
      owner: text('t.owner'),
      topology_id: uuid('t.topology_id'),
      parent_id: uuid('t.parent_id'),
      ...TIMESTAMP_FIELDS,
    },
    labels: 't.labels',
    tags: 't.labels',
    properties: 't.properties_values',
    fallbackMap: 't.labels',
    notDeleted: 't.deleted_at IS NULL',
    agentColumn: 't.agent_id',
    scope: {
      column: 't.topology_id',
      lookup: 'SELECT id FROM topologies WHERE namespace = {ns} AND name = {name} AND deleted_at IS NULL',
    },
    orderBy: byName('t.name'),
  },
  config_changes: {
    guard: 'config_changes',
    from: 'config_changes t JOIN config_items ci ON ci.id = t.config_id',
    select: {
      id: 't.id',
      agent: 'ci.agent_id',
      icon: null,
      // The change summary, falling back to the config's name (reference 5.4).
      name: `coalesce(nullif(t.summary, ''), ci.name, '')`,
      namespace: `coalesce(${CONFIG_NAMESPACE}, '')`,
      type: `coalesce(t.change_type, '')`,
      tags: 'ci.tags',
      created_at: 't.created_at',
      updated_at: null,
      deleted_at: 'ci.deleted_at',
      health: null,
      status: null,
      severity: 't.severity',
    },
    // `name` (and bare words) search the summary, whose index (migration 0041) keeps a million
    // changes searchable; the config's name is `config=`.
    fields: {
      id: uuid('t.id'),
      name: text('t.summary'),
      summary: text('t.summary'),
      namespace: text(CONFIG_NAMESPACE),
      type: text('t.change_type'),
      change_type: text('t.change_type'),
      severity: text('t.severity'),
      source: text('t.source'),
      config_id: uuid('t.config_id'),
      config: text('ci.name'),
      config_type: text('ci.type'),
      created_at: time('t.created_at'),
    },
    labels: 'ci.labels',
    tags: 'ci.tags',
    properties: null,
    fallbackMap: 'ci.tags',
    notDeleted: 'ci.deleted_at IS NULL',
    agentColumn: 'ci.agent_id',
    scope: {
      column: 't.config_id',
      lookup: `SELECT id FROM config_items WHERE tags->>'namespace' = {ns} AND name = {name} AND deleted_at IS NULL`,
    },
    orderBy: 't.created_at DESC, t.id DESC',
  },
  config_analysis: {
    guard: 'config_analysis',
    from: 'config_analysis t JOIN config_items ci ON ci.id = t.config_id',
    select: {
      id: 't.id',
      agent: 'ci.agent_id',
      icon: null,
      name: 't.analyzer',
      namespace: `coalesce(${CONFIG_NAMESPACE}, '')`,
      type: `coalesce(t.analysis_type, '')`,
      tags: 'ci.tags',
      created_at: 't.first_observed',
      updated_at: 't.last_observed',
      deleted_at: 'ci.deleted_at',
      health: null,
      status: 't.status',
      severity: 't.severity',
    },
    fields: {
      id: uuid('t.id'),
      name: text('t.analyzer'),
      analyzer: text('t.analyzer'),
      namespace: text(CONFIG_NAMESPACE),
      type: text('t.analysis_type'),
      analysis_type: text('t.analysis_type'),
      status: text('t.status'),
      severity: text('t.severity'),
      source: text('t.source'),
      config_id: uuid('t.config_id'),
      config: text('ci.name'),
      config_type: text('ci.type'),
      created_at: time('t.first_observed'),
      updated_at: time('t.last_observed'),
    },
    labels: 'ci.labels',
    tags: 'ci.tags',
    properties: null,
    fallbackMap: 'ci.tags',
    notDeleted: 'ci.deleted_at IS NULL',
    agentColumn: 'ci.agent_id',
    scope: {
      column: 't.config_id',
      lookup: `SELECT id FROM config_items WHERE tags->>'namespace' = {ns} AND name = {name} AND deleted_at IS NULL`,
    },
    orderBy: 't.last_observed DESC, t.id DESC',
  },
  playbooks: {
    guard: 'playbooks',
    from: 'playbooks t',
    select: {
      id: 't.id',
      agent: null,
      icon: 't.icon',
      name: 't.name',
      namespace: 't.namespace',
      // Playbooks have no type; their category is the closest.
      type: 't.category',
      tags: null,
      ...TIMESTAMPS,
      health: null,
      status: null,
      severity: null,
    },
    fields: {
      id: uuid('t.id'),
      name: text('t.name'),
      title: text('t.title'),
      namespace: text('t.namespace'),
      type: text('t.category'),
      category: text('t.category'),
      source: text('t.source::text'),
      ...TIMESTAMP_FIELDS,
    },
    labels: null,
    tags: null,
    properties: null,
    fallbackMap: null,
    notDeleted: 't.deleted_at IS NULL',
    agentColumn: null,
    scope: null,
    orderBy: byName('t.name'),
  },
  connections: {
    guard: 'connections',
    from: 'connections t',
    select: {
      id: 't.id',
      agent: null,
      icon: null,
      name: 't.name',
      namespace: 't.namespace',
      type: 't.type',
      tags: null,
      ...TIMESTAMPS,
      health: null,
      status: null,
      severity: null,
    },
    fields: {
      id: uuid('t.id'),
      name: text('t.name'),
      namespace: text('t.namespace'),
      type: text('t.type'),
      source: text('t.source::text'),
      ...TIMESTAMP_FIELDS,
    },
    labels: null,
    tags: null,
    // Connection properties may carry credentials: never searched.
    properties: null,
    fallbackMap: null,
    notDeleted: 't.deleted_at IS NULL',
    agentColumn: null,
    scope: null,
    orderBy: byName('t.name'),
  },
};
