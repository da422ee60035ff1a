import { CONNECTION_MESSAGES } from '@opsdeck/contracts';
import { findConnection } from '../../connections/store';
import { ConnectionTestError, testConnection } from '../../connections/testers';
import { connectionHealth, recordTestResult } from '../../connections/test-results';
import { UnsealError } from '../../connections/sealing';
import { badRequest } from '../errors';
import type { RouteModule } from '../types';

/**
 * Test connection and the outcome of the last tests (spec 3 section 7; mission-control
 * /connection/test/{id}). Connections themselves are read and written through /db/connections,
 * as Mission Control serves them; that path checks rows against the type descriptions and seals
 * secrets (connections/db-body.ts). Admins test, editors read the outcomes, nobody else either.
 */
export const connectionRoutes: RouteModule = (router, deps) => {
  router.add({
    method: 'GET',
    path: '/connection/health',
    access: { resource: 'connections', action: 'read' },
    handler: async () => ({ status: 200, json: await connectionHealth(deps.db) }),
  });
  // mission-control guards the test with update on the connection object: our write.
  for (const path of ['/people/connection/test/:id', '/connection/test/:id']) {
    router.add({
      method: 'POST',
      path,
      access: { resource: 'connections', action: 'write' },
      // A failed test is an outcome too: it is stored before the 400 answers it.
      audit: { action: 'test', recordFailures: true },
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
