import { PgrstError, noRelationship, unknownColumn } from './errors';
import { columnKey, embedKey, type Condition, type EmbedItem, type Field, type OrderTerm, type SelectItem } from './parse/ast';
import type { ParsedParams } from './parse/request';
import { qualified, type Params } from './sql/builder';
import { resolveCast } from './sql/cast';
import { isToOne, resolveByColumn, resolveByTarget, type Relationship } from './schema/relationships';
import { guardPlan, type ColumnGrant, type ReadGuard } from './guard';
import { exposedRelation } from './schema/model';
import type { RelationInfo, SchemaModel } from './schema/types';

/** What a plan reads from: a relation, or a function call producing rows. */
export interface Source {
  /** SQL of the FROM item; a function call binds its arguments into the statement's parameters. */
  render(params: Params): string;
  /** Name used in error messages. */
  label: string;
  /** Columns and lineage (for an RPC result: its output columns). */
  relation: RelationInfo;
}

export interface PlannedColumn {
  kind: 'column';
  key: string;
  field: Field;
  cast?: string;
  /** Expanded from `*` rather than named (a column grant narrows these silently). */
  fromStar?: boolean;
}

export interface PlannedEmbed {
  kind: 'embed';
  key: string;
  relationship: Relationship;
  toOne: boolean;
  inner: boolean;
  /** `embed()` with nothing selected: used for filtering only, not output. */
  hidden: boolean;
  node: ReadNode;
}

export type PlannedItem = PlannedColumn | PlannedEmbed;

export interface EmbedNullFilter {
  embed: PlannedEmbed;
  isNull: boolean;
}

