import type { Queryable } from '../../db/types';
import { readCatalog, type RawArgType, type RawCatalog, type RawColumn, type RawFunction } from './introspect';
import { viewTargets } from './node-tree';
import {
  EXPOSE_ALL,
  type ColumnInfo,
  type ColumnOrigin,
  type Exposure,
  type ForeignKey,
  type FunctionInfo,
  type RelationInfo,
  type RelationKind,
  type SchemaModel,
} from './types';

const KINDS: Record<string, RelationKind> = { r: 'table', v: 'view', m: 'matview', f: 'foreign', p: 'partitioned' };

// pg_relation_is_updatable() bit per command: 1 << CMD_UPDATE(2) / CMD_INSERT(3) / CMD_DELETE(4).
const CAN_UPDATE = 1 << 2;
const CAN_INSERT = 1 << 3;
const CAN_DELETE = 1 << 4;

const toColumn = (raw: RawColumn): ColumnInfo => ({
  name: raw.name,
  dataType: raw.data_type,
  castType: raw.cast_type,
  typname: raw.typname,
  category: raw.category,
  elementTypname: raw.element_typname ?? null,
  notNull: Boolean(raw.not_null),
  hasDefault: Boolean(raw.has_default),
  generated: Boolean(raw.generated),
});

const argColumn = (name: string, type: RawArgType): ColumnInfo => ({
  name,
  dataType: type.type,
  castType: type.type,
  typname: type.typname,
  category: type.category,
  elementTypname: type.elem ?? null,
  notNull: false,
  hasDefault: false,
  generated: false,
});

const parseJson = <T>(text: string | null | undefined, fallback: T): T => (text ? (JSON.parse(text) as T) : fallback);

interface Draft {
  oid: number;
  name: string;
  kind: RelationKind;
  mask: number;
  columns: ColumnInfo[];
  byAttnum: Map<number, string>;
  primaryKey: string[];
  uniqueKeys: string[][];
  foreignKeys: ForeignKey[];
  action: string | null;
}

/**
 * Resolves each view column to the base-table column it passes through, following views over
 * views. A view whose rule cannot be read simply gets no lineage (no relationships), never an error.
 */
function resolveLineage(drafts: Map<number, Draft>): Map<number, Map<string, ColumnOrigin>> {
  const resolved = new Map<number, Map<string, ColumnOrigin>>();
  const visiting = new Set<number>();

  const resolve = (draft: Draft): Map<string, ColumnOrigin> => {
    const done = resolved.get(draft.oid);
    if (done) return done;
    const lineage = new Map<string, ColumnOrigin>();
    if (draft.kind === 'table' || draft.kind === 'partitioned' || draft.kind === 'foreign') {
      for (const column of draft.columns) lineage.set(column.name, { table: draft.name, column: column.name });
      resolved.set(draft.oid, lineage);
      return lineage;
    }
    if (visiting.has(draft.oid) || !draft.action) return lineage;
    visiting.add(draft.oid);
    try {
      for (const target of viewTargets(draft.action)) {
        const origin = drafts.get(target.originRelid);
        const originColumn = origin?.byAttnum.get(target.originAttnum);
        if (!origin || !originColumn) continue;
        const upstream = resolve(origin).get(originColumn);
        if (upstream) lineage.set(target.name, upstream);
      }
    } catch {
      lineage.clear();
    } finally {
      visiting.delete(draft.oid);
    }
    resolved.set(draft.oid, lineage);
    return lineage;
  };

  for (const draft of drafts.values()) resolve(draft);
  return resolved;
}

function buildFunction(raw: RawFunction, relationsByOid: Map<number, RelationInfo>): FunctionInfo | null {
  const names = parseJson<string[]>(raw.arg_names, []);
  const modes = parseJson<string[]>(raw.arg_modes, []);
  const types = parseJson<RawArgType[]>(raw.arg_types, []);
  const inputs: { name: string; type: RawArgType }[] = [];
  const outputs: ColumnInfo[] = [];
  types.forEach((type, index) => {
    const mode = modes[index] ?? 'i';
    const name = names[index] ?? '';
    if (mode === 'i' || mode === 'b' || mode === 'v') inputs.push({ name, type });
    if (mode === 'o' || mode === 'b' || mode === 't') outputs.push(argColumn(name, type));
  });
  // Named-argument calls need every input named; variadic calls are not part of the dialect.
  if (inputs.some((arg) => arg.name === '') || modes.includes('v')) return null;
  const firstDefault = inputs.length - Number(raw.nargdefaults);
  const args = inputs.map((arg, index) => ({ name: arg.name, castType: arg.type.type, hasDefault: index >= firstDefault }));

  let returns: FunctionInfo['returns'] = 'scalar';
  let columns: ColumnInfo[] = [];
  let returnRelation: string | null = null;
  if (raw.return_typname === 'void') {
    returns = 'void';
  } else if (outputs.length > 0) {
    returns = 'rows';
    columns = outputs;
  } else if (raw.return_typtype === 'c') {
    const relation = relationsByOid.get(Number(raw.return_relid));
    if (relation) {
      returns = 'rows';
      columns = relation.columns;
      returnRelation = relation.name;
    }
  }
  return {
    name: raw.name,
    args,
    returnsSet: Boolean(raw.returns_set),
    returns,
    returnType: raw.return_type,
    volatile: raw.volatility === 'v',
    columns,
    returnRelation,
  };
}

