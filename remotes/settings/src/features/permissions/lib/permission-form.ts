import {
  PERMISSION_DEFAULTS,
  permissionWriteSchema,
  VALIDATION,
  type PermissionSummary,
  type PermissionWrite,
} from '@opsdeck/contracts';

/** Who a permission is for: exclusive, one kind at a time. */
export const SUBJECT_KINDS = [
  { kind: 'person', label: 'Person', column: 'person_id' },
  { kind: 'team', label: 'Team', column: 'team_id' },
  { kind: 'notification', label: 'Notification', column: 'notification_id' },
  { kind: 'role', label: 'Role', column: null },
] as const;
export type SubjectKind = (typeof SUBJECT_KINDS)[number]['kind'];

/** What it is about: exclusive, one kind at a time; "global" is an object of the spec's list. */
export const RESOURCE_KINDS = [
  { kind: 'catalog', label: 'Catalog', column: 'config_id' },
  { kind: 'component', label: 'Component', column: 'component_id' },
  { kind: 'playbook', label: 'Playbook', column: 'playbook_id' },
  { kind: 'connection', label: 'Connection', column: 'connection_id' },
  { kind: 'global', label: 'Global', column: 'object' },
] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number]['kind'];

export interface Choice {
  value: string;
  label: string;
}

export interface PermissionFormState {
  subjectKind: SubjectKind;
  subject: Choice | null;
  resourceKind: ResourceKind;
  resource: Choice | null;
  action: string;
  deny: boolean;
  /** datetime-local text in the browser's zone, '' for no expiry. */
  until: string;
  description: string;
}

export const emptyPermissionForm = (): PermissionFormState => ({
  subjectKind: 'person',
  subject: null,
  resourceKind: 'global',
  resource: null,
  action: 'read',
  deny: PERMISSION_DEFAULTS.deny,
  until: '',
  description: '',
});

/** Picking another subject kind drops the subject chosen for the previous one (exclusivity). */
export const withSubjectKind = (state: PermissionFormState, subjectKind: SubjectKind): PermissionFormState =>
  state.subjectKind === subjectKind ? state : { ...state, subjectKind, subject: null };

/** Picking another resource kind drops the resource chosen for the previous one (exclusivity). */
export const withResourceKind = (state: PermissionFormState, resourceKind: ResourceKind): PermissionFormState =>
  state.resourceKind === resourceKind ? state : { ...state, resourceKind, resource: null };

export type PermissionFormErrors = Partial<Record<'subject' | 'resource' | 'action' | 'until', string>>;

export function validatePermissionForm(state: PermissionFormState): PermissionFormErrors {
  const errors: PermissionFormErrors = {};
  if (!state.subject) errors.subject = VALIDATION.required;
  if (!state.resource) errors.resource = VALIDATION.required;
  if (!state.action) errors.action = VALIDATION.required;
  if (state.until && Number.isNaN(new Date(state.until).getTime())) errors.until = 'Enter a valid date and time';
  return errors;
}

const toLocalInput = (iso: string | null | undefined): string => {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
};

/**
 * The body for /db/permissions: exactly one subject column and one resource column set, the others
 * null (so an edit that switches kinds clears the old one), with created_by on create and
 * updated_by on update.
 */
export function permissionPayload(
  state: PermissionFormState,
  author: { mode: 'create' | 'update'; userId: string },
): PermissionWrite {
  const subject = state.subject?.value ?? null;
  const resource = state.resource?.value ?? null;
  const pick = (kind: string, current: string) => (kind === current ? subject : null);
  const pickResource = (kind: string) => (state.resourceKind === kind ? resource : null);
  const body: PermissionWrite = {
    person_id: pick('person', state.subjectKind),
    team_id: pick('team', state.subjectKind),
    notification_id: pick('notification', state.subjectKind),
    subject: subject,
    subject_type: state.subjectKind,
    config_id: pickResource('catalog'),
    component_id: pickResource('component'),
    playbook_id: pickResource('playbook'),
    connection_id: pickResource('connection'),
    object: pickResource('global'),
    action: state.action as PermissionWrite['action'],
    deny: state.deny,
    until: state.until ? new Date(state.until).toISOString() : null,
    description: state.description.trim() || null,
    source: PERMISSION_DEFAULTS.source,
    ...(author.mode === 'create' ? { created_by: author.userId } : { updated_by: author.userId }),
  };
  return permissionWriteSchema.parse(body);
}

const named = (value: unknown): string | undefined =>
  value && typeof value === 'object' && typeof (value as { name?: unknown }).name === 'string'
    ? (value as { name: string }).name
    : undefined;

/** The form for an existing row of permissions_summary. */
export function permissionFormFromRow(row: PermissionSummary & Record<string, unknown>): PermissionFormState {
  const base = emptyPermissionForm();
  const text = (key: string) => (typeof row[key] === 'string' ? (row[key] as string) : null);
  let subjectKind: SubjectKind = 'role';
  let subject: Choice | null = row.subject ? { value: row.subject, label: row.subject } : null;
  if (text('person_id'))
    [subjectKind, subject] = ['person', { value: text('person_id')!, label: named(row.person) ?? text('person_id')! }];
  else if (text('team_id'))
    [subjectKind, subject] = ['team', { value: text('team_id')!, label: named(row.team) ?? text('team_id')! }];
  else if (text('notification_id'))
    [subjectKind, subject] = [
      'notification',
      { value: text('notification_id')!, label: named(row.notification) ?? text('notification_id')! },
    ];
  const resources: [ResourceKind, string, unknown][] = [
    ['catalog', 'config_id', row.config_object],
    ['component', 'component_id', row.component_object],
    ['playbook', 'playbook_id', row.playbook_object],
    ['connection', 'connection_id', row.connection_object],
  ];
  const scoped = resources.find(([, column]) => text(column));
  const [resourceKind, resource]: [ResourceKind, Choice | null] = scoped
    ? [scoped[0], { value: text(scoped[1])!, label: named(scoped[2]) ?? text(scoped[1])! }]
    : ['global', row.object ? { value: row.object, label: row.object } : null];
  return {
    ...base,
    subjectKind,
    subject,
    resourceKind,
    resource,
    action: row.action ?? base.action,
    deny: row.deny ?? false,
    until: toLocalInput(row.until),
    description: row.description ?? '',
  };
}
