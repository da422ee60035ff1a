// Health checks made in the settings editor: the rules of each check type on a canary spec, and
// the spec the create form builds (one check of the chosen type on a schedule).
import {
  HEALTH_CHECK_MESSAGES,
  HEALTH_CHECK_TYPES,
  VALIDATION,
  type HealthCheckField,
  type HealthCheckType,
} from '@opsdeck/contracts';
import type { SpecProblem } from '@opsdeck/shared/resource-editor';

export type HealthCheckValues = Record<string, string>;

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Whether the field applies with these values (a body only for the methods that carry one). */
export function fieldApplies(field: HealthCheckField, values: Record<string, unknown>): boolean {
  if (!field.onlyWhen) return true;
  const other = values[field.onlyWhen.key];
  const current = isBlank(other) ? field.onlyWhen.default : String(other).toUpperCase();
  return field.onlyWhen.values.includes(current);
}

/** The form's values without those of fields that do not apply (a body left from POST after choosing GET). */
export function applicableValues(type: HealthCheckType, values: HealthCheckValues): HealthCheckValues {
  return Object.fromEntries(
    Object.entries(values).filter(([key]) => {
      const field = type.fields.find((entry) => entry.key === key);
      return !field || fieldApplies(field, values);
    }),
  );
}

/** Errors by field key for one check of `type`. */
export function healthCheckErrors(type: HealthCheckType, values: Record<string, unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of type.fields) {
    const value = values[field.key];
    if (!fieldApplies(field, values)) {
      if (!isBlank(value)) errors[field.key] = field.onlyWhen!.message;
      continue;
    }
    if (isBlank(value)) {
      if (field.required) errors[field.key] = VALIDATION.required;
      continue;
    }
    if (field.number) {
      const number = typeof value === 'number' ? value : Number(String(value).trim());
      if (!Number.isFinite(number)) errors[field.key] = VALIDATION.mustBeNumber;
      else if (number < 0) errors[field.key] = HEALTH_CHECK_MESSAGES.minimumZero;
    }
  }
  return errors;
}

/** The spec rules of a canary: every entry of every known check type, at its path (marked in the editor). */
export function healthCheckSpecProblems(spec: Record<string, unknown>): SpecProblem[] {
  const problems: SpecProblem[] = [];
  for (const type of HEALTH_CHECK_TYPES) {
    const entries = spec[type.type];
    if (entries === undefined) continue;
    if (!Array.isArray(entries)) {
      problems.push({ path: [type.type], message: 'must be a list of checks' });
      continue;
    }
    entries.forEach((entry, index) => {
      const errors = healthCheckErrors(type, (entry ?? {}) as Record<string, unknown>);
      for (const [key, message] of Object.entries(errors)) problems.push({ path: [type.type, index, key], message });
    });
  }
  return problems;
}

/** One check of the type with the form's values (numbers as numbers, a code as a list). */
export function healthCheckEntry(type: HealthCheckType, values: HealthCheckValues): Record<string, unknown> {
  const entry: Record<string, unknown> = {};
  for (const field of type.fields) {
    const value = values[field.key]?.trim();
    if (!value || !fieldApplies(field, values)) continue;
    if (field.number) entry[field.key] = Number(value);
    else if (field.key === 'responseCodes') entry[field.key] = [Number(value)];
    else entry[field.key] = value;
  }
  return entry;
}

export function canarySpec(type: HealthCheckType, values: HealthCheckValues, schedule: string): Record<string, unknown> {
  return { schedule, [type.type]: [healthCheckEntry(type, values)] };
}
