/**
 * /db writes are recorded by a WriteCheck that runs last, after the statement and every policy
 * check, inside the write's transaction: the entry commits with the write or not at all.
 */
import type { WriteCheck } from '../postgrest/guard';
import { describeTableWrite } from './changes';
import { insertAuditEntry, type AuditRequest } from './entry';

export interface TableAuditOptions {
  request: AuditRequest;
  table: string;
  primaryKey: string[];
  bodyKeys: string[];
  /** The status the write answers with when it commits. */
  status: number;
}

export function tableAuditCheck(options: TableAuditOptions): WriteCheck {
  return {
    after: async (change) => {
      const write = describeTableWrite({
        method: change.method,
        table: options.table,
        before: change.before,
        after: change.after,
        bodyKeys: options.bodyKeys,
        primaryKey: options.primaryKey,
      });
      await insertAuditEntry(change.tx, {
        ...options.request,
        ...write,
        resourceType: 'table',
        resource: options.table,
        status: options.status,
        outcome: 'success',
      });
    },
  };
}

/** 201 for an insert; 200 with a representation, else 204, for updates and deletes. */
export function tableWriteStatus(method: string, representation: boolean): number {
  if (method === 'POST') return 201;
  return representation ? 200 : 204;
}