export function buildModel(schema: string, catalog: RawCatalog, exposure: Exposure = EXPOSE_ALL): SchemaModel {
  const drafts = new Map<number, Draft>();
  for (const raw of catalog.relations) {
    const kind = KINDS[raw.kind];
    if (!kind) continue;
    drafts.set(Number(raw.oid), {
      oid: Number(raw.oid),
      name: raw.name,
      kind,
      mask: Number(raw.mask),
      columns: [],
      byAttnum: new Map(),
      primaryKey: [],
      uniqueKeys: [],
      foreignKeys: [],
      action: null,
    });
  }
  for (const raw of catalog.columns) {
    const draft = drafts.get(Number(raw.relid));
    if (!draft) continue;
    draft.columns.push(toColumn(raw));
    draft.byAttnum.set(Number(raw.attnum), raw.name);
  }
  const foreignKeys: ForeignKey[] = [];
  for (const raw of catalog.constraints) {
    const draft = drafts.get(Number(raw.relid));
    if (!draft) continue;
    const columns = parseJson<string[]>(raw.columns, []);
    if (raw.type === 'p') draft.primaryKey = columns;
    else if (raw.type === 'u') draft.uniqueKeys.push(columns);
    else {
      const target = drafts.get(Number(raw.frelid));
      if (!target) continue; // references a table outside the exposed schema
      const fk = {
        name: raw.name,
        table: draft.name,
        columns,
        refTable: target.name,
        refColumns: parseJson<string[]>(raw.ref_columns, []),
      };
      draft.foreignKeys.push(fk);
      foreignKeys.push(fk);
    }
  }
  for (const raw of catalog.views) {
    const draft = drafts.get(Number(raw.relid));
    if (draft) draft.action = raw.action;
  }

  const lineage = resolveLineage(drafts);
  const relations = new Map<string, RelationInfo>();
  const relationsByOid = new Map<number, RelationInfo>();
  for (const draft of drafts.values()) {
    const isTable = draft.kind === 'table' || draft.kind === 'partitioned' || draft.kind === 'foreign';
    const info: RelationInfo = {
      name: draft.name,
      kind: draft.kind,
      columns: draft.columns,
      columnMap: new Map(draft.columns.map((column) => [column.name, column])),
      primaryKey: draft.primaryKey,
      uniqueKeys: draft.uniqueKeys,
      foreignKeys: draft.foreignKeys,
      insertable: isTable || (draft.mask & CAN_INSERT) !== 0,
      updatable: isTable || (draft.mask & CAN_UPDATE) !== 0,
      deletable: isTable || (draft.mask & CAN_DELETE) !== 0,
      lineage: lineage.get(draft.oid) ?? new Map(),
    };
    relations.set(info.name, info);
    relationsByOid.set(draft.oid, info);
  }

  const functions = new Map<string, FunctionInfo[]>();
  for (const raw of catalog.functions) {
    const fn = buildFunction(raw, relationsByOid);
    if (!fn) continue;
    const list = functions.get(fn.name) ?? [];
    list.push(fn);
    functions.set(fn.name, list);
  }

  const schemaTypes = new Map<string, string>();
  for (const type of catalog.types) schemaTypes.set(type.name.toLowerCase(), type.sql);

  return { schema, exposure, relations, functions, foreignKeys, schemaTypes };
}

export async function loadSchemaModel(db: Queryable, schema: string, exposure: Exposure = EXPOSE_ALL): Promise<SchemaModel> {
  return buildModel(schema, await readCatalog(db, schema), exposure);
}

/** A relation the API serves by this name (undefined for unknown and for unexposed ones alike). */
export function exposedRelation(model: SchemaModel, name: string): RelationInfo | undefined {
  return model.exposure.relation(name) ? model.relations.get(name) : undefined;
}

/** The overloads of a function the API serves by this name (undefined for unknown and unexposed ones). */
export function exposedFunction(model: SchemaModel, name: string): FunctionInfo[] | undefined {
  return model.exposure.fn(name) ? model.functions.get(name) : undefined;
}
