import { z } from 'zod/mini';
import { INCIDENT_TYPES, LINK_DIALOG_SEVERITIES, LINK_TO_INCIDENT, VALIDATION, type IncidentType } from '@opsdeck/contracts';

/** An incident picked from the list, or one to create with the typed title. */
export type IncidentChoice = { kind: 'existing'; id: string; title: string } | { kind: 'new'; title: string };
/** A hypothesis of the picked incident, or one to create with the typed title. */
export type HypothesisChoice = { kind: 'existing'; id: string; title: string } | { kind: 'new'; title: string };

export interface LinkFormValues {
  incident: IncidentChoice | null;
  hypothesis: HypothesisChoice | null;
  /** Only used for a new incident. */
  type: string;
  /** Only used for a new incident. */
  severity: string;
  /** The evidence's description. */
  description: string;
}

export type LinkFormField = keyof LinkFormValues;
export type LinkFormErrors = Partial<Record<LinkFormField, string>>;

const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** Severities the dialog offers (the incident ones plus info and warning), stored lower case. */
export const SEVERITY_OPTIONS = LINK_DIALOG_SEVERITIES.map((value) => ({ value, label: capitalise(value) }));
/** technicalDebt reads "Technical Debt". */
export const TYPE_OPTIONS = INCIDENT_TYPES.map((value) => ({
  value,
  label: capitalise(value.replace(/([a-z])([A-Z])/g, '$1 $2')),
}));

/** Defaults: type availability, severity Low. */
export const DEFAULT_TYPE: IncidentType = LINK_TO_INCIDENT.defaultType;
export const DEFAULT_SEVERITY = SEVERITY_OPTIONS.find((option) => option.label === LINK_TO_INCIDENT.defaultSeverity)!.value;

export const initialLinkForm = (): LinkFormValues => ({
  incident: null,
  hypothesis: null,
  type: DEFAULT_TYPE,
  severity: DEFAULT_SEVERITY,
  description: '',
});

const choiceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('existing'), id: z.string().check(z.minLength(1)), title: z.string() }),
  z.object({ kind: z.literal('new'), title: z.string().check(z.trim(), z.minLength(1)) }),
]);

const isOneOf = (values: readonly string[]) => (value: string) => values.includes(value);

/**
 * Spec 2 section 5: an incident is required; for an existing incident a hypothesis is too; a new
 * incident needs a type and a severity (the selectors only show for a new incident).
 */
export const linkFormSchema = z
  .object({
    incident: z.nullable(choiceSchema),
    hypothesis: z.nullable(choiceSchema),
    type: z.string(),
    severity: z.string(),
    description: z.string(),
  })
  .check(
    z.superRefine((form, ctx) => {
      if (!form.incident) {
        ctx.addIssue({ code: 'custom', path: ['incident'], message: VALIDATION.selectOrCreateIncident, input: form.incident });
        return;
      }
      if (form.incident.kind === 'existing' && !form.hypothesis) {
        ctx.addIssue({
          code: 'custom',
          path: ['hypothesis'],
          message: VALIDATION.selectOrCreateHypothesis,
          input: form.hypothesis,
        });
      }
      if (form.incident.kind === 'new') {
        if (!isOneOf(LINK_DIALOG_SEVERITIES)(form.severity)) {
          ctx.addIssue({ code: 'custom', path: ['severity'], message: VALIDATION.selectIncidentSeverity, input: form.severity });
        }
        if (!isOneOf(INCIDENT_TYPES)(form.type)) {
          ctx.addIssue({ code: 'custom', path: ['type'], message: VALIDATION.selectIncidentType, input: form.type });
        }
      }
    }),
  );

/** The form's errors by field (the first message of each), or none. */
export function validateLinkForm(values: LinkFormValues): LinkFormErrors {
  const result = linkFormSchema.safeParse(values);
  if (result.success) return {};
  const errors: LinkFormErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as LinkFormField | undefined;
    if (!field || errors[field]) continue;
    // A typed choice whose title is only blanks counts as no choice.
    errors[field] =
      field === 'incident'
        ? VALIDATION.selectOrCreateIncident
        : field === 'hypothesis'
          ? VALIDATION.selectOrCreateHypothesis
          : issue.message;
  }
  return errors;
}
