import { USER_ADMIN_ERRORS } from '@opsdeck/contracts';
import { PgrstError } from '../postgrest/errors';
import type { WriteCheck, WrittenChange } from '../postgrest/guard';
import type { Principal } from './types';

/**
 * What nobody may do to themselves through the generic /db writes, administrators included, as
 * the user administration endpoints refuse it too (identity/people/admin.ts): deactivate or delete
 * their own identity or person, or drop their own admin role (a casbin grouping row). Without it
 * the last administrator could lock everyone out of user administration.
 */
export function selfProtectionPolicy(writer: Principal, table: string): WriteCheck | undefined {
  const own = (change: { before: WrittenChange['before'] }) => change.before.some((row) => String(row.id) === writer.id);
  const refuse = (message: string) => new PgrstError(403, '42501', message);
  switch (table) {
    case 'identities':
      return {
        before: async (change) => {
          if (change.method === 'DELETE' && own(change)) throw refuse(USER_ADMIN_ERRORS.deleteSelf);
        },
        after: async (change) => {
          if (change.after.some((row) => String(row.id) === writer.id && row.state === 'inactive')) {
            throw refuse(USER_ADMIN_ERRORS.deactivateSelf);
          }
        },
      };
    case 'people':
      return {
        before: async (change) => {
          if (change.method === 'DELETE' && own(change)) throw refuse(USER_ADMIN_ERRORS.deleteSelf);
        },
        after: async (change) => {
          if (change.after.some((row) => String(row.id) === writer.id && row.deleted_at != null)) {
            throw refuse(USER_ADMIN_ERRORS.deleteSelf);
          }
        },
      };
    case 'casbin_rule': {
      let wasAdmin = false;
      const holdsAdmin = async (change: Pick<WrittenChange, 'tx'>) =>
        (await change.tx.query(`SELECT 1 FROM casbin_rule WHERE ptype = 'g' AND v0 = $1 AND v1 = 'admin' LIMIT 1`, [writer.id]))
          .rows.length > 0;
      return {
        before: async (change) => {
          wasAdmin = await holdsAdmin(change);
        },
        after: async (change) => {
          if (wasAdmin && !(await holdsAdmin(change))) throw refuse(USER_ADMIN_ERRORS.ownAdminRole);
        },
      };
    }
    default:
      return undefined;
  }
}
