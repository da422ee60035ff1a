/** The cached picture of the exposed schema the engine plans every request against. */
export interface ColumnInfo {
  name: string;
  /** Declared type for messages, e.g. `character varying(10)`. */
  dataType: string;
  /** Type name usable in a cast, without typmod: `text`, `timestamp with time zone`, `text[]`. */
  castType: string;
  /** pg_type.typname of the (domain base) type: `jsonb`, `_text`, `uuid`, `bool`. */
  typname: string;
  /** pg_type.typcategory: S string, N numeric, B boolean, D datetime, A array, E enum, U user... */
  category: string;
  /** Element typname for arrays (`text` for text[]), else null. */
  elementTypname: string | null;
  notNull: boolean;
  hasDefault: boolean;
  generated: boolean;
}

export interface ForeignKey {
  name: string;
  /** Referencing table. */
  table: string;
  columns: string[];
  /** Referenced table. */
  refTable: string;
  refColumns: string[];
}

export interface ColumnOrigin {
  table: string;
  column: string;
}

export type RelationKind = 'table' | 'view' | 'matview' | 'foreign' | 'partitioned';

export interface RelationInfo {
  name: string;
  kind: RelationKind;
  columns: ColumnInfo[];
  columnMap: ReadonlyMap<string, ColumnInfo>;
  primaryKey: string[];
  uniqueKeys: string[][];
  /** Foreign keys declared on this table (empty for views). */
  foreignKeys: ForeignKey[];
  insertable: boolean;
  updatable: boolean;
  deletable: boolean;
  /**
   * Base-table origin of each column that passes a base-table column through unchanged
   * (tables map every column to itself; views follow their definition, through other views).
   */
  lineage: ReadonlyMap<string, ColumnOrigin>;
}

export interface FunctionArg {
  name: string;
  castType: string;
  hasDefault: boolean;
}

export interface FunctionInfo {
  name: string;
  /** Input arguments in declaration order (all named; unnamed-argument functions are not exposed). */
  args: FunctionArg[];
  returnsSet: boolean;
  /** void: no body; scalar: a bare JSON value; rows: objects with `columns`. */
  returns: 'void' | 'scalar' | 'rows';
  returnType: string;
  volatile: boolean;
  /** Output columns when returns === 'rows'. */
  columns: ColumnInfo[];
  /** Relation whose row type is returned (RETURNS SETOF table): its relationships apply to the result. */
  returnRelation: string | null;
}

/**
 * Which relations and functions of the schema the API serves. Everything else is still read for
 * view lineage and relationships, but can be neither requested, embedded, filtered nor called:
 * the engine answers as if it did not exist (PGRST205 / PGRST200 / PGRST202).
 */
export interface Exposure {
  relation(name: string): boolean;
  fn(name: string): boolean;
}

export const EXPOSE_ALL: Exposure = Object.freeze({ relation: () => true, fn: () => true });

export interface SchemaModel {
  schema: string;
  exposure: Exposure;
  relations: ReadonlyMap<string, RelationInfo>;
  functions: ReadonlyMap<string, FunctionInfo[]>;
  /** Every foreign key between exposed tables. */
  foreignKeys: ForeignKey[];
  /** Type names (lower-case) of the exposed schema usable in `::cast`, mapped to their SQL spelling. */
  schemaTypes: ReadonlyMap<string, string>;
}
