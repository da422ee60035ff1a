// Test connection: runs the test of the connection's type against the real system.
import { CONNECTION_MESSAGES, connectionTypeDescription, isConnectionType } from '@opsdeck/contracts';
import type { ConnectionRow } from '../store';
import { testGit } from './git';
import { testPostgres } from './postgres';
import { ConnectionTestError } from './resolve';
import { testSmtp } from './smtp';
import { testGenericWebhook, testHttp, testPrometheus } from './web';

const TESTERS: Record<string, (row: ConnectionRow) => Promise<string>> = {
  postgres: testPostgres,
  http: testHttp,
  prometheus: testPrometheus,
  email: testSmtp,
  generic_webhook: testGenericWebhook,
  git: testGit,
};

export { ConnectionTestError };

/** What the test found, or a ConnectionTestError with the system's own error text. */
export async function testConnection(row: ConnectionRow): Promise<string> {
  const tester = TESTERS[row.type];
  if (!tester) {
    const title = isConnectionType(row.type) ? connectionTypeDescription(row.type).title : row.type;
    throw new ConnectionTestError(CONNECTION_MESSAGES.untestable(title));
  }
  return tester(row);
}
