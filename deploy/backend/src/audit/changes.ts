/**
 * What an audit entry keeps of a write: the action, the row ids and the fields changed, with their
 * values only where they are plain and not secret. Secrets (passwords, tokens, keys, certificates,
 * sealed values, any field of a connection or identity) and JSON values (specs, properties, which
 * may hold inline credentials) are kept by name alone; URLs lose their user:password part.
 */
import { AUDIT_MAX_IDS, AUDIT_MAX_VALUE_LENGTH, type AuditAction, type AuditFieldChange } from '@opsdeck/contracts';

type Row = Record<string, unknown>;
export type AuditValue = string | number | boolean | null;

const SECRET_FIELD =
  /(password|passphrase|secret|token|credential|certificate|private_?key|api_?key|authorization|cookie|session|salt|bearer|(^|_)hash($|_)|(^|_)otp($|_)|(^|_)totp($|_))/i;

/** Tables whose every value is withheld: connection credentials and identity traits. */
const NAMES_ONLY_TABLES = new Set(['connections', 'identities']);

const URL_USERINFO = /^([a-z][a-z0-9+.-]*:\/\/)[^/?#\s@]*@/i;

/** The value an entry may keep for `field`, or undefined when only its name may be kept. */
export function keptValue(table: string | null, field: string, value: unknown): AuditValue | undefined {
  if ((table && NAMES_ONLY_TABLES.has(table)) || SECRET_FIELD.test(field)) return undefined;
  if (value === null || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || value.startsWith('enc:')) return undefined;
  const clean = value.replace(URL_USERINFO, '$1');
  return clean.length > AUDIT_MAX_VALUE_LENGTH ? `${clean.slice(0, AUDIT_MAX_VALUE_LENGTH - 1)}…` : clean;
}

/** Old and new value of one field, both or neither (a half-kept pair would mislead). */
function fieldChange(table: string | null, field: string, before: unknown, after: unknown, hasBefore: boolean): AuditFieldChange {
  const next = keptValue(table, field, after);
  if (!hasBefore) return next === undefined ? {} : { new: next };
  const previous = keptValue(table, field, before);
  return previous === undefined || next === undefined ? {} : { old: previous, new: next };
}

const isSet = (value: unknown): boolean => value !== null && value !== undefined;

const same = (a: unknown, b: unknown): boolean => a === b || JSON.stringify(a) === JSON.stringify(b);

export interface TableWriteInput {
  method: 'POST' | 'PATCH' | 'DELETE';
  table: string;
  /** PATCH and DELETE: the matched rows as they were. */
  before: Row[];
  /** POST and PATCH: the rows as written. */
  after: Row[];
  /** The columns the request body set (every object's keys, in order). */
  bodyKeys: string[];
  primaryKey: string[];
}

export interface DescribedWrite {
  action: AuditAction;
  ids: string[];
  rowCount: number;
  fields: string[];
  changes: Record<string, AuditFieldChange>;
}

const keyColumns = (primaryKey: string[], sample: Row | undefined): string[] =>
  primaryKey.length > 0 ? primaryKey : sample && 'id' in sample ? ['id'] : [];

const rowKey = (row: Row, columns: string[]): string => columns.map((column) => String(row[column] ?? '')).join(',');

/** A /db write seen from inside its transaction, as the entry describes it. */
export function describeTableWrite(input: TableWriteInput): DescribedWrite {
  const { method, table, before, after, bodyKeys } = input;
  const rows = method === 'DELETE' ? before : after;
  const keys = keyColumns(input.primaryKey, rows[0]);
  const ids = keys.length > 0 ? rows.slice(0, AUDIT_MAX_IDS).map((row) => rowKey(row, keys)) : [];
  const base = { ids, rowCount: rows.length };
  if (method === 'DELETE') return { ...base, action: 'delete', fields: [], changes: {} };
  if (method === 'POST') {
    const single = after.length === 1 ? after[0] : undefined;
    const changes = Object.fromEntries(
      bodyKeys.map((field) => [field, single ? fieldChange(table, field, undefined, single[field], false) : {}]),
    );
    return { ...base, action: 'create', fields: bodyKeys, changes };
  }
  const previous = new Map(before.map((row) => [rowKey(row, keys), row]));
  const pairs = after.map((row, index) => ({ row, old: keys.length > 0 ? previous.get(rowKey(row, keys)) : before[index] }));
  const fields = bodyKeys.filter((field) => pairs.some(({ row, old }) => !old || !same(old[field], row[field])));
  const single = pairs.length === 1 ? pairs[0] : undefined;
  const changes = Object.fromEntries(
    fields.map((field) => [field, single?.old ? fieldChange(table, field, single.old[field], single.row[field], true) : {}]),
  );
  // Setting deleted_at is how the console deletes most rows: it is a delete, not an edit.
  const softDelete =
    fields.includes('deleted_at') &&
    pairs.length > 0 &&
    pairs.every(({ row, old }) => isSet(row.deleted_at) && (old === undefined || !isSet(old.deleted_at)));
  return { ...base, action: softDelete ? 'delete' : 'update', fields, changes };
}

const isPlainObject = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The columns a /db body sets: the keys of its object, or of every object of its array. */
export function bodyKeysOf(body: unknown): string[] {
  const objects = Array.isArray(body) ? body.filter(isPlainObject) : isPlainObject(body) ? [body] : [];
  return [...new Set(objects.flatMap((object) => Object.keys(object)))];
}

/** A custom endpoint's body: its top-level fields, with the values that may be kept. */
export function describeEndpointBody(body: unknown): { fields: string[]; changes: Record<string, AuditFieldChange> } {
  if (!isPlainObject(body)) return { fields: [], changes: {} };
  const fields = Object.keys(body);
  const changes = Object.fromEntries(fields.map((field) => [field, fieldChange(null, field, undefined, body[field], false)]));
  return { fields, changes };
}

/** Ids an endpoint names: its path parameters, then the ids its answer reports (a run, an agent). */
export function endpointIds(params: Record<string, string>, answer: unknown): string[] {
  const ids = Object.entries(params)
    .filter(([name]) => name !== '*')
    .map(([, value]) => value);
  if (isPlainObject(answer)) {
    for (const key of ['id', 'run_id', 'agent_id']) {
      const value = answer[key];
      if (typeof value === 'string' && !ids.includes(value)) ids.push(value);
    }
  }
  return ids.slice(0, AUDIT_MAX_IDS);
}
