import { incidentRuleSpecSchema, ruleDurationMs, type IncidentRuleSpec } from '@opsdeck/contracts';
import { z } from 'zod/mini';
import type { Queryable } from '../db/types';
import { withinHoursOfOperation } from './hours';
import { selectorCondition, RESOURCE_KINDS, type ResourceKind } from './selectors';

/**
 * One evaluation of the incident rules, in two steps: `planEvaluation` reads what changed (which
 * selected resources fail without an incident of the rule, which matched resources are healthy
 * again) and `applyPlan` (apply.ts) acts on it. The caller runs both in one transaction that holds
 * the evaluation lease, so two processes never plan from the same state.
 */

export interface ParsedRule {
  id: string;
  name: string;
  spec: IncidentRuleSpec;
}

export interface FailingResource {
  kind: ResourceKind;
  id: string;
  name: string;
  health: string;
  /** The resource's owner as stored (a person's id or e-mail, or a team), for autoAssignOwner. */
  owner: string | null;
}

export interface OpenMatch {
  id: string;
  kind: ResourceKind;
  resourceId: string;
  resourceName: string | null;
  incidentId: string;
  incidentStatus: string;
  health: string | null;
  healthySince: Date | null;
  gone: boolean;
}

export type MatchAction = { match: OpenMatch; rule: ParsedRule; setStatus: 'resolved' | 'closed' | null; release: boolean };

export interface EvaluationPlan {
  opens: { rule: ParsedRule; resource: FailingResource }[];
  actions: MatchAction[];
  errors: string[];
}

/** The healths that open an incident unless the rule's filter.status names others. */
export const DEFAULT_FAILING = ['unhealthy'];
/** Resources one selector may open incidents for in one evaluation. */
const MAX_PER_SELECTOR = 500;

interface RuleRow {
  id: string;
  name: string;
  spec: unknown;
}

/** The rules in force, highest priority (lowest number) first; a spec that does not parse is an error, not a rule. */
export async function loadRules(db: Queryable): Promise<{ rules: ParsedRule[]; errors: string[] }> {
  const { rows } = await db.query<RuleRow>(
    'SELECT id::text AS id, name, spec FROM incident_rules WHERE deleted_at IS NULL ORDER BY created_at, id',
  );
  const rules: ParsedRule[] = [];
  const errors: string[] = [];
  for (const row of rows) {
    const parsed = z.safeParse(incidentRuleSpecSchema, row.spec ?? {});
    if (parsed.success) rules.push({ id: row.id, name: row.name, spec: parsed.data });
    else errors.push(`incident rule "${row.name}": ${parsed.error.issues.map((issue) => issue.message).join('; ')}`);
  }
  rules.sort((a, b) => (a.spec.priority ?? 0) - (b.spec.priority ?? 0) || a.name.localeCompare(b.name));
  return { rules, errors };
}

/** The selected resources of a rule that fail now (for at least filter.age, when set). */
export async function failingResources(db: Queryable, rule: ParsedRule, now: Date): Promise<FailingResource[]> {
  const failing = rule.spec.filter?.status?.length ? rule.spec.filter.status : DEFAULT_FAILING;
  const ageMs = rule.spec.filter?.age ? ruleDurationMs(rule.spec.filter.age) : 0;
  const found = new Map<string, FailingResource>();
  for (const kind of Object.keys(RESOURCE_KINDS) as ResourceKind[]) {
    const selectors = (kind === 'check' ? rule.spec.checks : rule.spec.components) ?? [];
    const { table, health, since } = RESOURCE_KINDS[kind];
    for (const selector of selectors) {
      const where = selectorCondition(kind, selector, 3);
      const { rows } = await db.query<{ id: string; name: string; health: string; owner: string | null }>(
        `SELECT r.id::text AS id, r.name, r.${health} AS health, r.owner FROM ${table} r
          WHERE ${where.sql} AND r.${health} = ANY($1::text[])
            AND ($2::bigint = 0 OR COALESCE(r.${since}, '-infinity') <= $3::timestamptz - make_interval(secs => $2::bigint / 1000.0))
          ORDER BY r.id LIMIT ${MAX_PER_SELECTOR}`,
        [failing, ageMs, now, ...where.params],
      );
      for (const row of rows) found.set(row.id, { kind, ...row });
    }
  }
  return [...found.values()];
}

