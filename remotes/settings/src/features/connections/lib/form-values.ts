// The connection form's state: name, namespace and the type's values, and the row it saves.
import {
  connectionTypeDescription,
  DEFAULT_NAMESPACE,
  defaultConnectionValues,
  fromConnectionRow,
  toConnectionRow,
  UI_SOURCE,
  validateConnectionValues,
  type Connection,
  type ConnectionField,
  type ConnectionFormValues,
  type ConnectionRowValues,
  type ConnectionType,
} from '@opsdeck/contracts';

export interface ConnectionFormState {
  name: string;
  namespace: string;
  type: ConnectionType;
  values: ConnectionFormValues;
}

/** The row written to /db/connections. */
export type ConnectionBody = ConnectionRowValues & { name: string; namespace: string; type: ConnectionType; source?: string };

export const REQUIRED = 'This field is required';

export function newFormState(type: ConnectionType): ConnectionFormState {
  return { name: '', namespace: DEFAULT_NAMESPACE, type, values: defaultConnectionValues(connectionTypeDescription(type)) };
}

/** A saved connection's form: its values over the type's defaults; secrets show as saved, never their value. */
export function formStateOf(row: Connection, type: ConnectionType): ConnectionFormState {
  const description = connectionTypeDescription(type);
  return {
    name: row.name ?? '',
    namespace: row.namespace ?? DEFAULT_NAMESPACE,
    type,
    values: { ...defaultConnectionValues(description), ...fromConnectionRow(description, { ...row, type }) },
  };
}

/** Errors by field key, name and namespace included. */
export function formErrors(state: ConnectionFormState): Record<string, string> {
  const errors = validateConnectionValues(connectionTypeDescription(state.type), state.values);
  if (!state.name.trim()) errors.name = REQUIRED;
  if (!state.namespace.trim()) errors.namespace = REQUIRED;
  return errors;
}

/**
 * The row to save: values placed in their columns and properties, the URL composed for notification
 * types. A secret left as saved is sent back as the server keeps it (sealed), so it stays.
 */
export function toBody(state: ConnectionFormState, saved?: Connection | null): ConnectionBody {
  const description = connectionTypeDescription(state.type);
  const keep = (field: ConnectionField): string | null => {
    if (!saved) return null;
    const value = 'column' in field.target ? saved[field.target.column] : saved.properties?.[field.target.property];
    return typeof value === 'string' && value !== '' ? value : null;
  };
  const row = toConnectionRow(description, state.values, keep);
  return {
    name: state.name.trim(),
    namespace: state.namespace.trim(),
    type: state.type,
    ...row,
    ...(saved ? {} : { source: UI_SOURCE }),
  };
}
