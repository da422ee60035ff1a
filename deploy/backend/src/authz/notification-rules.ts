import { notificationRuleWriteSchema } from '@opsdeck/contracts';
import { PgrstError } from '../postgrest/errors';
import type { WriteCheck, WrittenChange } from '../postgrest/guard';

/**
 * Content rule of notification rules (`notifications`), for every writer: a row as written must
 * be a rule the dispatcher can run (contracts' notificationRuleWriteSchema: a name, events, a
 * filter that parses, a recipient, a duration for the repeat interval). Soft-deleted rows are
 * not checked, so a broken rule can always be deleted. Refused: 400 with the reason.
 */
async function checkRuleRows(change: WrittenChange): Promise<void> {
  for (const row of change.after) {
    if (row.deleted_at) continue;
    const parsed = notificationRuleWriteSchema.safeParse(row);
    if (parsed.success) continue;
    const issue = parsed.error.issues[0]!;
    const field = issue.path.length ? `${issue.path.join('.')}: ` : '';
    throw new PgrstError(
      400,
      '23514',
      `invalid notification rule: ${field}${issue.message}`,
      null,
      'Fix the rule and save it again.',
    );
  }
}

export const notificationRulePolicy: WriteCheck = { after: checkRuleRows };
