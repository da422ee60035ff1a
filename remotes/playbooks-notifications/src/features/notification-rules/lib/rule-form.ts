import {
  NOTIFICATION_DISABLED_PROPERTY,
  notificationFilterError,
  notificationRuleWriteSchema,
  type CustomService,
  type Notification,
  type NotificationRuleWrite,
} from '@opsdeck/contracts';

/** What the rule form edits; recipients are a person, a team and connections (custom services). */
export interface RuleFormValues {
  name: string;
  events: string[];
  filter: string;
  title: string;
  template: string;
  repeatInterval: string;
  personId: string;
  teamId: string;
  /** `connection://namespace/name` of each custom service. */
  connections: string[];
}

export type RuleFormField = 'name' | 'events' | 'filter' | 'repeatInterval' | 'recipients';
export type RuleFormErrors = Partial<Record<RuleFormField, string>>;
/** Fields in form order, to focus the first invalid one. */
export const RULE_FORM_ORDER: readonly RuleFormField[] = ['name', 'events', 'filter', 'repeatInterval', 'recipients'];

export const EMPTY_RULE: RuleFormValues = {
  name: '',
  events: [],
  filter: '',
  title: '',
  template: '',
  repeatInterval: '',
  personId: '',
  teamId: '',
  connections: [],
};

const idOf = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : value && typeof value === 'object' && 'id' in value
      ? String((value as { id: unknown }).id)
      : '';

const servicesOf = (value: unknown): CustomService[] => (Array.isArray(value) ? (value as CustomService[]) : []);

/** The form's values for a stored rule. */
export function ruleFormValues(rule: Notification): RuleFormValues {
  return {
    name: rule.name ?? '',
    events: [...(rule.events ?? [])],
    filter: rule.filter ?? '',
    title: rule.title ?? '',
    template: rule.template ?? '',
    repeatInterval: rule.repeat_interval ?? '',
    personId: idOf(rule.person_id) || idOf(rule.person),
    teamId: idOf(rule.team_id) || idOf(rule.team),
    connections: servicesOf(rule.custom_services).flatMap((service) => (service.connection ? [service.connection] : [])),
  };
}

/** The row to write; custom services that are not connections (URLs) are kept as they were. */
export function ruleWrite(values: RuleFormValues, previous?: Notification): NotificationRuleWrite {
  const kept = servicesOf(previous?.custom_services).filter((service) => !service.connection);
  const services = [
    ...kept,
    ...values.connections.map((connection) => ({ name: connection.split('/').pop() ?? connection, connection })),
  ];
  return {
    name: values.name.trim(),
    events: values.events,
    filter: values.filter.trim() || null,
    title: values.title.trim() || null,
    template: values.template.trim() || null,
    repeat_interval: values.repeatInterval.trim() || null,
    person_id: values.personId || null,
    team_id: values.teamId || null,
    custom_services: services.length ? services : null,
  };
}

const FIELD_OF: Record<string, RuleFormField> = {
  name: 'name',
  events: 'events',
  filter: 'filter',
  repeat_interval: 'repeatInterval',
  person_id: 'recipients',
  custom_services: 'recipients',
};

/** The form's errors: the contracts schema the backend applies too, with the filter's parse error. */
export function validateRuleForm(values: RuleFormValues): RuleFormErrors {
  const errors: RuleFormErrors = {};
  const parsed = notificationRuleWriteSchema.safeParse(ruleWrite(values));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = FIELD_OF[String(issue.path[0])];
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  const filterError = values.filter.trim() ? notificationFilterError(values.filter.trim()) : null;
  if (filterError) errors.filter = filterError;
  return errors;
}

/** A rule is off when its properties say disabled. */
export const isRuleDisabled = (rule: Pick<Notification, 'properties'>): boolean =>
  String((rule.properties as Record<string, unknown> | null | undefined)?.[NOTIFICATION_DISABLED_PROPERTY]) === 'true';

/** The properties that turn a rule on or off, keeping the others. */
export function toggledProperties(rule: Pick<Notification, 'properties'>, enabled: boolean): Record<string, string> {
  const current = Object.fromEntries(
    Object.entries((rule.properties as Record<string, unknown> | null | undefined) ?? {}).map(([key, value]) => [
      key,
      String(value),
    ]),
  );
  if (enabled) {
    delete current[NOTIFICATION_DISABLED_PROPERTY];
    return current;
  }
  return { ...current, [NOTIFICATION_DISABLED_PROPERTY]: 'true' };
}

/** Who a rule notifies, for the list. */
export function ruleRecipients(rule: Notification): string[] {
  const recipients: string[] = [];
  if (rule.person?.name) recipients.push(rule.person.name);
  else if (typeof rule.person_id === 'string') recipients.push('person');
  if (rule.team?.name) recipients.push(`team ${rule.team.name}`);
  else if (typeof rule.team_id === 'string') recipients.push('team');
  for (const service of servicesOf(rule.custom_services)) {
    recipients.push((service.connection ?? service.url ?? service.name ?? '').replace(/^connection:\/\//, ''));
  }
  return recipients.filter(Boolean);
}
