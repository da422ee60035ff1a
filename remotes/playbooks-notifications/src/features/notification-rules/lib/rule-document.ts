// A rule as the YAML editor holds it: the row written to /db/notifications, without empty fields.
import {
  notificationFilterError,
  notificationRuleWriteSchema,
  type Notification,
  type NotificationRuleWrite,
} from '@opsdeck/contracts';
import type { CodeMarker } from '@opsdeck/shared/editor';
import { ruleFormValues, type RuleFormValues } from './rule-form';

export interface RuleDocumentProblem {
  line: number;
  message: string;
}

/** The editor's document of a rule: set fields only, in the order the form shows them. */
export function ruleDocumentOf(rule: NotificationRuleWrite): Record<string, unknown> {
  const document: Record<string, unknown> = {};
  for (const key of DOCUMENT_KEYS) {
    const value = rule[key];
    if (value !== null && value !== undefined && !(Array.isArray(value) && value.length === 0 && key !== 'events'))
      document[key] = value;
  }
  return document;
}

const DOCUMENT_KEYS = [
  'name',
  'events',
  'filter',
  'title',
  'template',
  'repeat_interval',
  'person_id',
  'team_id',
  'custom_services',
] as const satisfies readonly (keyof NotificationRuleWrite)[];

/**
 * The line (1-based) of a top-level key, or of the nth item of a top-level list, in block-style
 * YAML; line 1 when it is not there (a missing key is reported at the top).
 */
export function ruleLineOf(text: string, path: readonly PropertyKey[]): number {
  const lines = text.split('\n');
  const key = String(path[0] ?? '');
  const at = lines.findIndex((line) => line.startsWith(`${key}:`));
  if (at === -1) return 1;
  const item = path[1];
  if (typeof item !== 'number') return at + 1;
  let seen = -1;
  for (let i = at + 1; i < lines.length; i += 1) {
    const line = lines[i]!;
    if (/^\S/.test(line)) break;
    if (/^\s*- /.test(line) || /^\s*-$/.test(line)) seen += 1;
    if (seen === item) return i + 1;
  }
  return at + 1;
}

/**
 * Problems of a parsed document, each at its line: the YAML itself, then the schema the backend
 * applies (name, events, a recipient, durations) and the filter's parse error.
 */
export function ruleDocumentProblems(text: string, parsed: { value?: unknown; error?: string }): RuleDocumentProblem[] {
  if (parsed.error !== undefined) {
    const line = /\((\d+):\d+\)/.exec(parsed.error)?.[1];
    return [{ line: line ? Number(line) : 1, message: parsed.error.split('\n')[0]! }];
  }
  if (!parsed.value || typeof parsed.value !== 'object' || Array.isArray(parsed.value))
    return [{ line: 1, message: 'The rule must be a mapping of fields (name, events, filter, ...)' }];
  const result = notificationRuleWriteSchema.safeParse(parsed.value);
  const problems: RuleDocumentProblem[] = Object.keys(parsed.value)
    .filter((key) => !(DOCUMENT_KEYS as readonly string[]).includes(key))
    .map((key) => ({ line: ruleLineOf(text, [key]), message: `${key}: not a field of a rule (${DOCUMENT_KEYS.join(', ')})` }));
  if (!result.success) {
    for (const issue of result.error.issues) {
      problems.push({
        line: ruleLineOf(text, issue.path),
        message: `${issue.path.map(String).join('.') || 'rule'}: ${issue.message}`,
      });
    }
  }
  const filter = (parsed.value as { filter?: unknown }).filter;
  const filterError = typeof filter === 'string' && filter.trim() ? notificationFilterError(filter.trim()) : null;
  if (filterError && !problems.some((problem) => problem.message.startsWith('filter:')))
    problems.push({ line: ruleLineOf(text, ['filter']), message: `filter: ${filterError}` });
  return problems;
}

export const ruleMarkersOf = (problems: readonly RuleDocumentProblem[]): CodeMarker[] =>
  problems.map((problem) => ({ line: problem.line, message: problem.message }));

/** The row of a valid document: trimmed, empty fields written as null so an edit clears them. */
export function ruleFromDocument(value: unknown): NotificationRuleWrite {
  const parsed = notificationRuleWriteSchema.parse(value);
  const rule = Object.fromEntries(DOCUMENT_KEYS.map((key) => [key, parsed[key]])) as unknown as NotificationRuleWrite;
  const blank = (text: string | null | undefined) => (text?.trim() ? text.trim() : null);
  return {
    ...rule,
    name: rule.name.trim(),
    filter: blank(rule.filter),
    title: blank(rule.title),
    template: blank(rule.template),
    repeat_interval: blank(rule.repeat_interval),
    person_id: rule.person_id || null,
    team_id: rule.team_id || null,
    custom_services: rule.custom_services?.length ? rule.custom_services : null,
  };
}

/** The form's values for a valid document, to carry the edit over when switching to the form. */
export const formValuesOfDocument = (value: unknown): RuleFormValues =>
  ruleFormValues(ruleFromDocument(value) as unknown as Notification);
