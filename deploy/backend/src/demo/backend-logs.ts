import { LOCAL_AGENT_ID } from '../db/constants';
import { DATABASE_BACKEND_TYPE } from '../logs/search';
import { DAY, ago, idAgo, type SeedContext } from './context';
import type { PeopleSeed } from './people';
import { insertRows, json } from './sql';

export const CONSOLE_COMPONENT = 'opsdeck-backend';

/**
 * The console's own logs on /logs: the logging backend of the database type that holds the
 * backend's request log and check runner lines (logs/store.ts), and a component whose log
 * selectors read them.
 */
export async function seedBackendLogs(ctx: SeedContext, people: PeopleSeed): Promise<void> {
  await insertRows(ctx.tx, 'logging_backends', [
    {
      id: idAgo(ctx, 3 * DAY),
      name: DATABASE_BACKEND_TYPE,
      labels: json({ team: 'platform' }),
      spec: json({ database: { table: 'backend_log_lines', sources: ['http', 'checks', 'backend'] } }),
      source: 'UI',
      agent_id: LOCAL_AGENT_ID,
      created_at: ago(ctx, 3 * DAY),
      created_by: people.admin.id,
      updated_at: ago(ctx, 3 * DAY),
    },
  ]);
  await insertRows(ctx.tx, 'components', [
    {
      id: idAgo(ctx, 3 * DAY),
      external_id: CONSOLE_COMPONENT,
      name: CONSOLE_COMPONENT,
      type: 'Application',
      icon: 'server',
      status: 'healthy',
      health: 'healthy',
      description: 'The console backend: its request log and check runner, kept in its database',
      log_selectors: json([
        { name: 'requests', type: DATABASE_BACKEND_TYPE, labels: { source: 'http' } },
        { name: 'check-runner', type: DATABASE_BACKEND_TYPE, labels: { source: 'checks' } },
        { name: 'backend', type: DATABASE_BACKEND_TYPE, labels: { source: 'backend' } },
      ]),
      created_at: ago(ctx, 3 * DAY),
      updated_at: ago(ctx, 3 * DAY),
    },
  ]);
}