interface MatchRow {
  id: string;
  resource_kind: ResourceKind;
  resource_id: string;
  resource_name: string | null;
  incident_id: string;
  incident_status: string;
  health: string | null;
  since: Date | string | null;
  gone: boolean;
}

/** The rule's matches still open, with their resource's health now. */
export async function openMatches(db: Queryable, ruleId: string): Promise<OpenMatch[]> {
  const { rows } = await db.query<MatchRow>(
    `SELECT m.id::text AS id, m.resource_kind, m.resource_id::text AS resource_id, m.incident_id::text AS incident_id,
            i.status AS incident_status, COALESCE(c.name, co.name) AS resource_name,
            COALESCE(c.status, co.health) AS health, COALESCE(c.last_transition_time, co.updated_at) AS since,
            (COALESCE(c.deleted_at, co.deleted_at) IS NOT NULL OR (c.id IS NULL AND co.id IS NULL)) AS gone
       FROM opsdeck_runner.incident_rule_matches m
       JOIN incidents i ON i.id = m.incident_id
       LEFT JOIN checks c ON m.resource_kind = 'check' AND c.id = m.resource_id
       LEFT JOIN components co ON m.resource_kind = 'component' AND co.id = m.resource_id
      WHERE m.rule_id = $1::uuid AND m.closed_at IS NULL`,
    [ruleId],
  );
  return rows.map((row) => ({
    id: row.id,
    kind: row.resource_kind,
    resourceId: row.resource_id,
    resourceName: row.resource_name,
    incidentId: row.incident_id,
    incidentStatus: row.incident_status,
    health: row.health,
    healthySince: row.since === null ? null : new Date(row.since),
    gone: row.gone,
  }));
}

const FINISHED = new Set(['resolved', 'closed']);

/**
 * What to do with an open match: nothing while its resource fails; once it is healthy, resolve
 * (autoResolve) or close (autoClose) the incident when it has been healthy for the rule's timeout,
 * and release the match when no timeout is still running. A deleted resource releases its match.
 */
export function matchAction(rule: ParsedRule, match: OpenMatch, now: Date): MatchAction | null {
  if (match.gone) return { match, rule, setStatus: null, release: true };
  if (match.health !== 'healthy') return null;
  const healthyFor = now.getTime() - (match.healthySince?.getTime() ?? 0);
  const due = (timeout: string | undefined) => healthyFor >= ruleDurationMs(timeout ?? '0s');
  const { autoResolve, autoClose } = rule.spec;
  let setStatus: MatchAction['setStatus'] = null;
  if (autoClose && due(autoClose.timeout) && match.incidentStatus !== 'closed') setStatus = 'closed';
  else if (autoResolve && due(autoResolve.timeout) && !FINISHED.has(match.incidentStatus)) setStatus = 'resolved';
  const waiting = (autoClose && !due(autoClose.timeout)) || (autoResolve && !due(autoResolve.timeout));
  if (!setStatus && waiting) return null;
  return { match, rule, setStatus, release: !waiting };
}

/** Reads the rules and the resources they select, and decides what one evaluation does. */
export async function planEvaluation(db: Queryable, now: Date): Promise<EvaluationPlan> {
  const { rules, errors } = await loadRules(db);
  const plan: EvaluationPlan = { opens: [], actions: [], errors };
  // Resources a rule with breakOnMatch selected are left to it by the rules after it.
  const taken = new Set<string>();
  for (const rule of rules) {
    const matches = await openMatches(db, rule.id);
    const matched = new Set(matches.map((match) => match.resourceId));
    for (const match of matches) {
      const action = matchAction(rule, match, now);
      if (action) plan.actions.push(action);
    }
    // Outside its hours of operation a rule opens nothing; its open incidents still resolve.
    if (!withinHoursOfOperation(rule.spec.hoursOfOperation, now)) continue;
    const failing = await failingResources(db, rule, now);
    for (const resource of failing) {
      if (taken.has(resource.id) || matched.has(resource.id)) continue;
      plan.opens.push({ rule, resource });
    }
    if (rule.spec.breakOnMatch) for (const resource of failing) taken.add(resource.id);
  }
  return plan;
}
