import { z } from 'zod/mini';
import { VALIDATION, type CreateSilenceRequest, type ResourceKind, type ResourceSearchKind } from '@opsdeck/contracts';
import type { ResourceSearchItem } from '@opsdeck/shared/resource-search';
import { isRelativeExpression, parseDateMath } from '@opsdeck/shared/time-range';

/** The kinds a silence can be about, as the resource search names them. */
export const SILENCE_KINDS = ['checks', 'components', 'configs'] as const satisfies readonly ResourceSearchKind[];
export type SilenceKind = (typeof SILENCE_KINDS)[number];

/** The column of notification_silences (and the add page's query parameter) naming each kind. */
export const SILENCE_ID_PARAMS = {
  checks: 'check_id',
  components: 'component_id',
  configs: 'config_id',
} as const satisfies Record<SilenceKind, string>;

/** The resource kind of the extension points for each silence kind, and back. */
export const KIND_OF_RESOURCE: Partial<Record<ResourceKind, SilenceKind>> = {
  check: 'checks',
  component: 'components',
  config: 'configs',
};

export const SILENCE_MESSAGES = {
  resourceOrFilter: 'Select a resource or enter a filter',
  invalidFrom: 'Enter a time such as now, now+1h or 2026-01-31 18:00',
  invalidDuration: 'Enter a duration such as 30m, 4h, 1d or 1w',
  invalidUntil: 'Enter a valid date and time',
  untilAfterFrom: 'Until must be after From',
  created: 'Silence created successfully',
} as const;

/** Until: a duration after From, a date and time, or never. */
export type UntilMode = 'duration' | 'time' | 'indefinitely';

export const DURATION_PRESETS = ['1h', '4h', '1d', '1w'] as const;
export const DEFAULT_DURATION = '1h';
export const DEFAULT_FROM = 'now';

export interface SilenceFormValues {
  resource: ResourceSearchItem | null;
  /** A CEL expression, instead of (or besides) a resource. */
  filter: string;
  name: string;
  description: string;
  /** Date math (now, now+1h) or a date and time. */
  from: string;
  untilMode: UntilMode;
  /** With untilMode duration: <n><s|m|h|d|w>. */
  duration: string;
  /** With untilMode time: a datetime-local value (local time). */
  untilTime: string;
}

export type SilenceFormField = keyof SilenceFormValues;
export type SilenceFormErrors = Partial<Record<SilenceFormField, string>>;

export const initialSilenceForm = (resource: ResourceSearchItem | null = null): SilenceFormValues => ({
  resource,
  filter: '',
  name: resource ? (resource.name ?? resource.id) : '',
  description: '',
  from: DEFAULT_FROM,
  untilMode: 'duration',
  duration: DEFAULT_DURATION,
  untilTime: '',
});

const DURATION = /^\d+[smhdw]$/;

/** When the silence ends, for a time given as a datetime-local value (local time). */
const localTime = (value: string): Date | undefined => {
  if (!value.trim()) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

const fromInstant = (from: string, now: Date): Date | undefined => parseDateMath(from, { now })?.toJSDate();

const silenceFormSchema = (now: Date) =>
  z
    .object({
      resource: z.nullable(z.custom<ResourceSearchItem>()),
      filter: z.string(),
      name: z.string().check(z.refine((name) => name.trim() !== '', VALIDATION.required)),
      description: z.string(),
      from: z.string().check(z.refine((from) => fromInstant(from, now) !== undefined, SILENCE_MESSAGES.invalidFrom)),
      untilMode: z.enum(['duration', 'time', 'indefinitely']),
      duration: z.string(),
      untilTime: z.string(),
    })
    .check(
      z.superRefine((values, ctx) => {
        if (!values.resource && !values.filter.trim()) {
          ctx.issues.push({
            code: 'custom',
            input: values.resource,
            path: ['resource'],
            message: SILENCE_MESSAGES.resourceOrFilter,
          });
        }
        if (values.untilMode === 'duration' && !DURATION.test(values.duration.trim())) {
          ctx.issues.push({
            code: 'custom',
            input: values.duration,
            path: ['duration'],
            message: SILENCE_MESSAGES.invalidDuration,
          });
        }
        if (values.untilMode === 'time') {
          const until = localTime(values.untilTime);
          const from = fromInstant(values.from, now);
          const message = !values.untilTime.trim()
            ? VALIDATION.required
            : !until
              ? SILENCE_MESSAGES.invalidUntil
              : from && until.getTime() <= from.getTime()
                ? SILENCE_MESSAGES.untilAfterFrom
                : undefined;
          if (message) ctx.issues.push({ code: 'custom', input: values.untilTime, path: ['untilTime'], message });
        }
      }),
    );

/** The first message of each field, or {} when the form can be sent. */
export function validateSilenceForm(values: SilenceFormValues, now = new Date()): SilenceFormErrors {
  const result = silenceFormSchema(now).safeParse(values);
  if (result.success) return {};
  const errors: SilenceFormErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as SilenceFormField | undefined;
    if (field && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

/** The fields in the order they are shown, to focus the first invalid one. */
export const SILENCE_FORM_ORDER: readonly SilenceFormField[] = [
  'resource',
  'filter',
  'name',
  'description',
  'from',
  'untilMode',
  'duration',
  'untilTime',
];

/**
 * The body of POST /notification/silence: From as date math (a typed date becomes an RFC 3339
 * instant), Until as From plus the duration (`now+4h`), an instant, or null for indefinitely.
 */
export function silenceRequest(values: SilenceFormValues, now = new Date()): CreateSilenceRequest {
  const fromText = values.from.trim() || DEFAULT_FROM;
  const from = isRelativeExpression(fromText) ? fromText : (fromInstant(fromText, now)?.toISOString() ?? fromText);
  let until: string | null = null;
  if (values.untilMode === 'duration') {
    const duration = values.duration.trim();
    until = isRelativeExpression(from) ? `${from}+${duration}` : `${from}||+${duration}`;
  } else if (values.untilMode === 'time') {
    until = localTime(values.untilTime)?.toISOString() ?? null;
  }
  const request: CreateSilenceRequest = { name: values.name.trim(), from, until };
  const description = values.description.trim();
  if (description) request.description = description;
  const filter = values.filter.trim();
  if (filter) request.filter = filter;
  if (values.resource) {
    const kind = values.resource.kind as SilenceKind;
    if (kind in SILENCE_ID_PARAMS) request[SILENCE_ID_PARAMS[kind]] = values.resource.id;
  }
  return request;
}

/**
 * The resource the add page starts with, from its query parameters check_id, component_id or
 * config_id (and name, for display).
 */
export function preselectedResource(params: URLSearchParams): ResourceSearchItem | null {
  for (const kind of SILENCE_KINDS) {
    const id = params.get(SILENCE_ID_PARAMS[kind])?.trim();
    if (id) {
      const name = params.get('name')?.trim();
      return { kind, id, ...(name ? { name } : {}) };
    }
  }
  return null;
}

/** A datetime-local value (local time, minutes) for an instant. */
export function toLocalInput(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Parses a datetime-local value; undefined when empty or invalid. */
export const fromLocalInput = localTime;
