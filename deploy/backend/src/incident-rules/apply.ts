import { INCIDENT_HISTORY_TYPES as H, SYSTEM_PERSON_ID } from '@opsdeck/contracts';
import { recordHistory } from '../authz/incident-writes';
import type { Queryable } from '../db/types';
import { addRuleResponders, resolveAssignment } from './assign';
import type { EvaluationPlan, FailingResource, MatchAction, ParsedRule } from './evaluate';
import { RESOURCE_KINDS } from './selectors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const personOrNull = (value: string | undefined) => (value && UUID.test(value) ? value : null);

/** `{{name}}`, `{{ .kind }}`, `{{health}}` and `{{rule}}` in a template's title or description. */
export function fillTemplate(text: string, values: Record<'name' | 'kind' | 'health' | 'rule', string>): string {
  return text.replace(/\{\{\s*\.?(name|kind|health|rule)\s*\}\}/g, (_, key: keyof typeof values) => values[key]);
}

export interface OpenedIncident {
  incidentId: string;
  ruleId: string;
  resourceId: string;
}

/** A person id of the template that names an existing person, else the fallback. */
const PERSON_SQL = (index: number, fallback: string) =>
  `COALESCE((SELECT id FROM people WHERE id = $${index}::uuid), ${fallback})`;

async function openIncident(
  tx: Queryable,
  rule: ParsedRule,
  resource: FailingResource,
  errors: string[],
): Promise<OpenedIncident> {
  const assignment = await resolveAssignment(tx, rule, resource);
  errors.push(...assignment.unresolved);
  const kind = RESOURCE_KINDS[resource.kind];
  const template = rule.spec.template ?? {};
  const values = { name: resource.name, kind: kind.label.toLowerCase(), health: resource.health, rule: rule.name };
  const title = fillTemplate(template.title ?? `${kind.label} ${resource.name} is ${resource.health}`, values);
  const description = fillTemplate(
    template.description ?? `Opened by the incident rule "${rule.name}": ${values.kind} ${resource.name} is ${resource.health}.`,
    values,
  );
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO incidents (title, description, type, status, severity, incident_rule_id, created_by, commander_id, communicator_id)
     VALUES ($1, $2, $3, $4, $5, $6::uuid, ${PERSON_SQL(7, `'${SYSTEM_PERSON_ID}'::uuid`)}, ${PERSON_SQL(8, 'NULL')}, ${PERSON_SQL(9, 'NULL')})
     RETURNING id::text AS id`,
    [
      title,
      description,
      template.type ?? 'availability',
      template.status ?? 'open',
      template.severity ?? 'medium',
      rule.id,
      personOrNull(template.created_by),
      assignment.commanderId ?? personOrNull(template.commander_id),
      personOrNull(template.communicator_id),
    ],
  );
  const incidentId = rows[0]!.id;
  const hypothesis = await tx.query<{ id: string }>(
    `INSERT INTO hypotheses (created_by, incident_id, type, title, status) VALUES ($1::uuid, $2::uuid, 'root', $3, 'possible')
     RETURNING id::text AS id`,
    [SYSTEM_PERSON_ID, incidentId, title],
  );
  const hypothesisId = hypothesis.rows[0]!.id;
  const evidenceBody =
    resource.kind === 'check'
      ? { check_id: resource.id, status: resource.health, includeMessages: true, start: '1h' }
      : { id: resource.id, health: resource.health };
  const evidence = await tx.query<{ id: string }>(
    `INSERT INTO evidences (description, hypothesis_id, ${resource.kind === 'check' ? 'check_id' : 'component_id'}, created_by, type, evidence, properties)
     VALUES ($1, $2::uuid, $3::uuid, $4::uuid, $5, $6::jsonb, $7::jsonb) RETURNING id::text AS id`,
    [
      `${kind.label} ${resource.name} is ${resource.health}`,
      hypothesisId,
      resource.id,
      SYSTEM_PERSON_ID,
      kind.evidenceType,
      JSON.stringify(evidenceBody),
      JSON.stringify({ incident_rule_id: rule.id }),
    ],
  );
  // The partial unique index refuses a second open match: a duplicate rolls the whole run back.
  await tx.query(
    `INSERT INTO opsdeck_runner.incident_rule_matches (rule_id, resource_kind, resource_id, incident_id)
     VALUES ($1::uuid, $2, $3::uuid, $4::uuid)`,
    [rule.id, resource.kind, resource.id, incidentId],
  );
  await recordHistory(tx, SYSTEM_PERSON_ID, [
    { incident_id: incidentId, type: H.created, description: `Opened by the incident rule "${rule.name}"` },
    {
      incident_id: incidentId,
      hypothesis_id: hypothesisId,
      type: H.hypothesisCreated,
      description: `root hypothesis "${title}" added`,
    },
    {
      incident_id: incidentId,
      hypothesis_id: hypothesisId,
      evidence_id: evidence.rows[0]!.id,
      type: H.evidenceAdded,
      description: `Evidence added: ${kind.label} ${resource.name} is ${resource.health}`,
    },
  ]);
  await addRuleResponders(tx, incidentId, rule, assignment);
  return { incidentId, ruleId: rule.id, resourceId: resource.id };
}

async function act(tx: Queryable, { match, rule, setStatus, release }: MatchAction): Promise<boolean> {
  if (setStatus) {
    const previous = match.incidentStatus;
    await tx.query('UPDATE incidents SET status = $2 WHERE id = $1::uuid', [match.incidentId, setStatus]);
    const what = `${RESOURCE_KINDS[match.kind].label} ${match.resourceName ?? match.resourceId} is healthy again`;
    await recordHistory(tx, SYSTEM_PERSON_ID, [
      {
        incident_id: match.incidentId,
        type: H.statusUpdated,
        description: `Status changed from ${previous} to ${setStatus} by the incident rule "${rule.name}": ${what}`,
      },
    ]);
  }
  if (release)
    await tx.query('UPDATE opsdeck_runner.incident_rule_matches SET closed_at = now() WHERE id = $1::uuid', [match.id]);
  return setStatus !== null;
}

export interface AppliedPlan {
  opened: OpenedIncident[];
  /** Incidents resolved or closed. */
  finished: string[];
  released: number;
  /** Owners and responders of the rules that match nobody. */
  errors: string[];
}

/** Opens the planned incidents and resolves, closes or releases the planned matches. */
export async function applyPlan(tx: Queryable, plan: EvaluationPlan): Promise<AppliedPlan> {
  const applied: AppliedPlan = { opened: [], finished: [], released: 0, errors: [] };
  for (const action of plan.actions) {
    if (await act(tx, action)) applied.finished.push(action.match.incidentId);
    if (action.release) applied.released += 1;
  }
  for (const { rule, resource } of plan.opens) applied.opened.push(await openIncident(tx, rule, resource, applied.errors));
  return applied;
}
