import { CONNECTION_MESSAGES, connectionWriteSchema } from '@opsdeck/contracts';
import { connectionDetail, createConnection, deleteConnection, findConnection, updateConnection } from '../../connections/store';
import { ConnectionTestError, testConnection } from '../../connections/testers';
import { connectionHealth, recordTestResult } from '../../connections/test-results';
import { UnsealError } from '../../connections/sealing';
import { badRequest } from '../errors';
import type { RequestContext, RouteModule } from '../types';

async function writeBody(ctx: RequestContext) {
  const result = connectionWriteSchema.safeParse(await ctx.json());
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  throw badRequest('invalid request body', `${where}${issue?.message ?? 'invalid'}`);
}

/**
 * Connections (spec 3 section 7; reference 4.5 and mission-control /connection/test/{id}). Writes
 * go through here rather than /db/connections so that values are checked against the type's
 * description and secrets are sealed before they are stored; reads for editing return references
 * and 'stored' in place of secret values. Admins read and write, editors read, nobody else either
 * (the role matrix's `connections` resource).
 */
export const connectionRoutes: RouteModule = (router, deps) => {
  router.add({
    method: 'POST',
    path: '/connection',
    access: { resource: 'connections', action: 'write' },
    handler: async (ctx) => {
      const row = await createConnection(deps.db, await writeBody(ctx), ctx.principal!.id);
      return { status: 201, json: connectionDetail(row) };
    },
  });
  router.add({
    method: 'GET',
    path: '/connection/health',
    access: { resource: 'connections', action: 'read' },
    handler: async () => ({ status: 200, json: await connectionHealth(deps.db) }),
  });
  router.add({
    method: 'GET',
    path: '/connection/:id',
    access: { resource: 'connections', action: 'read' },
    handler: async (ctx) => ({ status: 200, json: connectionDetail(await findConnection(deps.db, ctx.params.id!)) }),
  });
  router.add({
    method: 'PATCH',
    path: '/connection/:id',
    access: { resource: 'connections', action: 'write' },
    handler: async (ctx) => {
      const row = await updateConnection(deps.db, ctx.params.id!, await writeBody(ctx));
      return { status: 200, json: connectionDetail(row) };
    },
  });
  router.add({
    method: 'DELETE',
    path: '/connection/:id',
    access: { resource: 'connections', action: 'write' },
    handler: async (ctx) => {
      const row = await deleteConnection(deps.db, ctx.params.id!);
      return { status: 200, json: { message: CONNECTION_MESSAGES.deleted(row.name) } };
    },
  });
  // mission-control guards the test with update on the connection object: our write.
  for (const path of ['/people/connection/test/:id', '/connection/test/:id']) {
    router.add({
      method: 'POST',
      path,
      access: { resource: 'connections', action: 'write' },
      handler: async (ctx) => {
        const row = await findConnection(deps.db, ctx.params.id!);
        try {
          const payload = await testConnection(row);
          await recordTestResult(deps.db, row.id, 'healthy', payload);
          return { status: 200, json: { message: CONNECTION_MESSAGES.tested, payload } };
        } catch (err) {
          if (!(err instanceof ConnectionTestError || err instanceof UnsealError)) throw err;
          await recordTestResult(deps.db, row.id, 'unhealthy', err.message);
          throw badRequest(err.message);
        }
      },
    });
  }
};
