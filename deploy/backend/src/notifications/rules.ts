/**
 * Rules an event triggers: not deleted, not turned off (properties.disabled), listing the event,
 * and whose CEL filter holds over the event. A filter that does not evaluate is recorded on the
 * rule (error, error_at) and the rule skipped.
 */
import { celMatches, NOTIFICATION_DISABLED_PROPERTY } from '@opsdeck/contracts';
import type { Queryable } from '../db/types';
import type { Recipient } from './channels';
import type { EventContext } from './event-context';

export interface RuleRow {
  id: string;
  name: string;
  events: string[];
  filter: string | null;
  title: string | null;
  template: string | null;
  person_id: string | null;
  team_id: string | null;
  custom_services: unknown;
  repeat_interval: string | null;
  properties: Record<string, unknown> | null;
}

const RULES_SQL = `
SELECT id::text, name, events, filter, title, template, person_id::text, team_id::text, custom_services,
       repeat_interval, properties
FROM notifications
WHERE deleted_at IS NULL AND $1 = ANY(events)
  AND COALESCE(properties->>'${NOTIFICATION_DISABLED_PROPERTY}', 'false') <> 'true'
ORDER BY created_at`;

export async function rulesForEvent(db: Queryable, eventName: string): Promise<RuleRow[]> {
  return (await db.query<RuleRow>(RULES_SQL, [eventName])).rows;
}

/** Whether the rule's filter holds; throws when it does not parse or evaluate. */
export function ruleMatches(rule: Pick<RuleRow, 'filter'>, context: EventContext): boolean {
  return !rule.filter || celMatches(rule.filter, context.env);
}

const UNITS: Record<string, number> = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** `4h`, `1h30m`, `90s` in ms; null for an empty or unreadable duration. */
export function parseDuration(value: string | null | undefined): number | null {
  if (!value) return null;
  const parts = [...value.trim().matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h|d)/g)];
  if (parts.length === 0 || parts.map((part) => part[0]).join('') !== value.trim()) return null;
  return parts.reduce((total, part) => total + Number(part[1]) * UNITS[part[2]!]!, 0);
}

const PERSON_SQL = `SELECT email FROM people WHERE id = $1::uuid AND deleted_at IS NULL`;
const TEAM_SQL = `
SELECT p.email FROM team_members m JOIN people p ON p.id = m.person_id
WHERE m.team_id = $1::uuid AND p.deleted_at IS NULL AND p.email IS NOT NULL ORDER BY p.email`;

/** Whom a rule notifies: its person, its team's members, and each custom service. */
export async function recipientsOf(db: Queryable, rule: RuleRow): Promise<Recipient[]> {
  const recipients: Recipient[] = [];
  if (rule.person_id) {
    const { rows } = await db.query<{ email: string | null }>(PERSON_SQL, [rule.person_id]);
    recipients.push({ kind: 'person', person_id: rule.person_id, email: rows[0]?.email ?? null });
  }
  if (rule.team_id) {
    const { rows } = await db.query<{ email: string }>(TEAM_SQL, [rule.team_id]);
    recipients.push({ kind: 'team', team_id: rule.team_id, emails: rows.map((row) => row.email) });
  }
  const services = Array.isArray(rule.custom_services) ? rule.custom_services : [];
  for (const service of services) {
    if (!service || typeof service !== 'object') continue;
    const { name, connection, url, properties } = service as Record<string, unknown>;
    recipients.push({
      kind: 'service',
      name: typeof name === 'string' ? name : undefined,
      connection: typeof connection === 'string' && connection ? connection : undefined,
      url: typeof url === 'string' && url ? url : undefined,
      properties: properties && typeof properties === 'object' ? (properties as Record<string, string>) : undefined,
    });
  }
  return recipients;
}

/** The recipient's key for the repeat interval and its history columns. */
export function recipientKey(recipient: Recipient): string {
  if (recipient.kind === 'person') return `person:${recipient.person_id}`;
  if (recipient.kind === 'team') return `team:${recipient.team_id}`;
  return `service:${recipient.connection ?? recipient.url ?? recipient.name ?? ''}`;
}
