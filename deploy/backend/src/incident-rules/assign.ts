import { INCIDENT_HISTORY_TYPES as H, SYSTEM_PERSON_ID } from '@opsdeck/contracts';
import { recordHistory } from '../authz/incident-writes';
import type { Queryable } from '../db/types';
import type { FailingResource, ParsedRule } from './evaluate';

/**
 * Who a rule's incident goes to: with autoAssignOwner, the resource's owner (a person's id or
 * e-mail commands the incident; a team's id or name responds), and the people and teams the rule's
 * `responders` name. References that match nobody are reported, not fatal.
 */
export interface Assignment {
  commanderId: string | null;
  responders: { type: 'person' | 'team'; id: string; label: string }[];
  unresolved: string[];
}

async function findPerson(tx: Queryable, ref: string): Promise<{ id: string; label: string } | null> {
  const { rows } = await tx.query<{ id: string; label: string }>(
    `SELECT id::text AS id, COALESCE(NULLIF(name, ''), email, id::text) AS label FROM people
      WHERE deleted_at IS NULL AND (id::text = lower($1) OR lower(email) = lower($1)) LIMIT 1`,
    [ref],
  );
  return rows[0] ?? null;
}

async function findTeam(tx: Queryable, ref: string): Promise<{ id: string; label: string } | null> {
  const { rows } = await tx.query<{ id: string; label: string }>(
    `SELECT id::text AS id, name AS label FROM teams
      WHERE deleted_at IS NULL AND (id::text = lower($1) OR name = $1) LIMIT 1`,
    [ref],
  );
  return rows[0] ?? null;
}

export async function resolveAssignment(tx: Queryable, rule: ParsedRule, resource: FailingResource): Promise<Assignment> {
  const assignment: Assignment = { commanderId: null, responders: [], unresolved: [] };
  const add = (type: 'person' | 'team', found: { id: string; label: string }) => {
    if (!assignment.responders.some((r) => r.type === type && r.id === found.id)) assignment.responders.push({ type, ...found });
  };
  const owner = resource.owner?.trim();
  if (rule.spec.autoAssignOwner && owner) {
    const person = await findPerson(tx, owner);
    const team = person ? null : await findTeam(tx, owner);
    if (person) assignment.commanderId = person.id;
    else if (team) add('team', team);
    else assignment.unresolved.push(`incident rule "${rule.name}": owner "${owner}" of ${resource.name} is no person or team`);
  }
  const { people = [], teams = [] } = rule.spec.responders ?? {};
  for (const ref of people) {
    const person = await findPerson(tx, ref);
    if (person) add('person', person);
    else assignment.unresolved.push(`incident rule "${rule.name}": responder "${ref}" is no person`);
  }
  // Object entries of `teams` are Microsoft Teams channels (Mission Control's responders), kept only.
  for (const ref of teams) {
    if (typeof ref !== 'string') continue;
    const team = await findTeam(tx, ref);
    if (team) add('team', team);
    else assignment.unresolved.push(`incident rule "${rule.name}": responder team "${ref}" is no team`);
  }
  return assignment;
}

/** Adds the assignment's responders to the incident, each recorded in its history as the system's doing. */
export async function addRuleResponders(tx: Queryable, incidentId: string, rule: ParsedRule, assignment: Assignment) {
  for (const responder of assignment.responders) {
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO responders (incident_id, type, ${responder.type === 'person' ? 'person_id' : 'team_id'}, created_by)
       VALUES ($1::uuid, $2, $3::uuid, $4::uuid) RETURNING id::text AS id`,
      [incidentId, responder.type, responder.id, SYSTEM_PERSON_ID],
    );
    await recordHistory(tx, SYSTEM_PERSON_ID, [
      {
        incident_id: incidentId,
        responder_id: rows[0]!.id,
        type: H.responderAdded,
        description: `${responder.label} was added as responder by the incident rule "${rule.name}"`,
      },
    ]);
  }
}
