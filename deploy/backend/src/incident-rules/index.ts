// Incident rules: open an incident when a selected check or component turns unhealthy, resolve it
// when it is healthy again (README.md in this folder).
import type { Database } from '../db/types';
import { IncidentRuleRunner } from './runner';

export { IncidentRuleRunner, evaluateIncidentRules, type EvaluationOutcome } from './runner';
export { planEvaluation, matchAction, loadRules, type ParsedRule, type OpenMatch } from './evaluate';
export { selectorCondition, parseLabelSelector, parseHealth } from './selectors';

const OFF = new Set(['off', '0', 'false', 'no']);

/**
 * OPSDECK_INCIDENT_RULES: on (default) or off; off under a test runner unless set explicitly.
 * OPSDECK_INCIDENT_RULES_INTERVAL_MS: how often rules are evaluated (default 2000).
 */
export function startIncidentRules(db: Database, env: NodeJS.ProcessEnv, log: (line: string) => void): IncidentRuleRunner | null {
  const raw = env.OPSDECK_INCIDENT_RULES?.trim().toLowerCase();
  if (raw ? OFF.has(raw) : env.NODE_ENV === 'test' || env.JEST_WORKER_ID !== undefined) return null;
  const interval = Number(env.OPSDECK_INCIDENT_RULES_INTERVAL_MS);
  const runner = new IncidentRuleRunner({ db, log, ...(interval > 0 && { intervalMs: interval }) });
  runner.start();
  log('[incident-rules] evaluating incident rules (OPSDECK_INCIDENT_RULES=off to stop)');
  return runner;
}
