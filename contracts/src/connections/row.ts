// Between a connection form's values and the connections row (columns plus properties).
import type { ConnectionType } from '../constants/settings';
import { fieldValue, secretIsSet, visibleFields } from './catalogue';
import { decodeSecretValue, encodeSecretValue, type SecretValue } from './secret-value';
import type { ComposeValues, ConnectionColumn, ConnectionField, ConnectionFormValues, ConnectionTypeDescription } from './types';

export interface ConnectionRowValues {
  url: string | null;
  username: string | null;
  password: string | null;
  certificate: string | null;
  insecure_tls: boolean | null;
  properties: Record<string, string | number | boolean>;
}

/** Where each secret of a type may be stored: the columns and property keys to seal. */
export function secretTargets(description: ConnectionTypeDescription): { columns: ConnectionColumn[]; properties: string[] } {
  const secrets = description.fields.filter((field) => field.kind === 'secret');
  return {
    columns: secrets.flatMap((field) => ('column' in field.target ? [field.target.column] : [])),
    properties: secrets.flatMap((field) => ('property' in field.target ? [field.target.property] : [])),
  };
}

/** Plain strings for URL composition; a set secret is its placeholder, an unset one ''. */
export function composeValues(description: ConnectionTypeDescription, values: ConnectionFormValues): ComposeValues {
  const out: ComposeValues = {};
  for (const field of visibleFields(description, values)) {
    const value = fieldValue(field, values);
    if (field.kind === 'secret') out[field.key] = secretIsSet(value) ? `$(${field.key})` : '';
    else out[field.key] = value === undefined ? '' : String(value);
  }
  return out;
}

/** The stored URL: composed for notification types, the URL field otherwise. */
export function storedUrl(description: ConnectionTypeDescription, values: ConnectionFormValues): string | null {
  if (description.composeUrl) return description.composeUrl(composeValues(description, values));
  const field = description.fields.find((candidate) => 'column' in candidate.target && candidate.target.column === 'url');
  const value = field ? fieldValue(field, values) : undefined;
  return typeof value === 'string' && value !== '' ? value : null;
}

function storedValue(field: ConnectionField, values: ConnectionFormValues, keep: (field: ConnectionField) => string | null) {
  const value = fieldValue(field, values);
  if (field.kind === 'secret') {
    const secret = typeof value === 'string' ? ({ kind: 'static', value } as SecretValue) : (value as SecretValue | undefined);
    if (!secret) return null;
    return secret.kind === 'stored' ? keep(field) : (encodeSecretValue(secret) ?? null);
  }
  if (value === undefined || value === '') return null;
  if (field.kind === 'number') return Number(value);
  return value as string | boolean;
}

/**
 * The row for validated values. Hidden fields are left out. A secret sent back as 'stored' keeps
 * what `keep` returns for it (the saved value, still sealed).
 */
export function toConnectionRow(
  description: ConnectionTypeDescription,
  values: ConnectionFormValues,
  keep: (field: ConnectionField) => string | null = () => null,
): ConnectionRowValues {
  const row: ConnectionRowValues = {
    url: null,
    username: null,
    password: null,
    certificate: null,
    insecure_tls: null,
    properties: {},
  };
  for (const field of visibleFields(description, values)) {
    const value = storedValue(field, values, keep);
    if (value === null) continue;
    if ('property' in field.target) row.properties[field.target.property] = value;
    else if (field.target.column === 'insecure_tls') row.insecure_tls = value === true;
    else row[field.target.column] = String(value);
  }
  row.url = description.composeUrl ? storedUrl(description, values) : row.url;
  return row;
}

export interface StoredConnection {
  type: ConnectionType | string;
  url?: string | null;
  username?: string | null;
  password?: string | null;
  certificate?: string | null;
  insecure_tls?: boolean | null;
  properties?: Record<string, unknown> | null;
}

/**
 * The form values of a stored row. Static secrets come back as 'stored' (the value itself never
 * leaves the server); references are shown as they are.
 */
export function fromConnectionRow(description: ConnectionTypeDescription, row: StoredConnection): ConnectionFormValues {
  const values: ConnectionFormValues = {};
  for (const field of description.fields) {
    const raw = 'property' in field.target ? row.properties?.[field.target.property] : row[field.target.column];
    if (raw === null || raw === undefined) continue;
    if (field.kind === 'secret') {
      const decoded = decodeSecretValue(String(raw));
      values[field.key] = decoded.kind === 'static' ? { kind: 'stored' } : decoded;
    } else if (field.kind === 'boolean') values[field.key] = raw === true || raw === 'true';
    else if (field.kind === 'number') values[field.key] = typeof raw === 'number' ? raw : Number(raw);
    else values[field.key] = String(raw);
  }
  // The URL of a notification type is derived, not a field: nothing to read back into the form.
  return values;
}
