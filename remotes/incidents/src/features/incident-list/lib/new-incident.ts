import {
  INCIDENT_SEVERITIES,
  INCIDENT_TYPES,
  NEW_INCIDENT_DEFAULTS,
  newIncidentFormSchema,
  VALIDATION,
  type NewIncidentForm,
} from '@opsdeck/contracts';
import { z } from 'zod/mini';

export type NewIncidentErrors = Partial<Record<keyof NewIncidentForm, string>>;

export const initialNewIncident = (): NewIncidentForm => ({
  title: '',
  type: NEW_INCIDENT_DEFAULTS.type,
  severity: NEW_INCIDENT_DEFAULTS.severity,
  description: '',
});

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
export const TYPE_CHOICES = INCIDENT_TYPES.map((value) => ({ value, label: capitalise(value) }));
export const SEVERITY_CHOICES = INCIDENT_SEVERITIES.map((value) => ({ value, label: capitalise(value) }));

const MESSAGES: Record<keyof NewIncidentForm, string> = {
  title: VALIDATION.required,
  type: VALIDATION.selectIncidentType,
  severity: VALIDATION.selectIncidentSeverity,
  description: VALIDATION.required,
};

/** The form checked with the contracts schema: the parsed values, or one message per bad field. */
export function validateNewIncident(
  values: NewIncidentForm,
): { ok: true; data: NewIncidentForm } | { ok: false; errors: NewIncidentErrors } {
  const parsed = z.safeParse(newIncidentFormSchema, values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: NewIncidentErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof NewIncidentForm;
    errors[field] ??= MESSAGES[field];
  }
  return { ok: false, errors };
}
