import { ambiguousRelationship, noRelationship } from '../errors';
import { exposedRelation } from './model';
import type { ForeignKey, RelationInfo, SchemaModel } from './types';

export type Cardinality = 'many-to-one' | 'one-to-many' | 'one-to-one';

/** How a source relation reaches an embedded target: source.sourceColumns[i] = target.targetColumns[i]. */
export interface Relationship {
  cardinality: Cardinality;
  constraint: string;
  sourceColumns: string[];
  targetColumns: string[];
  /** True when the foreign-key columns are on the source side (many-to-one, forward one-to-one). */
  fkOnSource: boolean;
}

export const isToOne = (rel: Relationship): boolean => rel.cardinality !== 'one-to-many';

// A view may expose one base column several times; cap the combinations considered.
const MAX_COMBINATIONS = 8;

// Relations are immutable between schema reloads, so per-relation indexes are memoised by identity.
const reverseLineage = new WeakMap<RelationInfo, Map<string, string[]>>();
const betweenCache = new WeakMap<RelationInfo, Map<RelationInfo, Relationship[]>>();
const originKey = (table: string, column: string) => `${table}\u0001${column}`;

/** Base column -> the columns of `rel` passing it through, in column order. */
function passThrough(rel: RelationInfo): Map<string, string[]> {
  let index = reverseLineage.get(rel);
  if (!index) {
    index = new Map();
    for (const [name, origin] of rel.lineage) {
      const key = originKey(origin.table, origin.column);
      index.set(key, [...(index.get(key) ?? []), name]);
    }
    reverseLineage.set(rel, index);
  }
  return index;
}

/** Column tuples of `rel` that pass through `table`(`columns`), in order. */
function exposedTuples(rel: RelationInfo, table: string, columns: string[]): string[][] {
  const index = passThrough(rel);
  const options = columns.map((column) => index.get(originKey(table, column)) ?? []);
  if (options.some((list) => list.length === 0)) return [];
  let tuples: string[][] = [[]];
  for (const list of options) {
    tuples = tuples.flatMap((tuple) => list.map((name) => [...tuple, name])).slice(0, MAX_COMBINATIONS);
  }
  return tuples;
}

const sameSet = (a: string[], b: string[]): boolean => a.length === b.length && a.every((x) => b.includes(x));

function isUniqueOn(model: SchemaModel, table: string, columns: string[]): boolean {
  const rel = model.relations.get(table);
  if (!rel) return false;
  return (rel.primaryKey.length > 0 && sameSet(rel.primaryKey, columns)) || rel.uniqueKeys.some((key) => sameSet(key, columns));
}

function candidatesFor(model: SchemaModel, source: RelationInfo, target: RelationInfo, fk: ForeignKey): Relationship[] {
  const out: Relationship[] = [];
  for (const sourceColumns of exposedTuples(source, fk.table, fk.columns)) {
    for (const targetColumns of exposedTuples(target, fk.refTable, fk.refColumns)) {
      out.push({ cardinality: 'many-to-one', constraint: fk.name, sourceColumns, targetColumns, fkOnSource: true });
    }
  }
  const reverseCardinality: Cardinality =
    isUniqueOn(model, fk.table, fk.columns) && target.kind !== 'view' ? 'one-to-one' : 'one-to-many';
  for (const targetColumns of exposedTuples(target, fk.table, fk.columns)) {
    for (const sourceColumns of exposedTuples(source, fk.refTable, fk.refColumns)) {
      out.push({ cardinality: reverseCardinality, constraint: fk.name, sourceColumns, targetColumns, fkOnSource: false });
    }
  }
  return out;
}

/** Every relationship between two relations, through table foreign keys or view column lineage. */
export function relationshipsBetween(model: SchemaModel, source: RelationInfo, target: RelationInfo): Relationship[] {
  let byTarget = betweenCache.get(source);
  if (!byTarget) {
    byTarget = new Map();
    betweenCache.set(source, byTarget);
  }
  let list = byTarget.get(target);
  if (!list) {
    list = model.foreignKeys.flatMap((fk) => candidatesFor(model, source, target, fk));
    byTarget.set(target, list);
  }
  return list;
}

