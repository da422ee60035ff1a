import type { Queryable } from '../../db/types';

/** Raw catalog rows; model.ts turns them into the SchemaModel. */
export interface RawRelation {
  oid: number;
  name: string;
  kind: string;
  mask: number;
}
export interface RawColumn {
  relid: number;
  attnum: number;
  name: string;
  data_type: string;
  cast_type: string;
  typname: string;
  category: string;
  element_typname: string | null;
  not_null: boolean;
  has_default: boolean;
  generated: boolean;
}
export interface RawConstraint {
  name: string;
  type: 'p' | 'u' | 'f';
  relid: number;
  frelid: number;
  columns: string;
  ref_columns: string | null;
}
export interface RawView {
  relid: number;
  action: string;
}
export interface RawArgType {
  type: string;
  typname: string;
  category: string;
  elem: string | null;
}
export interface RawFunction {
  name: string;
  returns_set: boolean;
  volatility: string;
  return_type: string;
  return_typtype: string;
  return_typname: string;
  return_relid: number;
  nargs: number;
  nargdefaults: number;
  arg_names: string | null;
  arg_modes: string | null;
  arg_types: string;
}
export interface RawType {
  name: string;
  sql: string;
}

export interface RawCatalog {
  relations: RawRelation[];
  columns: RawColumn[];
  constraints: RawConstraint[];
  views: RawView[];
  functions: RawFunction[];
  types: RawType[];
}

const RELKINDS = `('r','v','m','f','p')`;

// The type to cast a value to, without typmod. Without a length, character and bit mean char(1)
// and bit(1) (silently truncating), so their unbounded variants are used instead.
const CAST_TYPE = (oid: string, typname: string): string => `CASE ${typname}
  WHEN 'bpchar' THEN 'bpchar' WHEN '_bpchar' THEN 'bpchar[]'
  WHEN 'bit' THEN 'varbit' WHEN '_bit' THEN 'varbit[]'
  ELSE format_type(${oid}, NULL) END`;

const RELATIONS_SQL = `
SELECT c.oid::int8 AS oid, c.relname AS name, c.relkind::text AS kind,
       pg_relation_is_updatable(c.oid, true)::int AS mask
FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
WHERE n.nspname = $1 AND c.relkind IN ${RELKINDS}`;

// Domains are described by their base type so json/array/boolean handling follows the storage type.
const COLUMNS_SQL = `
SELECT a.attrelid::int8 AS relid, a.attnum::int AS attnum, a.attname AS name,
       format_type(a.atttypid, a.atttypmod) AS data_type,
       ${CAST_TYPE('a.atttypid', 't.typname')} AS cast_type,
       bt.typname::text AS typname, bt.typcategory::text AS category,
       et.typname::text AS element_typname,
       a.attnotnull AS not_null, a.atthasdef AS has_default, a.attgenerated <> '' AS generated
FROM pg_attribute a
JOIN pg_class c ON c.oid = a.attrelid
JOIN pg_namespace n ON n.oid = c.relnamespace
JOIN pg_type t ON t.oid = a.atttypid
JOIN pg_type bt ON bt.oid = CASE WHEN t.typtype = 'd' THEN t.typbasetype ELSE t.oid END
LEFT JOIN pg_type et ON et.oid = bt.typelem AND bt.typcategory = 'A'
WHERE n.nspname = $1 AND c.relkind IN ${RELKINDS} AND a.attnum > 0 AND NOT a.attisdropped
ORDER BY a.attrelid, a.attnum`;

const CONSTRAINTS_SQL = `
SELECT con.conname AS name, con.contype::text AS type, con.conrelid::int8 AS relid, con.confrelid::int8 AS frelid,
  (SELECT json_agg(a.attname ORDER BY k.ord) FROM unnest(con.conkey) WITH ORDINALITY k(num, ord)
     JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.num)::text AS columns,
  (SELECT json_agg(a.attname ORDER BY k.ord) FROM unnest(con.confkey) WITH ORDINALITY k(num, ord)
     JOIN pg_attribute a ON a.attrelid = con.confrelid AND a.attnum = k.num)::text AS ref_columns
FROM pg_constraint con
JOIN pg_class c ON c.oid = con.conrelid
JOIN pg_namespace n ON n.oid = c.relnamespace
WHERE n.nspname = $1 AND con.contype IN ('p','u','f')
ORDER BY con.conname`;

const VIEWS_SQL = `
SELECT r.ev_class::int8 AS relid, r.ev_action::text AS action
FROM pg_rewrite r
JOIN pg_class c ON c.oid = r.ev_class
JOIN pg_namespace n ON n.oid = c.relnamespace
WHERE n.nspname = $1 AND c.relkind IN ('v','m') AND r.rulename = '_RETURN'`;

const FUNCTIONS_SQL = `
SELECT p.proname AS name, p.proretset AS returns_set, p.provolatile::text AS volatility,
       format_type(p.prorettype, NULL) AS return_type, rt.typtype::text AS return_typtype,
       rt.typname::text AS return_typname, rt.typrelid::int8 AS return_relid,
       p.pronargs::int AS nargs, p.pronargdefaults::int AS nargdefaults,
       array_to_json(p.proargnames)::text AS arg_names,
       array_to_json(p.proargmodes)::text AS arg_modes,
       (SELECT json_agg(json_build_object('type', ${CAST_TYPE('x.t', 'ty.typname')}, 'typname', bt.typname,
                 'category', bt.typcategory, 'elem', et.typname) ORDER BY x.o)
          FROM unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) WITH ORDINALITY x(t, o)
          JOIN pg_type ty ON ty.oid = x.t
          JOIN pg_type bt ON bt.oid = CASE WHEN ty.typtype = 'd' THEN ty.typbasetype ELSE ty.oid END
          LEFT JOIN pg_type et ON et.oid = bt.typelem AND bt.typcategory = 'A')::text AS arg_types
FROM pg_proc p
JOIN pg_namespace n ON n.oid = p.pronamespace
JOIN pg_type rt ON rt.oid = p.prorettype
WHERE n.nspname = $1 AND p.prokind = 'f'
  AND rt.typname NOT IN ('trigger', 'event_trigger', 'internal', 'language_handler', 'fdw_handler',
                         'index_am_handler', 'tsm_handler', 'table_am_handler')
ORDER BY p.proname, p.oid`;

// User-defined types of the exposed schema (enums, domains, composites) that `::cast` may name.
const TYPES_SQL = `
SELECT t.typname::text AS name, format_type(t.oid, NULL) AS sql
FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
WHERE n.nspname = $1 AND t.typtype IN ('e', 'd', 'b')`;

/** Reads the catalog of one schema. Plain catalog queries, identical on PostgreSQL 15 and PGlite. */
export async function readCatalog(db: Queryable, schema: string): Promise<RawCatalog> {
  const relations = (await db.query<RawRelation>(RELATIONS_SQL, [schema])).rows;
  const columns = (await db.query<RawColumn>(COLUMNS_SQL, [schema])).rows;
  const constraints = (await db.query<RawConstraint>(CONSTRAINTS_SQL, [schema])).rows;
  const views = (await db.query<RawView>(VIEWS_SQL, [schema])).rows;
  const functions = (await db.query<RawFunction>(FUNCTIONS_SQL, [schema])).rows;
  const types = (await db.query<RawType>(TYPES_SQL, [schema])).rows;
  return { relations, columns, constraints, views, functions, types };
}
