// Field builders shared by the connection-type descriptions.
import type { ConnectionColumn, ConnectionField, FieldCondition } from './types';

type Options = Partial<Pick<ConnectionField, 'required' | 'default' | 'hint' | 'multiline' | 'visibleWhen' | 'options'>>;

const col = (column: ConnectionColumn) => ({ column });
const prop = (property: string) => ({ property });

/** A plain text value stored in a column or, for any other key, in properties. */
export function text(key: string, label: string, options: Options = {}): ConnectionField {
  const column = COLUMNS.has(key) ? col(key as ConnectionColumn) : prop(key);
  return { key, label, kind: options.multiline ? 'textarea' : 'text', target: column, ...options };
}

/** A secret value (static, config-map or secret reference) stored in a column or in properties. */
export function secret(key: string, label: string, options: Options = {}): ConnectionField {
  const column = COLUMNS.has(key) ? col(key as ConnectionColumn) : prop(key);
  return { key, label, kind: 'secret', target: column, ...options };
}

export function number(key: string, label: string, options: Options = {}): ConnectionField {
  return { key, label, kind: 'number', target: prop(key), ...options };
}

export function flag(key: string, label: string, options: Options = {}): ConnectionField {
  const target = key === 'insecure_tls' ? col('insecure_tls') : prop(key);
  return { key, label, kind: 'boolean', target, ...options };
}

export function select(key: string, label: string, choices: readonly string[], options: Options = {}): ConnectionField {
  return { key, label, kind: 'select', target: prop(key), options: choices, ...options };
}

export const insecureTls = (): ConnectionField => flag('insecure_tls', 'Insecure TLS');

/** Shown while `field` has one of `values`. */
export const when = (field: string, ...values: (string | boolean)[]): FieldCondition => ({ field, equals: values });

const COLUMNS = new Set<string>(['url', 'username', 'password', 'certificate']);
