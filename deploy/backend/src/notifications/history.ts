/**
 * Reads of the send history behind the custom endpoints of reference 5.5: the grouped summary
 * (POST /notification/summary, duty's NotificationSendHistorySummary), one row with its resource
 * (GET /notification/send_history/{id}) and the silence preview (GET
 * /notification/silence_preview: what a draft silence would have matched in the last 15 days).
 */
import { isUuid } from '@opsdeck/contracts';
import { z } from 'zod';
import type { Queryable } from '../db/types';
import { evaluateDateMath } from '../postgrest/parse/datemath';
import type { EventContext } from './event-context';
import { silenceMatches, type SilenceRow } from './silence-match';

export class HistoryRequestError extends Error {}

const GROUP_COLUMNS = [
  'resource',
  'resource_id',
  'resource_type',
  'resource_kind',
  'resource_tags',
  'status',
  'source_event',
] as const;

export const summaryRequestSchema = z.object({
  groupBy: z.array(z.string()).nullish(),
  status: z.string().nullish(),
  resourceType: z.string().nullish(),
  resourceKind: z.string().nullish(),
  search: z.string().nullish(),
  from: z.string().nullish(),
  to: z.string().nullish(),
  includeDeletedResources: z.boolean().nullish(),
  pageIndex: z.number().int().nullish(),
  pageSize: z.number().int().nullish(),
});
export type SummaryRequest = z.infer<typeof summaryRequestSchema>;

const SUMMARY_PAGE_SIZE = 50;

/** `a,b,!c` on a column: the listed values, minus the negated ones. */
function matchExpression(column: string, expression: string, params: unknown[]): string[] {
  const parts = expression
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const included = parts.filter((part) => !part.startsWith('!'));
  const excluded = parts.filter((part) => part.startsWith('!')).map((part) => part.slice(1));
  const clauses: string[] = [];
  if (included.length) {
    params.push(included);
    clauses.push(`${column} = ANY($${params.length}::text[])`);
  }
  if (excluded.length) {
    params.push(excluded);
    clauses.push(`NOT (${column} = ANY($${params.length}::text[]))`);
  }
  return clauses;
}

function timeBound(value: string, name: string): string {
  const at = evaluateDateMath(value);
  if (!at) throw new HistoryRequestError(`invalid ${name}: expected date math such as now-24h`);
  return at.toISOString();
}

export async function sendHistorySummary(db: Queryable, request: SummaryRequest): Promise<{ total: number; results: unknown[] }> {
  const groups = (request.groupBy?.length ? request.groupBy : ['resource']).filter((group) =>
    (GROUP_COLUMNS as readonly string[]).includes(group),
  );
  if (groups.length === 0) groups.push('resource');
  const params: unknown[] = [];
  const where: string[] = [];
  if (request.status) where.push(...matchExpression('status', request.status, params));
  if (request.resourceType) where.push(...matchExpression('resource_type', request.resourceType, params));
  if (request.resourceKind) where.push(...matchExpression('resource_kind', request.resourceKind, params));
  if (request.from) {
    params.push(timeBound(request.from, 'from'));
    where.push(`created_at >= $${params.length}::timestamptz`);
  }
  if (request.to) {
    params.push(timeBound(request.to, 'to'));
    where.push(`created_at <= $${params.length}::timestamptz`);
  }
  if (!request.includeDeletedResources) where.push(`resource->>'deleted_at' IS NULL`);
  if (request.search) {
    params.push(
      `${request.search
        .replace(/[%_\\]/g, '\\$&')
        .replace(/\*/g, '%')
        .replace(/%?$/, '%')}`,
    );
    where.push(`resource->>'name' ILIKE $${params.length}`);
  }
  const pageSize =
    request.pageSize && request.pageSize > 0 && request.pageSize <= SUMMARY_PAGE_SIZE ? request.pageSize : SUMMARY_PAGE_SIZE;
  const pageIndex = Math.max(request.pageIndex ?? 0, 0);
  const group = groups.join(', ');
  const sql = `
WITH base AS (
  SELECT resource, resource_id, resource_type, resource_kind, resource_tags, resource_health, resource_status,
         resource_health_description, first_observed, created_at, body, status, source_event,
         ROW_NUMBER() OVER (PARTITION BY ${group} ORDER BY created_at DESC) AS rn
  FROM notification_send_history_summary ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
), grouped AS (
  SELECT ${group},
    MAX(CASE WHEN rn = 1 THEN resource_type END) AS resource_type_last,
    MAX(CASE WHEN rn = 1 THEN resource_kind END) AS resource_kind_last,
    MAX(CASE WHEN rn = 1 THEN resource_health END) AS resource_health,
    MAX(CASE WHEN rn = 1 THEN resource_status END) AS resource_status,
    MAX(CASE WHEN rn = 1 THEN resource_health_description END) AS resource_health_description,
    MIN(first_observed) AS first_observed, MAX(created_at) AS last_seen, COUNT(*) AS total,
    MAX(CASE WHEN rn = 1 THEN body END) AS last_message,
    COUNT(*) FILTER (WHERE status = 'sent') AS sent,
    COUNT(*) FILTER (WHERE status = 'error') AS error,
    COUNT(*) FILTER (WHERE status IN ('silenced', 'inhibited', 'repeat-interval', 'skipped')) AS suppressed,
    COUNT(*) FILTER (WHERE status IN ('pending', 'pending_playbook_run', 'pending_playbook_completion', 'evaluating-waitfor', 'attempting_fallback')) AS in_progress
  FROM base GROUP BY ${group}
)
SELECT (SELECT count(*) FROM grouped) AS total,
       COALESCE((SELECT jsonb_agg(to_jsonb(g) ORDER BY g.last_seen DESC) FROM
         (SELECT * FROM grouped ORDER BY last_seen DESC LIMIT ${pageSize} OFFSET ${pageIndex * pageSize}) g), '[]'::jsonb) AS results`;
  const { rows } = await db.query<{ total: number; results: Record<string, unknown>[] }>(sql, params);
  const results = (rows[0]?.results ?? []).map(({ resource_type_last, resource_kind_last, ...row }) => ({
    ...row,
    resource_type: row.resource_type ?? resource_type_last,
    resource_kind: row.resource_kind ?? resource_kind_last,
  }));
  return { total: Number(rows[0]?.total ?? 0), results };
}

