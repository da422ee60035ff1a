import type { Queryable } from '../db/types';
import type { PgrstError } from './errors';
import type { Condition, Field } from './parse/ast';
import type { PlannedEmbed, ReadNode } from './plan';

/**
 * The columns of a relation a request may read: a set of them, or a rule such as "all but these"
 * (anything with `has`); null for all of them.
 */
export type ColumnGrant = { has(column: string): boolean } | null;

/**
 * Authorization of everything a read reaches below its top level. The caller (the HTTP layer)
 * authorizes the top-level relation or function itself; the engine asks the guard about every
 * embedded relation, at any depth, whether it is selected, only filtered on (`embed()`), used by
 * `!inner` or by an `embed=is.null` filter.
 */
export interface ReadGuard {
  /** The columns of `relation` this request may read, or throws a PgrstError to refuse it. */
  embed(relation: string): ColumnGrant;
  /** Columns of the top-level relation itself (already authorized by the caller); default all. */
  top?: ColumnGrant;
  /** The error for naming a column outside the grant (in select, a filter, an order or a join). */
  column(relation: string, column: string): PgrstError;
  /** Row conditions the request must meet on `relation` (permission rows about single rows); `top`: the requested relation. */
  rows?(relation: string, top: boolean): Condition[];
}

/** A table row as `to_json` renders it. */
export type WrittenRow = Record<string, unknown>;

/** What one write did, seen from inside its transaction before it commits. */
export interface WrittenChange {
  method: 'POST' | 'PATCH' | 'DELETE';
  relation: string;
  /** PATCH and DELETE: the matched rows as they were (locked); POST: none. */
  before: WrittenRow[];
  /** POST and PATCH: the rows as written; DELETE: none. */
  after: WrittenRow[];
  /** The write's transaction, for lookups the decision needs. */
  tx: Queryable;
}

/**
 * Authorization of a write by its content (the rows, not only the table), inside the write's
 * transaction: `before` runs ahead of the statement with the rows a PATCH or DELETE matched
 * (locked, and before any cascade), `after` once it ran, before COMMIT. Throwing a PgrstError
 * refuses the write and rolls it back, so a refused write leaves nothing behind.
 */
export interface WriteCheck {
  before?(change: Omit<WrittenChange, 'after'>): Promise<void>;
  after?(change: WrittenChange): Promise<void>;
}

function conditionFields(condition: Condition, out: Field[] = []): Field[] {
  if (condition.type === 'logic') condition.children.forEach((child) => conditionFields(child, out));
  else out.push(condition.field);
  return out;
}

function requireColumns(guard: ReadGuard, relation: string, grant: ColumnGrant, columns: Iterable<string>): void {
  if (!grant) return;
  for (const column of columns) if (!grant.has(column)) throw guard.column(relation, column);
}

/**
 * Applies the guard to a planned read in place. Within a relation granted only some columns, `*`
 * narrows to those columns, while a column named explicitly anywhere (select, filter, order, the
 * join of an embed below it) that lies outside the grant refuses the request.
 */
export function guardPlan(node: ReadNode, guard: ReadGuard, grant: ColumnGrant = null, top = true): void {
  const relation = node.source.relation.name;
  // Added after the column checks below look at the request's own conditions.
  const rowConditions = guard.rows?.(relation, top) ?? [];
  if (grant) {
    node.items = node.items.filter((item) => !(item.kind === 'column' && item.fromStar && !grant.has(item.field.column)));
    const named = [
      ...node.items.flatMap((item) => (item.kind === 'column' ? [item.field.column] : [])),
      ...node.conditions.flatMap((condition) => conditionFields(condition).map((field) => field.column)),
      ...node.order.map((term) => term.field.column),
    ];
    requireColumns(guard, relation, grant, named);
  }
  const embeds = new Set<PlannedEmbed>(node.items.filter((item): item is PlannedEmbed => item.kind === 'embed'));
  node.nullFilters.forEach((filter) => embeds.add(filter.embed));
  for (const embed of embeds) {
    requireColumns(guard, relation, grant, embed.relationship.sourceColumns);
    const target = embed.node.source.relation.name;
    const childGrant = guard.embed(target);
    requireColumns(guard, target, childGrant, embed.relationship.targetColumns);
    guardPlan(embed.node, guard, childGrant, false);
  }
  node.conditions.push(...rowConditions);
}
