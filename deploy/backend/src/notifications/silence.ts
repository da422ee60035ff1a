import { isUuid } from '@opsdeck/contracts';
import { z } from 'zod';
import type { Queryable } from '../db/types';
import { evaluateDateMath } from '../postgrest/parse/datemath';

/** Empty strings (what a cleared form field sends) count as absent. */
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optionalText = z.preprocess(blankToUndefined, z.string().nullish());
const optionalId = z.preprocess(blankToUndefined, z.string().refine(isUuid, 'must be a UUID').nullish());

/**
 * The body of POST /notification/silence (reference 5.5). `id`, `namespace` and `source`, which
 * the console may send, are dropped: the server names the source (UI) and the creator itself.
 */
export const silenceRequestSchema = z.object({
  name: z.string().trim().min(1, 'name is required'),
  description: optionalText,
  /** go-datemath (`now`, `now+2h`, RFC 3339); default now. */
  from: optionalText,
  /** go-datemath; absent or null: indefinitely. */
  until: optionalText,
  recursive: z.boolean().nullish(),
  /** A CEL expression over the notification's event. */
  filter: optionalText,
  selectors: z.array(z.record(z.string(), z.unknown())).nullish(),
  config_id: optionalId,
  component_id: optionalId,
  check_id: optionalId,
  canary_id: optionalId,
});
export type SilenceRequest = z.infer<typeof silenceRequestSchema>;

/** A request the endpoint refuses with 400 `{error}`. */
export class SilenceRequestError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SilenceRequestError';
  }
}

/** The silence window of a request, evaluated at `now`; until null is indefinitely. */
export function silenceWindow(request: Pick<SilenceRequest, 'from' | 'until'>, now: Date): { from: Date; until: Date | null } {
  const from = request.from ? evaluateDateMath(request.from, now) : now;
  if (!from) throw new SilenceRequestError(`invalid from time "${request.from}": expected date math such as now or now+2h`);
  const until = request.until ? evaluateDateMath(request.until, now) : null;
  if (request.until && !until) {
    throw new SilenceRequestError(`invalid until time "${request.until}": expected date math such as now+2h`);
  }
  if (until && from.getTime() >= until.getTime()) throw new SilenceRequestError('from time must be before until');
  return { from, until };
}

const RESOURCE_IDS = ['config_id', 'component_id', 'check_id', 'canary_id'] as const;

/** What a silence applies to: a resource, a CEL filter or selectors; at least one is required. */
export function assertSilenceTarget(request: SilenceRequest): void {
  const hasResource = RESOURCE_IDS.some((column) => Boolean(request[column]));
  const hasSelectors = (request.selectors?.length ?? 0) > 0;
  if (!hasResource && !request.filter && !hasSelectors) {
    throw new SilenceRequestError(
      'at least one of config_id, component_id, check_id, canary_id, filter or selectors is required',
    );
  }
}

const INSERT_SQL = `
INSERT INTO notification_silences
  (name, description, "from", until, recursive, filter, selectors, config_id, component_id, check_id, canary_id, source, created_by)
VALUES ($1, $2, $3::timestamptz, $4::timestamptz, $5, $6, $7::jsonb, $8::uuid, $9::uuid, $10::uuid, $11::uuid, 'UI', $12::uuid)
RETURNING id::text AS id`;

/** Validates the window and target, then inserts the silence (source UI, created by `userId`); its id. */
export async function createSilence(db: Queryable, request: SilenceRequest, userId: string, now = new Date()): Promise<string> {
  assertSilenceTarget(request);
  const { from, until } = silenceWindow(request, now);
  const result = await db.query<{ id: string }>(INSERT_SQL, [
    request.name,
    request.description ?? null,
    from.toISOString(),
    until ? until.toISOString() : null,
    request.recursive ?? null,
    request.filter ?? null,
    request.selectors?.length ? JSON.stringify(request.selectors) : null,
    request.config_id ?? null,
    request.component_id ?? null,
    request.check_id ?? null,
    request.canary_id ?? null,
    userId,
  ]);
  return result.rows[0]!.id;
}
