/** Parsed (not yet schema-checked) pieces of a PostgREST request. */
export interface JsonStep {
  arrow: '->' | '->>';
  key: string;
}

/** A column reference, optionally followed by a JSON path: `resource->>name`. */
export interface Field {
  column: string;
  path: JsonStep[];
}

export interface StarItem {
  type: 'star';
}
export interface ColumnItem {
  type: 'column';
  field: Field;
  alias?: string;
  cast?: string;
}
export interface EmbedItem {
  type: 'embed';
  /** Relation name or foreign-key column name. */
  name: string;
  alias?: string;
  hint?: string;
  inner: boolean;
  select: SelectItem[];
}
export type SelectItem = StarItem | ColumnItem | EmbedItem;

export const FILTER_OPS = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'in', 'is', 'cs', 'cd', 'ov'] as const;
export type FilterOp = (typeof FILTER_OPS)[number];

export interface FilterCondition {
  type: 'filter';
  field: Field;
  negate: boolean;
  op: FilterOp;
  /** Text value; for `in` the list items; for `is` one of null/true/false/unknown. */
  value: string;
  list?: string[];
}
export interface LogicCondition {
  type: 'logic';
  op: 'and' | 'or';
  negate: boolean;
  children: Condition[];
}
export type Condition = FilterCondition | LogicCondition;

export interface OrderTerm {
  field: Field;
  direction?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

/** Output key of a column item: alias, else the last JSON key, else the column name. */
export const columnKey = (item: ColumnItem): string =>
  item.alias ?? (item.field.path.length > 0 ? item.field.path[item.field.path.length - 1]!.key : item.field.column);

/** Output key (and filter path segment) of an embed: alias, else the name written. */
export const embedKey = (item: EmbedItem): string => item.alias ?? item.name;
