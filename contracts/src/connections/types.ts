// The typed description of a connection type: what its form shows, what is required, the
// defaults, where each value is stored and, for notification types, how the stored URL is built.
// One description per type drives the form in the browser and the validation on the server.
import type { ConnectionType } from '../constants/settings';
import type { SecretValue } from './secret-value';

/** Where a field's value lives in the connections row. */
export type ConnectionColumn = 'url' | 'username' | 'password' | 'certificate' | 'insecure_tls';
export type FieldTarget = { column: ConnectionColumn } | { property: string };

export type ConnectionFieldKind = 'text' | 'number' | 'boolean' | 'select' | 'secret' | 'textarea';

/** Shown only while every condition holds (another field's value equals one of the listed). */
export interface FieldCondition {
  field: string;
  equals: readonly (string | boolean)[];
}

export interface ConnectionField {
  key: string;
  label: string;
  kind: ConnectionFieldKind;
  target: FieldTarget;
  required?: boolean;
  default?: string | number | boolean;
  options?: readonly string[];
  hint?: string;
  /** Secret and text areas: a large editor (keys, certificates, kubeconfigs). */
  multiline?: boolean;
  visibleWhen?: readonly FieldCondition[];
}

export type FieldValue = string | number | boolean | SecretValue;
export type ConnectionFormValues = Record<string, FieldValue>;

export interface ConnectionTypeDescription {
  type: ConnectionType;
  title: string;
  /** Notification types compose their stored URL from the fields. */
  notification?: boolean;
  /** Not offered in the type picker (existing rows still open). */
  hidden?: boolean;
  fields: readonly ConnectionField[];
  /**
   * The stored URL of a notification type, from the visible values; secret fields appear as
   * placeholders (`$(password)`), never as their values.
   */
  composeUrl?: (values: ComposeValues) => string;
}

/** Plain values by key for URL composition ('' for absent ones). */
export type ComposeValues = Record<string, string>;
