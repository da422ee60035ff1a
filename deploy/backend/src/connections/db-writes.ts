// Rows written to connections through /db (PostgREST clients) get their secrets sealed in the same
// transaction, so no path leaves a secret in clear at rest.
import { connectionTypeDescription, isConnectionType, type ConnectionRowValues } from '@opsdeck/contracts';
import type { WrittenChange } from '../postgrest/guard';
import { sealConnectionRow } from './store';

export async function sealWrittenConnections(change: WrittenChange): Promise<void> {
  for (const row of change.after) {
    if (typeof row.id !== 'string' || !isConnectionType(row.type)) continue;
    const current = row as unknown as Partial<ConnectionRowValues>;
    const sealed = sealConnectionRow(connectionTypeDescription(row.type), {
      username: current.username ?? null,
      password: current.password ?? null,
      certificate: current.certificate ?? null,
      properties: current.properties ?? {},
    });
    const changed =
      sealed.username !== (current.username ?? null) ||
      sealed.password !== (current.password ?? null) ||
      sealed.certificate !== (current.certificate ?? null) ||
      JSON.stringify(sealed.properties) !== JSON.stringify(current.properties ?? {});
    if (!changed) continue;
    await change.tx.query(
      'UPDATE connections SET username = $2, password = $3, certificate = $4, properties = $5 WHERE id = $1',
      [
        row.id,
        sealed.username,
        sealed.password,
        sealed.certificate,
        current.properties === null || current.properties === undefined ? null : sealed.properties,
      ],
    );
  }
}
