import { isUuid } from '@opsdeck/contracts';
import { canReadRelations } from '../../authz/route-relations';
import { snapshotQuerySchema, topologySnapshot } from '../../snapshot/topology-snapshot';
import { badRequest, HttpError, notFound } from '../errors';
import type { RouteModule } from '../types';
import { parseQuery } from './query-params';

/**
 * GET /snapshot/topology/{id} (reference 5.6): a ZIP download. Guarded like the topologies table;
 * each file (and each column of the topology) from another relation is written only for a caller
 * who may read that relation, the manifest naming the files left out (authz/route-relations.ts).
 */
export const snapshotRoutes: RouteModule = (router, deps) => {
  router.add({
    method: 'GET',
    path: '/snapshot/topology/:id',
    access: { resource: 'topologies', action: 'read' },
    handler: async (ctx) => {
      const id = ctx.params.id!;
      if (!isUuid(id)) throw badRequest('invalid component id', `"${id}" is not a component id`);
      const query = parseQuery(snapshotQuerySchema, ctx.query);
      let snapshot;
      try {
        const principal = ctx.principal!;
        snapshot = await topologySnapshot(deps.db, id, query, Date.now(), (relations) => canReadRelations(principal, relations));
      } catch (err) {
        if (err instanceof RangeError) throw badRequest(err.message);
        deps.logger.error(`[snapshot] topology ${id} failed`, err);
        throw new HttpError(500, err instanceof Error ? err.message : String(err), 'Error snapshotting topology');
      }
      if (!snapshot) throw notFound(`component (${id}) was not found`);
      // Binary body: written here instead of returned as JSON.
      ctx.res.writeHead(200, {
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="${snapshot.filename}"`,
        'Content-Length': String(snapshot.zip.length),
        'Cache-Control': 'no-store',
      });
      ctx.res.end(ctx.method === 'HEAD' ? undefined : snapshot.zip);
    },
  });
};