export interface ReadNode {
  source: Source;
  items: PlannedItem[];
  conditions: Condition[];
  nullFilters: EmbedNullFilter[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
}

export const relationSource = (model: SchemaModel, relation: RelationInfo): Source => ({
  render: () => qualified(model.schema, relation.name),
  label: relation.name,
  relation,
});

// PostgreSQL truncates longer identifiers, which would silently change the output key.
const MAX_NAME_BYTES = 63;

/**
 * Output keys (aliases, JSON path keys) are the only client-chosen names that reach the SQL, as
 * quoted identifiers: they must fit an identifier and contain no NUL.
 */
function checkOutputName(name: string): string {
  if (name === '' || name.includes('\u0000') || Buffer.byteLength(name, 'utf8') > MAX_NAME_BYTES) {
    throw new PgrstError(
      400,
      'PGRST100',
      `invalid output name "${name.slice(0, 80)}"`,
      `names must be 1 to ${MAX_NAME_BYTES} bytes without NUL characters`,
    );
  }
  return name;
}

function checkField(source: Source, field: Field): void {
  if (!source.relation.columnMap.has(field.column)) throw unknownColumn(source.label, field.column);
}

function checkCondition(source: Source, condition: Condition): void {
  if (condition.type === 'logic') condition.children.forEach((child) => checkCondition(source, child));
  else checkField(source, condition.field);
}

function planEmbed(
  model: SchemaModel,
  source: Source,
  item: EmbedItem,
  params: ParsedParams,
  path: string,
  siblings: EmbedItem[],
): PlannedEmbed {
  let target: RelationInfo | undefined = exposedRelation(model, item.name);
  let relationship: Relationship | undefined;
  if (target) {
    relationship = resolveByTarget(model, source.relation, target, item.hint, source.label);
  } else {
    const byColumn = resolveByColumn(model, source.relation, item.name, item.hint);
    if (!byColumn) throw noRelationship(model.schema, source.label, item.name, item.hint);
    target = byColumn.target;
    relationship = byColumn.relationship;
  }
  const key = checkOutputName(embedKey(item));
  const ownPath = path === '' ? key : `${path}.${key}`;
  // An aliased embed is also addressed by its relation name unless a sibling already uses that key.
  const namePath =
    item.alias !== undefined && !siblings.some((other) => embedKey(other) === item.name)
      ? path === ''
        ? item.name
        : `${path}.${item.name}`
      : undefined;
  const node = planNode(model, relationSource(model, target), item.select, params, [ownPath, ...(namePath ? [namePath] : [])]);
  const toOne = isToOne(relationship);
  if (toOne) {
    delete node.limit;
    delete node.offset;
  }
  return { kind: 'embed', key, relationship, toOne, inner: item.inner, hidden: item.select.length === 0, node };
}

/**
 * Checks a parsed request against the schema model and resolves every embed to a relationship.
 * `paths` are the parameter paths addressing this level (the root is '').
 */
export function planNode(
  model: SchemaModel,
  source: Source,
  select: SelectItem[],
  params: ParsedParams,
  paths: string[] = [''],
): ReadNode {
  const path = paths[0]!;
  const embedItems = select.filter((item): item is EmbedItem => item.type === 'embed');
  const embeds = new Map<EmbedItem, PlannedEmbed>();
  for (const item of embedItems) embeds.set(item, planEmbed(model, source, item, params, path, embedItems));
  const embedByKey = new Map([...embeds.values()].filter((e) => !e.hidden).map((e) => [e.key, e]));

  const items: PlannedItem[] = [];
  const placed = new Set<PlannedEmbed>();
  for (const item of select) {
    if (item.type === 'star') {
      // An embed named like a column (`created_by(...)`) takes that column's place in `*`, the
      // way a client parsing PostgREST's duplicate keys sees it.
      for (const column of source.relation.columns) {
        const embed = embedByKey.get(column.name);
        if (embed && !placed.has(embed)) {
          items.push(embed);
          placed.add(embed);
        } else if (!embed) {
          items.push({ kind: 'column', key: column.name, field: { column: column.name, path: [] }, fromStar: true });
        }
      }
    } else if (item.type === 'column') {
      checkField(source, item.field);
      const key = checkOutputName(columnKey(item));
      items.push({ kind: 'column', key, field: item.field, ...(item.cast && { cast: resolveCast(model, item.cast) }) });
    } else {
      const embed = embeds.get(item)!;
      if (!placed.has(embed)) items.push(embed);
      placed.add(embed);
    }
  }

  const node: ReadNode = { source, items, conditions: [], nullFilters: [], order: [] };
  const byKey = new Map([...embeds.values()].map((embed) => [embed.key, embed]));
  for (const p of paths) {
    for (const condition of params.conditions.get(p) ?? []) {
      const embed =
        condition.type === 'filter' && condition.field.path.length === 0 ? byKey.get(condition.field.column) : undefined;
      if (embed && condition.type === 'filter' && !source.relation.columnMap.has(condition.field.column)) {
        if (condition.op !== 'is' || condition.value !== 'null') {
          throw new PgrstError(
            400,
            'PGRST100',
            `only is.null and not.is.null filters apply to the embedded resource '${embed.key}'`,
          );
        }
        node.nullFilters.push({ embed, isNull: !condition.negate });
        continue;
      }
      checkCondition(source, condition);
      node.conditions.push(condition);
    }
    const order = params.order.get(p);
    if (order) {
      order.forEach((term) => checkField(source, term.field));
      node.order = order;
    }
    const limit = params.limit.get(p);
    if (limit !== undefined) node.limit = limit;
    const offset = params.offset.get(p);
    if (offset !== undefined) node.offset = offset;
  }
  return node;
}

/**
 * Plans a request's read (a GET, an RPC result or a write's representation) and applies the
 * request's guard to everything below the top level.
 */
export function planRead(
  ctx: { model: SchemaModel; request: { guard?: ReadGuard } },
  source: Source,
  params: ParsedParams,
  topGrant?: ColumnGrant,
): ReadNode {
  const node = planNode(ctx.model, source, params.select, params);
  const guard = ctx.request.guard;
  if (guard) guardPlan(node, guard, topGrant !== undefined ? topGrant : (guard.top ?? null));
  return node;
}