const matchesHint = (rel: Relationship, hint: string): boolean => {
  if (rel.constraint === hint) return true;
  const fkColumns = rel.fkOnSource ? rel.sourceColumns : rel.targetColumns;
  return fkColumns.length === 1 && fkColumns[0] === hint;
};

const describe = (rel: Relationship): string =>
  `${rel.cardinality} via ${rel.constraint} using (${rel.sourceColumns.join(', ')}) and (${rel.targetColumns.join(', ')})`;

function dedupe(list: Relationship[]): Relationship[] {
  const seen = new Map<string, Relationship>();
  for (const rel of list) seen.set(`${rel.constraint}|${rel.fkOnSource}|${rel.sourceColumns}|${rel.targetColumns}`, rel);
  return [...seen.values()];
}

/** Embedding by relation name (`target!hint(...)`): exactly one relationship must match. */
export function resolveByTarget(
  model: SchemaModel,
  source: RelationInfo,
  target: RelationInfo,
  hint: string | undefined,
  sourceLabel: string,
): Relationship {
  let list = relationshipsBetween(model, source, target);
  if (hint !== undefined) list = list.filter((rel) => matchesHint(rel, hint));
  list = dedupe(list);
  if (list.length === 0) throw noRelationship(model.schema, sourceLabel, target.name, hint);
  // A view may expose the same key column twice (id and change_id): one constraint and direction
  // is still one relationship, and the first exposing column (in column order) is used.
  // A self reference hinted by its column (`tasks!parent_id`) means the parent (many-to-one).
  if (hint !== undefined && list.some((rel) => rel.constraint !== hint) && list.some((rel) => rel.fkOnSource)) {
    const forward = list.filter((rel) => rel.fkOnSource);
    if (new Set(forward.map((rel) => rel.constraint)).size === 1) list = forward;
  }
  const distinct = new Set(list.map((rel) => `${rel.constraint}|${rel.fkOnSource}`));
  if (distinct.size > 1)
    throw ambiguousRelationship(
      sourceLabel,
      target.name,
      list.map(describe),
      list.map((rel) => rel.constraint),
    );
  return list[0]!;
}

/**
 * Embedding by foreign-key column name (`created_by(...)`): the target is the referenced table,
 * or the relation named by the hint when it carries the referenced columns.
 */
export function resolveByColumn(
  model: SchemaModel,
  source: RelationInfo,
  column: string,
  hint: string | undefined,
): { target: RelationInfo; relationship: Relationship } | null {
  const origin = source.lineage.get(column);
  if (!origin) return null;
  const found: { target: RelationInfo; relationship: Relationship }[] = [];
  for (const fk of model.foreignKeys) {
    if (fk.columns.length !== 1 || fk.table !== origin.table || fk.columns[0] !== origin.column) continue;
    // Only exposed relations are embed targets: an FK into an internal table leads nowhere.
    const hinted = hint !== undefined ? exposedRelation(model, hint) : undefined;
    if (hint !== undefined && !hinted && hint !== fk.name) continue;
    const target = hinted ?? exposedRelation(model, fk.refTable);
    if (!target) continue;
    const tuples = exposedTuples(target, fk.refTable, fk.refColumns);
    const targetColumns = tuples[0];
    if (!targetColumns) continue;
    found.push({
      target,
      relationship: { cardinality: 'many-to-one', constraint: fk.name, sourceColumns: [column], targetColumns, fkOnSource: true },
    });
  }
  if (found.length === 0) return null;
  if (found.length > 1) {
    throw ambiguousRelationship(
      source.name,
      column,
      found.map((f) => describe(f.relationship)),
      found.map((f) => f.relationship.constraint),
    );
  }
  return found[0]!;
}
