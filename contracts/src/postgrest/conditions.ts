// Filter conditions, renderable at the top level (`col=op.value`) or inside or()/and() trees.
import { assertColumn, formatArrayLiteral, formatInList, quoteListValue, stringifyValue, type FilterValue } from './encode';

export type ComparisonOperator = 'eq' | 'neq' | 'gt' | 'gte' | 'lt' | 'lte' | 'like' | 'ilike' | 'match' | 'imatch';
export type ListOperator = 'in';
export type ArrayOperator = 'cs' | 'cd' | 'ov';
export type IsValue = null | true | false | 'unknown';
export type FilterOperator = ComparisonOperator | ListOperator | ArrayOperator | 'is';

export interface FilterCondition {
  kind: 'filter';
  column: string;
  operator: FilterOperator;
  value: FilterValue | readonly FilterValue[];
  negate: boolean;
}

export interface GroupCondition {
  kind: 'group';
  operator: 'or' | 'and';
  conditions: readonly Condition[];
  negate: boolean;
}

/** A raw logic-tree fragment such as "a.eq.x,b.eq.y"; the caller is responsible for its syntax. */
export interface RawCondition {
  kind: 'raw';
  expression: string;
}

export type Condition = FilterCondition | GroupCondition | RawCondition;

function filter(column: string, operator: FilterOperator, value: FilterCondition['value'], negate = false): FilterCondition {
  return { kind: 'filter', column: assertColumn(column), operator, value, negate };
}

function isValueOf(value: IsValue): string {
  if (value === null) return 'null';
  return String(value);
}

/** Condition builders for or()/and() trees and for `not`. */
export const cond = {
  eq: (column: string, value: FilterValue) => filter(column, 'eq', value),
  neq: (column: string, value: FilterValue) => filter(column, 'neq', value),
  gt: (column: string, value: FilterValue) => filter(column, 'gt', value),
  gte: (column: string, value: FilterValue) => filter(column, 'gte', value),
  lt: (column: string, value: FilterValue) => filter(column, 'lt', value),
  lte: (column: string, value: FilterValue) => filter(column, 'lte', value),
  like: (column: string, pattern: string) => filter(column, 'like', pattern),
  ilike: (column: string, pattern: string) => filter(column, 'ilike', pattern),
  in: (column: string, values: readonly FilterValue[]) => filter(column, 'in', values),
  cs: (column: string, values: readonly FilterValue[]) => filter(column, 'cs', values),
  cd: (column: string, values: readonly FilterValue[]) => filter(column, 'cd', values),
  ov: (column: string, values: readonly FilterValue[]) => filter(column, 'ov', values),
  is: (column: string, value: IsValue) => filter(column, 'is', value),
  isNull: (column: string) => filter(column, 'is', null),
  notNull: (column: string) => filter(column, 'is', null, true),
  or: (...conditions: Condition[]): GroupCondition => ({ kind: 'group', operator: 'or', conditions, negate: false }),
  and: (...conditions: Condition[]): GroupCondition => ({ kind: 'group', operator: 'and', conditions, negate: false }),
  raw: (expression: string): RawCondition => ({ kind: 'raw', expression }),
  /** Negates a filter or a group. */
  not: <C extends FilterCondition | GroupCondition>(condition: C): C => ({ ...condition, negate: !condition.negate }),
};

/** The operand after `op.`: lists and arrays are always bracketed; scalars are quoted only inside trees. */
function renderOperand(condition: FilterCondition, insideTree: boolean): string {
  const { operator, value } = condition;
  if (operator === 'in') return formatInList(asList(value));
  if (operator === 'cs' || operator === 'cd' || operator === 'ov') return formatArrayLiteral(asList(value));
  if (operator === 'is') return isValueOf(value as IsValue);
  if (Array.isArray(value)) throw new TypeError(`Operator ${operator} takes a single value`);
  const scalar = value as FilterValue;
  return insideTree ? quoteListValue(scalar) : stringifyValue(scalar);
}

function asList(value: FilterCondition['value']): readonly FilterValue[] {
  if (!Array.isArray(value)) throw new TypeError('List operators take an array of values');
  return value;
}

/** `op.value` or `not.op.value`: the value of a top-level `column=` parameter. */
export function renderFilterValue(condition: FilterCondition): string {
  return `${condition.negate ? 'not.' : ''}${condition.operator}.${renderOperand(condition, false)}`;
}

/** `(a.eq.x,and(b.gt.1,b.lt.5))`: the parenthesised body of a logic tree. */
export function renderGroupBody(conditions: readonly Condition[]): string {
  return `(${conditions.map(renderTreeCondition).join(',')})`;
}

/** One element of a logic tree. */
export function renderTreeCondition(condition: Condition): string {
  switch (condition.kind) {
    case 'raw':
      return condition.expression;
    case 'group':
      return `${condition.negate ? 'not.' : ''}${condition.operator}${renderGroupBody(condition.conditions)}`;
    case 'filter':
      return `${condition.column}.${condition.negate ? 'not.' : ''}${condition.operator}.${renderOperand(condition, true)}`;
  }
}
