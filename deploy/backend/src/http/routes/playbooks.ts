/**
 * Playbook endpoints (reference 5.3): POST /playbook/run, GET /playbook/list, POST
 * /playbook/{id}/params, POST /playbook/run/approve/{id}, POST /playbook/run/cancel/{id} and GET
 * /playbook/run/{id}. Running and approving are the reference's `playbook:run` and
 * `playbook:approve` (authz/playbook-actions.ts: the role's write on playbook_runs, opened or closed
 * by permission rows); cancelling needs write on playbook_runs; naming a check, component or config
 * item needs read on it. The list leaves out the playbooks a row denies the caller to run; the
 * parameters answer only for playbooks the caller may run.
 */
import { isUuid } from '@opsdeck/contracts';
import { z } from 'zod';
import {
  deniedOnPlaybook,
  mayOnPlaybook,
  refusedPlaybookAction,
  type PlaybookAction,
  type PlaybookActionObject,
} from '../../authz/playbook-actions';
import { approveRun, cancelRun, createRun, RunRequestError, wakePlaybookExecutors } from '../../playbooks';
import { playbookApplies, TARGET_RELATIONS, type Target, type TargetKind } from '../../playbooks/resources';
import { loadPlaybook, loadRunTarget, parametersOf, renderParameters, requestData, targetOfRun } from '../../playbooks/runs';
import { badRequest, HttpError } from '../errors';
import type { RequestContext, RouteModule } from '../types';
import { requireReadable } from './relation-access';

const uuid = z.string().refine(isUuid, 'must be a UUID');
const targetFields = { config_id: z.optional(uuid), component_id: z.optional(uuid), check_id: z.optional(uuid) };

const runRequestSchema = z.looseObject({
  id: uuid,
  ...targetFields,
  params: z.optional(z.record(z.string(), z.string())),
});
const paramsRequestSchema = z.optional(
  z.looseObject({ id: z.optional(z.string()), ...targetFields, params: z.optional(z.record(z.string(), z.unknown())) }),
);

const KIND_OF_FIELD = { config_id: 'config', component_id: 'component', check_id: 'check' } as const;

/** The one target a request names; 400 for more than one. */
function targetOf(values: Partial<Record<keyof typeof KIND_OF_FIELD, string | null | undefined>>): Target | undefined {
  const named = (Object.keys(KIND_OF_FIELD) as (keyof typeof KIND_OF_FIELD)[]).filter((field) => values[field]);
  if (named.length > 1) throw badRequest('only one of config_id, component_id or check_id may be given');
  const field = named[0];
  return field ? { kind: KIND_OF_FIELD[field] as TargetKind, id: values[field]! } : undefined;
}

function requireTargetReadable(ctx: RequestContext, target: Target | undefined): void {
  if (target) requireReadable(ctx.principal!, [TARGET_RELATIONS[target.kind]]);
}

/** RunRequestError -> its status with the message as `error` (the console shows it as is). */
async function answering<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof RunRequestError) throw new HttpError(error.status, error.message);
    throw error;
  }
}

function runIdOf(ctx: RequestContext): string {
  const id = ctx.params.id ?? '';
  if (!isUuid(id)) throw new HttpError(400, `invalid run id: ${id}`, 'invalid run id');
  return id;
}

function requirePlaybookAction(ctx: RequestContext, action: PlaybookAction, object: PlaybookActionObject): void {
  if (!mayOnPlaybook(ctx.principal!, action, object)) throw new HttpError(403, refusedPlaybookAction(action));
}

const caller = (ctx: RequestContext) => ({ id: ctx.principal!.id, name: ctx.principal!.name, email: ctx.principal!.email });

interface ListedPlaybook {
  id: string;
  namespace: string;
  name: string;
  title: string;
  icon: string | null;
  description: string | null;
  source: string;
  category: string;
  created_at: string;
  spec: Record<string, unknown>;
}

