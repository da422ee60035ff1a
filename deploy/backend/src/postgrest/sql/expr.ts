import type { Condition, Field, FilterCondition, OrderTerm } from '../parse/ast';
import type { ColumnInfo, RelationInfo } from '../schema/types';
import { ident, type Params } from './builder';

/** `t0."col"` with JSON steps; keys are bound parameters, integer keys index arrays. */
export function fieldSql(alias: string, field: Field, params: Params): string {
  let sql = `${alias}.${ident(field.column)}`;
  for (const step of field.path) {
    const key = /^-?\d{1,9}$/.test(step.key) ? params.typed(Number(step.key), 'integer') : params.typed(step.key, 'text');
    sql = `(${sql}${step.arrow}${key})`;
  }
  return sql;
}

/** The SQL type a field evaluates to: the column type, or text/jsonb after a JSON step. */
function fieldType(field: Field, column: ColumnInfo | undefined): string {
  if (field.path.length === 0) return column?.castType ?? 'text';
  const last = field.path[field.path.length - 1]!;
  if (last.arrow === '->>') return 'text';
  return column?.typname === 'json' ? 'json' : 'jsonb';
}

/** `{"a","b \"c\""}`: a PostgreSQL array literal, every element quoted so nothing is reinterpreted. */
export function arrayLiteral(items: readonly unknown[]): string {
  const quoted = items.map((item) => {
    if (item === null || item === undefined) return 'NULL';
    if (Array.isArray(item)) return arrayLiteral(item);
    const text = typeof item === 'object' ? JSON.stringify(item) : String(item);
    return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  });
  return `{${quoted.join(',')}}`;
}

const COMPARISON: Record<string, string> = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' };

function filterSql(alias: string, filter: FilterCondition, relation: RelationInfo, params: Params): string {
  const left = fieldSql(alias, filter.field, params);
  const type = fieldType(filter.field, relation.columnMap.get(filter.field.column));
  let sql: string;
  switch (filter.op) {
    case 'eq':
    case 'neq':
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte':
      // The value is parsed as the left side's type; a bad value is a 22P02 data exception (400).
      sql = `${left} ${COMPARISON[filter.op]} ${params.typed(filter.value, type)}`;
      break;
    case 'like':
    case 'ilike':
      sql = `(${left})::text ${filter.op === 'like' ? 'LIKE' : 'ILIKE'} ${params.typed(filter.value, 'text')}`;
      break;
    case 'in':
      sql = `${left} = ANY(${params.typed(arrayLiteral(filter.list ?? []), `${type}[]`)})`;
      break;
    case 'is':
      sql = `${left} IS ${filter.value.toUpperCase()}`;
      break;
    case 'cs':
      sql = `${left} @> ${params.typed(filter.value, type)}`;
      break;
    case 'cd':
      sql = `${left} <@ ${params.typed(filter.value, type)}`;
      break;
    case 'ov':
      sql = `${left} && ${params.typed(filter.value, type)}`;
      break;
  }
  return filter.negate ? `NOT (${sql})` : sql;
}

export function conditionSql(alias: string, condition: Condition, relation: RelationInfo, params: Params): string {
  if (condition.type === 'filter') return filterSql(alias, condition, relation, params);
  const joined = condition.children
    .map((child) => conditionSql(alias, child, relation, params))
    .join(condition.op === 'and' ? ' AND ' : ' OR ');
  return condition.negate ? `NOT (${joined})` : `(${joined})`;
}

export function orderSql(alias: string, terms: OrderTerm[], params: Params): string {
  if (terms.length === 0) return '';
  const parts = terms.map((term) => {
    let sql = fieldSql(alias, term.field, params);
    if (term.direction) sql += term.direction === 'desc' ? ' DESC' : ' ASC';
    if (term.nulls) sql += term.nulls === 'first' ? ' NULLS FIRST' : ' NULLS LAST';
    return sql;
  });
  return ` ORDER BY ${parts.join(', ')}`;
}
