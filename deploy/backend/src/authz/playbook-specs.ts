import { formatSchemaPath, PLAYBOOK_SPEC_JSON_SCHEMA, validateJsonSchema } from '@opsdeck/contracts';
import { PgrstError } from '../postgrest/errors';
import type { WriteCheck, WrittenChange } from '../postgrest/guard';

/**
 * Playbooks written through /db (create, edit, soft delete): the spec must follow the playbook
 * spec schema, as Mission Control validates it (400 naming the first bad field). Rows synced from
 * Kubernetes or another source than the console cannot be changed here (409), as upstream.
 */
async function checkPlaybookRows(change: WrittenChange): Promise<void> {
  for (const row of change.after) {
    const errors = validateJsonSchema(PLAYBOOK_SPEC_JSON_SCHEMA, row.spec);
    if (errors.length > 0) {
      const first = errors[0]!;
      throw new PgrstError(400, '22023', `invalid playbook spec: ${formatSchemaPath(['spec', ...first.path])} ${first.message}`);
    }
  }
}

async function keepOtherSources(change: Omit<WrittenChange, 'after'>): Promise<void> {
  const foreign = change.before.find((row) => row.source !== 'UI');
  if (foreign)
    throw new PgrstError(
      409,
      'ECONFLICT',
      `playbook ${String(foreign.name)} comes from ${String(foreign.source)} and cannot be changed here`,
    );
}

export const playbookWriteCheck: WriteCheck = { before: keepOtherSources, after: checkPlaybookRows };
