/**
 * Starting, approving and cancelling playbook runs (reference 5.3). A run is a playbook_runs row:
 * `scheduled` (the executor's queue picks it up) or `pending_approval` when the playbook names
 * approvers; approvals move it to `scheduled` once the approval rule is met.
 */
import { PLAYBOOK_RUN_FINAL_STATUSES, validateParameterValue, type PlaybookParameter } from '@opsdeck/contracts';
import type { Database, Queryable } from '../db/types';
import { playbookApplies, loadTarget, TARGET_COLUMNS, type Target, type TargetRow } from './resources';
import { renderTemplate, TemplateError } from './template';
import { parsePlaybookDuration } from '@opsdeck/contracts';

export class RunRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface PlaybookRow {
  id: string;
  name: string;
  namespace: string;
  title: string;
  spec: Record<string, unknown>;
  deleted_at: string | null;
}

export interface Caller {
  id: string;
  name?: string | null;
  email?: string | null;
}

/** The playbook's run timeout in nanoseconds, as the reference stores it (30 minutes by default). */
export const DEFAULT_RUN_TIMEOUT_NS = 1_800_000_000_000;

export async function loadPlaybook(db: Queryable, id: string): Promise<PlaybookRow> {
  const { rows } = await db.query<PlaybookRow>(
    'SELECT id, name, namespace, title, spec, deleted_at FROM playbooks WHERE id = $1::uuid AND deleted_at IS NULL',
    [id],
  );
  if (!rows[0]) throw new RunRequestError(404, `playbook ${id} not found`);
  return rows[0];
}

export async function loadRunTarget(db: Queryable, target: Target | undefined): Promise<TargetRow | undefined> {
  if (!target) return undefined;
  const row = await loadTarget(db, target);
  if (!row) throw new RunRequestError(404, `${target.kind} ${target.id} not found`);
  return row;
}

export const parametersOf = (spec: Record<string, unknown>): PlaybookParameter[] =>
  Array.isArray(spec.parameters) ? (spec.parameters as PlaybookParameter[]) : [];

/** Template data known before a run exists: the target and the caller. */
export function requestData(target: Target | undefined, row: TargetRow | undefined, caller: Caller, playbook: PlaybookRow) {
  return {
    ...(target && row ? { [target.kind]: row } : {}),
    user: { id: caller.id, name: caller.name ?? '', email: caller.email ?? '' },
    playbook: { id: playbook.id, name: playbook.name, namespace: playbook.namespace, title: playbook.title },
  };
}

/** The parameters with their defaults rendered for the resource (POST /playbook/{id}/params). */
export function renderParameters(params: PlaybookParameter[], data: Record<string, unknown>): PlaybookParameter[] {
  return params.map((param) => {
    if (typeof param.default !== 'string') return param;
    try {
      return { ...param, default: renderTemplate(param.default, data) };
    } catch (error) {
      throw new RunRequestError(
        400,
        `parameter ${param.name}: ${error instanceof TemplateError ? error.message : String(error)}`,
      );
    }
  });
}

/** Checks the submitted values against the spec and fills defaults; 400 naming the parameter. */
export function resolveParameters(params: PlaybookParameter[], submitted: Record<string, string>): Record<string, string> {
  const known = new Set(params.map((param) => param.name));
  const unknown = Object.keys(submitted).filter((name) => !known.has(name));
  if (unknown.length) throw new RunRequestError(400, `unknown parameter${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}`);
  const values: Record<string, string> = {};
  for (const param of params) {
    const given = submitted[param.name];
    const value =
      given !== undefined && given !== ''
        ? given
        : param.default !== undefined && param.default !== null
          ? String(param.default)
          : '';
    const message = validateParameterValue(param, value);
    if (message) throw new RunRequestError(400, `parameter ${param.label || param.name}: ${message}`);
    if (value !== '' || given !== undefined) values[param.name] = value;
  }
  return values;
}

export function runTimeoutNs(spec: Record<string, unknown>): number {
  const ms = parsePlaybookDuration(typeof spec.timeout === 'string' ? spec.timeout : undefined);
  return ms ? Math.round(ms * 1_000_000) : DEFAULT_RUN_TIMEOUT_NS;
}

const hasApprovers = (spec: Record<string, unknown>): boolean => {
  const approvers = (spec.approval as { approvers?: { people?: unknown[]; teams?: unknown[] } } | undefined)?.approvers;
  return (approvers?.people?.length ?? 0) + (approvers?.teams?.length ?? 0) > 0;
};

export interface CreateRunInput {
  playbookId: string;
  target?: Target;
  params: Record<string, string>;
  parentId?: string;
}

/** Inserts a run; returns its id and when it starts. */
export async function createRun(
  db: Database,
  caller: Caller,
  input: CreateRunInput,
): Promise<{ run_id: string; starts_at: string }> {
  const playbook = await loadPlaybook(db, input.playbookId);
  const row = await loadRunTarget(db, input.target);
  if (input.target && row && !playbookApplies(playbook.spec, input.target.kind, row)) {
    throw new RunRequestError(400, `playbook ${playbook.name} does not apply to ${input.target.kind} ${row.name ?? row.id}`);
  }
  const data = requestData(input.target, row, caller, playbook);
  const params = resolveParameters(renderParameters(parametersOf(playbook.spec), data), input.params);
  const status = hasApprovers(playbook.spec) ? 'pending_approval' : 'scheduled';
  const { rows } = await db.query<{ id: string; scheduled_time: string }>(
    `INSERT INTO playbook_runs (playbook_id, spec, status, created_by, parameters, timeout, config_id, component_id, check_id, parent_id)
     VALUES ($1::uuid, $2::jsonb, $3, $4::uuid, $5::jsonb, $6, $7::uuid, $8::uuid, $9::uuid, $10::uuid)
     RETURNING id, scheduled_time`,
    [
      playbook.id,
      JSON.stringify(playbook.spec),
      status,
      caller.id,
      JSON.stringify(params),
      runTimeoutNs(playbook.spec),
      input.target?.kind === 'config' ? input.target.id : null,
      input.target?.kind === 'component' ? input.target.id : null,
      input.target?.kind === 'check' ? input.target.id : null,
      input.parentId ?? null,
    ],
  );
  return { run_id: rows[0]!.id, starts_at: rows[0]!.scheduled_time };
}

export const targetOfRun = (run: Record<string, unknown>): Target | undefined => {
  for (const [kind, column] of Object.entries(TARGET_COLUMNS) as [Target['kind'], string][]) {
    if (typeof run[column] === 'string') return { kind, id: run[column] as string };
  }
  return undefined;
};

const FINAL = new Set<string>(PLAYBOOK_RUN_FINAL_STATUSES);

/** Cancels a run that has not finished; its waiting actions are skipped. */
export async function cancelRun(db: Database, runId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ status: string }>('SELECT status FROM playbook_runs WHERE id = $1::uuid FOR UPDATE', [
      runId,
    ]);
    if (!rows[0]) throw new RunRequestError(404, `playbook run ${runId} not found`);
    if (FINAL.has(rows[0].status)) throw new RunRequestError(400, `playbook run is already ${rows[0].status}`);
    await tx.query(
      `UPDATE playbook_runs SET status = 'cancelled', end_time = now(), error = COALESCE(error, 'cancelled') WHERE id = $1::uuid`,
      [runId],
    );
    await tx.query(
      `UPDATE playbook_run_actions SET status = 'skipped', end_time = now(), error = 'playbook run cancelled'
        WHERE playbook_run_id = $1::uuid AND status IN ('scheduled', 'sleeping', 'waiting')`,
      [runId],
    );
  });
}
