// The connection form's state: name, namespace and the type's values, and what is sent on save.
import {
  connectionTypeDescription,
  DEFAULT_NAMESPACE,
  defaultConnectionValues,
  validateConnectionValues,
  visibleFields,
  type ConnectionDetail,
  type ConnectionFormValues,
  type ConnectionType,
  type ConnectionWrite,
} from '@opsdeck/contracts';

export interface ConnectionFormState {
  name: string;
  namespace: string;
  type: ConnectionType;
  values: ConnectionFormValues;
}

export const REQUIRED = 'This field is required';

export function newFormState(type: ConnectionType): ConnectionFormState {
  return { name: '', namespace: DEFAULT_NAMESPACE, type, values: defaultConnectionValues(connectionTypeDescription(type)) };
}

/** An existing connection's form: its saved values over the type's defaults. */
export function formStateOf(detail: ConnectionDetail, type: ConnectionType): ConnectionFormState {
  const base = defaultConnectionValues(connectionTypeDescription(type));
  return { name: detail.name, namespace: detail.namespace, type, values: { ...base, ...detail.values } };
}

/** Errors by field key, name and namespace included. */
export function formErrors(state: ConnectionFormState): Record<string, string> {
  const errors = validateConnectionValues(connectionTypeDescription(state.type), state.values);
  if (!state.name.trim()) errors.name = REQUIRED;
  if (!state.namespace.trim()) errors.namespace = REQUIRED;
  return errors;
}

/** The body of a save: only the visible fields' values. */
export function toWrite(state: ConnectionFormState): ConnectionWrite {
  const description = connectionTypeDescription(state.type);
  const values: ConnectionFormValues = {};
  for (const field of visibleFields(description, state.values)) {
    const value = state.values[field.key];
    if (value !== undefined) values[field.key] = value;
  }
  return { name: state.name.trim(), namespace: state.namespace.trim(), type: state.type, values };
}
