import { AUDIT_LOG_ACCESS, AUDIT_LOG_RETENTION_PATH } from '@opsdeck/contracts';
import { auditRetention } from '../../audit/retention';
import type { RouteModule } from '../types';

/**
 * GET /audit/retention: how long audit entries are kept, for the audit log page (the entries
 * themselves are read through /db/audit_log). Admins only, as the log.
 */
export const auditRoutes: RouteModule = (router) => {
  const retention = auditRetention();
  router.add({
    method: 'GET',
    path: AUDIT_LOG_RETENTION_PATH,
    access: AUDIT_LOG_ACCESS,
    handler: async () => ({ status: 200, json: retention }),
  });
};