export const playbookRoutes: RouteModule = (router, deps) => {
  router.add({
    method: 'POST',
    path: '/playbook/run',
    audit: { action: 'run' },
    handler: async (ctx) => {
      const body = await ctx.body(runRequestSchema);
      const target = targetOf(body);
      requirePlaybookAction(ctx, 'playbook:run', { playbookId: body.id, target });
      requireTargetReadable(ctx, target);
      const run = await answering(() =>
        createRun(deps.db, caller(ctx), { playbookId: body.id, target, params: body.params ?? {} }),
      );
      wakePlaybookExecutors();
      return { status: 201, json: run };
    },
  });

  router.add({
    method: 'GET',
    path: '/playbook/list',
    access: { resource: 'playbooks', action: 'read' },
    handler: async (ctx) => {
      const target = targetOf({
        config_id: ctx.query.get('config_id'),
        component_id: ctx.query.get('component_id'),
        check_id: ctx.query.get('check_id'),
      });
      if (target && !isUuid(target.id)) throw badRequest(`invalid ${target.kind} id`);
      requireTargetReadable(ctx, target);
      const row = await answering(() => loadRunTarget(deps.db, target));
      const { rows } = await deps.db.query<ListedPlaybook>(
        `SELECT id, namespace, name, title, icon, description, source, category, created_at, spec FROM playbooks
          WHERE deleted_at IS NULL ORDER BY category, name`,
      );
      const notDenied = rows.filter(
        (playbook) => !deniedOnPlaybook(ctx.principal!, 'playbook:run', { playbookId: playbook.id, target }),
      );
      const listed = target && row ? notDenied.filter((playbook) => playbookApplies(playbook.spec, target.kind, row)) : notDenied;
      return {
        status: 200,
        json: listed.map((playbook) => ({ ...playbook, parameters: parametersOf(playbook.spec) })),
      };
    },
  });

  router.add({
    method: 'POST',
    path: '/playbook/:id/params',
    access: { resource: 'playbooks', action: 'read' },
    readOnly: true,
    handler: async (ctx) => {
      const id = ctx.params.id ?? '';
      if (!isUuid(id)) throw badRequest(`invalid playbook id: ${id}`);
      const body = (await ctx.body(paramsRequestSchema)) ?? {};
      const target = targetOf(body);
      requireTargetReadable(ctx, target);
      requirePlaybookAction(ctx, 'playbook:run', { playbookId: id, target });
      const params = await answering(async () => {
        const playbook = await loadPlaybook(deps.db, id);
        const row = await loadRunTarget(deps.db, target);
        return renderParameters(parametersOf(playbook.spec), requestData(target, row, caller(ctx), playbook));
      });
      return { status: 200, json: { params } };
    },
  });

  router.add({
    method: 'POST',
    path: '/playbook/run/approve/:id',
    audit: { action: 'approve' },
    handler: async (ctx) => {
      const id = runIdOf(ctx);
      const { rows } = await deps.db.query<Record<string, unknown> & { playbook_id: string }>(
        'SELECT playbook_id, config_id, component_id, check_id FROM playbook_runs WHERE id = $1::uuid',
        [id],
      );
      if (!rows[0]) throw new HttpError(404, `playbook run ${id} not found`);
      requirePlaybookAction(ctx, 'playbook:approve', { playbookId: rows[0].playbook_id, target: targetOfRun(rows[0]) });
      const scheduled = await answering(() => approveRun(deps.db, id, caller(ctx)));
      if (scheduled) wakePlaybookExecutors();
      return { status: 200, json: { message: 'playbook run approved' } };
    },
  });

  router.add({
    method: 'POST',
    path: '/playbook/run/cancel/:id',
    audit: { action: 'cancel' },
    access: { resource: 'playbook_runs', action: 'write' },
    handler: async (ctx) => {
      const id = runIdOf(ctx);
      await answering(() => cancelRun(deps.db, id));
      return { status: 200, json: { message: 'playbook run cancelled' } };
    },
  });

  router.add({
    method: 'GET',
    path: '/playbook/run/:id',
    access: { resource: 'playbook_runs', action: 'read' },
    handler: async (ctx) => {
      const id = runIdOf(ctx);
      const { rows } = await deps.db.query('SELECT * FROM playbook_runs WHERE id = $1::uuid', [id]);
      if (!rows[0]) throw new HttpError(404, `playbook run ${id} not found`);
      return { status: 200, json: rows[0] };
    },
  });
};