/** The body as Markdown: the title in bold, then the message. */
export function bodyMarkdown(row: { body: string | null; body_payload: unknown }): string {
  const payload = row.body_payload as { title?: string; message?: string } | null;
  if (payload?.title) return `**${payload.title}**\n\n${payload.message ?? row.body ?? ''}`.trim();
  return row.body ?? '';
}

export async function sendHistoryDetail(db: Queryable, id: string): Promise<Record<string, unknown> | null> {
  if (!isUuid(id)) throw new HistoryRequestError(`invalid notification history id: ${id}`);
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT to_jsonb(h) - 'resource_tags' - 'playbook_run' AS row FROM notification_send_history_summary h WHERE h.id = $1::uuid`,
    [id],
  );
  const row = rows[0]?.row as Record<string, unknown> | undefined;
  if (!row) return null;
  const kind = String(row.source_event ?? '').split('.')[0];
  return {
    ...row,
    resource_kind: row.resource_kind ?? kind,
    body_markdown: bodyMarkdown(row as { body: string | null; body_payload: unknown }),
  };
}

export const previewQuerySchema = z.object({
  id: z.string().optional(),
  type: z.enum(['check', 'config', 'component', 'canary']).optional(),
  recursive: z.enum(['true', 'false']).optional(),
  filter: z.string().optional(),
  selectors: z.string().optional(),
  limit: z.coerce.number().int().positive().optional(),
});

const PREVIEW_SQL = `
SELECT h.id::text, h.notification_id::text, h.status, h.body, h.body_payload, h.source_event, h.resource_id::text,
       h.resource, h.resource_kind, h.resource_type, h.created_at, h.resource_tags,
       COALESCE(co.path, ci.path) AS path, ck.canary_id::text AS canary_id
FROM notification_send_history_summary h
LEFT JOIN checks ck ON ck.id = h.resource_id
LEFT JOIN components co ON co.id = h.resource_id
LEFT JOIN config_items ci ON ci.id = h.resource_id
WHERE h.status = 'sent' AND h.created_at > now() - interval '15 days'
ORDER BY h.created_at DESC LIMIT 2000`;

/** Sent notifications of the last 15 days a draft silence would have covered, newest first. */
export async function silencePreview(db: Queryable, query: z.infer<typeof previewQuerySchema>): Promise<unknown[]> {
  let selectors: unknown = null;
  if (query.selectors) {
    try {
      selectors = JSON.parse(query.selectors);
    } catch (error) {
      throw new HistoryRequestError(`invalid selectors: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (query.id && !isUuid(query.id)) throw new HistoryRequestError('id must be a UUID');
  const column = query.type ? (`${query.type}_id` as const) : null;
  const draft: SilenceRow = {
    id: 'preview',
    name: 'preview',
    filter: query.filter || null,
    selectors,
    recursive: query.recursive === 'true',
    from: null,
    until: null,
    check_id: column === 'check_id' ? (query.id ?? null) : null,
    canary_id: column === 'canary_id' ? (query.id ?? null) : null,
    config_id: column === 'config_id' ? (query.id ?? null) : null,
    component_id: column === 'component_id' ? (query.id ?? null) : null,
  };
  const limit = Math.min(query.limit ?? 30, 100);
  const { rows } = await db.query<Record<string, unknown>>(PREVIEW_SQL);
  const matched: unknown[] = [];
  for (const row of rows) {
    const resource = (row.resource ?? {}) as Record<string, unknown>;
    const kind = String(row.resource_kind ?? String(row.source_event).split('.')[0]);
    const context: EventContext = {
      eventName: String(row.source_event),
      env: { [kind]: resource },
      resource: {
        kind: kind === 'check' || kind === 'config' || kind === 'component' ? kind : 'incident',
        id: String(row.resource_id),
        name: String(resource.name ?? ''),
        type: (row.resource_type as string | null) ?? null,
        ancestors: typeof row.path === 'string' ? row.path.split('.').filter(Boolean) : [],
        canaryId: (row.canary_id as string | null) ?? null,
        namespace: (resource.namespace as string | null) ?? null,
        tags: (row.resource_tags as Record<string, string> | null) ?? {},
        health: (resource.health as string | null) ?? null,
        status: (resource.status as string | null) ?? null,
        description: null,
      },
    };
    if (!silenceMatches(draft, context)) continue;
    const { path: _path, canary_id: _canary, ...item } = row;
    matched.push({ ...item, body_markdown: bodyMarkdown(row as { body: string | null; body_payload: unknown }) });
    if (matched.length >= limit) break;
  }
  return matched;
}
