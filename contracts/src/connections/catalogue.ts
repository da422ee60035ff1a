// The 45 connection types by key, and the rules every form and the server apply to their values.
import { CONNECTION_TYPES, type ConnectionType } from '../constants/settings';
import { SYSTEM_CONNECTION_TYPES } from './catalogue-systems';
import { NOTIFICATION_CONNECTION_DESCRIPTIONS } from './catalogue-notifications';
import type { ConnectionField, ConnectionFormValues, ConnectionTypeDescription, FieldValue } from './types';
import type { SecretValue } from './secret-value';

export const CONNECTION_TYPE_DESCRIPTIONS: Readonly<Record<ConnectionType, ConnectionTypeDescription>> = Object.fromEntries(
  [...SYSTEM_CONNECTION_TYPES, ...NOTIFICATION_CONNECTION_DESCRIPTIONS.map((entry) => ({ ...entry, notification: true }))].map(
    (entry) => [entry.type, entry],
  ),
) as Record<ConnectionType, ConnectionTypeDescription>;

export const isConnectionType = (value: unknown): value is ConnectionType =>
  typeof value === 'string' && (CONNECTION_TYPES as readonly string[]).includes(value);

export function connectionTypeDescription(type: ConnectionType): ConnectionTypeDescription {
  return CONNECTION_TYPE_DESCRIPTIONS[type];
}

/** What the type picker offers: every type but the hidden ones, by title. */
export function pickableConnectionTypes(): ConnectionTypeDescription[] {
  return Object.values(CONNECTION_TYPE_DESCRIPTIONS)
    .filter((entry) => !entry.hidden)
    .sort((a, b) => a.title.localeCompare(b.title, 'en'));
}

/** A field's value, falling back to its default (unchecked for a box without one). */
export function fieldValue(field: ConnectionField, values: ConnectionFormValues): FieldValue | undefined {
  const value = values[field.key];
  if (value !== undefined) return value;
  if (field.default !== undefined) return field.default;
  return field.kind === 'boolean' ? false : undefined;
}

export function isFieldVisible(
  description: ConnectionTypeDescription,
  field: ConnectionField,
  values: ConnectionFormValues,
): boolean {
  return (field.visibleWhen ?? []).every((condition) => {
    const other = description.fields.find((candidate) => candidate.key === condition.field);
    const value = other ? fieldValue(other, values) : values[condition.field];
    return condition.equals.includes(value as string | boolean);
  });
}

export const visibleFields = (description: ConnectionTypeDescription, values: ConnectionFormValues): ConnectionField[] =>
  description.fields.filter((field) => isFieldVisible(description, field, values));

/** The values a new connection's form starts with. */
export function defaultConnectionValues(description: ConnectionTypeDescription): ConnectionFormValues {
  const values: ConnectionFormValues = {};
  for (const field of description.fields) {
    if (field.kind === 'secret') values[field.key] = { kind: 'static', value: '' };
    else if (field.default !== undefined) values[field.key] = field.default;
    else values[field.key] = field.kind === 'boolean' ? false : '';
  }
  return values;
}

const isSecret = (value: unknown): value is SecretValue => typeof value === 'object' && value !== null && 'kind' in value;

/** A secret with something in it: a value, a reference or a saved value. */
export function secretIsSet(value: FieldValue | undefined): boolean {
  if (!isSecret(value)) return typeof value === 'string' && value !== '';
  if (value.kind === 'static') return value.value !== '';
  return true;
}

export const CONNECTION_FIELD_MESSAGES = {
  required: 'This field is required',
  number: 'This field must be a number',
  option: 'Choose one of the listed options',
  secret: 'Enter a value, or the name and key of a config map or secret',
} as const;

function fieldError(field: ConnectionField, value: FieldValue | undefined): string | undefined {
  const empty = value === undefined || value === '' || (field.kind === 'secret' && !secretIsSet(value));
  if (field.kind === 'secret') {
    if (value !== undefined && !isSecret(value) && typeof value !== 'string') return CONNECTION_FIELD_MESSAGES.secret;
    if (isSecret(value) && (value.kind === 'configMapKeyRef' || value.kind === 'secretKeyRef') && (!value.name || !value.key))
      return CONNECTION_FIELD_MESSAGES.required;
    return field.required && empty ? CONNECTION_FIELD_MESSAGES.required : undefined;
  }
  if (empty) return field.required ? CONNECTION_FIELD_MESSAGES.required : undefined;
  if (field.kind === 'number') {
    const parsed = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
    return Number.isFinite(parsed) ? undefined : CONNECTION_FIELD_MESSAGES.number;
  }
  if (field.kind === 'boolean') return typeof value === 'boolean' ? undefined : CONNECTION_FIELD_MESSAGES.option;
  if (typeof value !== 'string') return CONNECTION_FIELD_MESSAGES.required;
  if (field.kind === 'select' && !(field.options ?? []).includes(value)) return CONNECTION_FIELD_MESSAGES.option;
  return undefined;
}

/** Errors by field key for the visible fields; empty when the values can be saved. */
export function validateConnectionValues(
  description: ConnectionTypeDescription,
  values: ConnectionFormValues,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of visibleFields(description, values)) {
    const error = fieldError(field, fieldValue(field, values));
    if (error) errors[field.key] = error;
  }
  return errors;
}
