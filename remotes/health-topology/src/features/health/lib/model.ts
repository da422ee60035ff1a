// The health list's row model: a summary row with the values the list filters, groups and sorts on.
import { HEALTH_SUMMARY, NIL_AGENT_ID, type CheckSummary } from '@opsdeck/contracts';
import { uptimePercent } from '../../../lib/check-stats';

/** 'unknown': no status yet (never run), for a check or a group whose checks all lack one. */
export type Health = 'healthy' | 'unhealthy' | 'mixed' | 'unknown';

export interface HealthRow {
  id: string;
  name: string;
  description: string;
  endpoint: string;
  canaryName: string;
  namespace: string;
  type: string;
  /** The check's own icon name ('' when it has none); the type's icon stands in. */
  icon: string;
  status: string;
  /** status is 'healthy'. */
  passing: boolean;
  /** Agent id; '' for the local agent. */
  agentId: string;
  labels: Record<string, string>;
  passed: number;
  failed: number;
  /** passed / (passed + failed) in percent; undefined without results. */
  uptime: number | undefined;
  p95: number | undefined;
  lastRuntime: string | undefined;
  deletedAt: string | undefined;
  /** Set when the backend stores this check but does not execute its type: the reason. */
  notExecuted: string | undefined;
  /** Config items the check relates to (when the backend lists them), linked to the catalog. */
  configs: readonly { id: string; name: string }[];
  /** The searchable fields, lower-cased once. */
  searchText: string;
  source: CheckSummary;
}

const NO_CONFIGS: HealthRow['configs'] = [];

export function toHealthRow(summary: CheckSummary): HealthRow {
  // Runs for every row of every response (10,000 at scale): plain assignments, no spreads.
  const passed = summary.uptime?.passed ?? 0;
  const failed = summary.uptime?.failed ?? 0;
  const name = summary.name ?? '';
  const description = summary.description ?? '';
  const endpoint = summary.endpoint ?? '';
  const canaryName = summary.canary_name ?? '';
  const status = summary.status ?? '';
  const search: Record<(typeof HEALTH_SUMMARY.searchFields)[number], string> = {
    description,
    canary_name: canaryName,
    endpoint,
    name,
  };
  let searchText = '';
  for (const field of HEALTH_SUMMARY.searchFields) searchText += `${search[field]}\n`;
  return {
    id: summary.id,
    name,
    description,
    endpoint,
    canaryName,
    namespace: summary.namespace ?? '',
    type: summary.type ?? '',
    icon: summary.icon ?? '',
    status,
    passing: status === 'healthy',
    agentId: summary.agent_id && summary.agent_id !== NIL_AGENT_ID ? summary.agent_id : '',
    labels: summary.labels ?? {},
    passed,
    failed,
    uptime: uptimePercent(passed, failed),
    p95: summary.latency?.p95 ?? undefined,
    lastRuntime: summary.last_runtime ?? undefined,
    deletedAt: summary.deleted_at ?? undefined,
    notExecuted: summary.not_executed ?? undefined,
    configs: summary.configs ? summary.configs.map((config) => ({ id: config.id, name: config.name ?? config.id })) : NO_CONFIGS,
    searchText: searchText.toLowerCase(),
    source: summary,
  };
}

/**
 * Green when every check with a status passes, red when none does, orange when mixed; checks
 * that never ran do not count (grey when no check has a status).
 */
export function healthOf(rows: readonly Pick<HealthRow, 'passing' | 'status'>[]): Health {
  let passing = 0;
  let known = 0;
  for (const row of rows) {
    if (!row.status) continue;
    known += 1;
    if (row.passing) passing += 1;
  }
  if (known === 0) return 'unknown';
  if (passing === known) return 'healthy';
  return passing === 0 ? 'unhealthy' : 'mixed';
}
