// What a tester needs: the stored row with its secrets opened. References to Kubernetes config maps
// and secrets cannot be read by this backend (it runs outside a cluster), which a test says.
import { decodeSecretValue } from '@opsdeck/contracts';
import { unseal } from '../sealing';
import type { ConnectionRow } from '../store';

export class ConnectionTestError extends Error {}

/** The clear value of a stored secret; a reference fails with what it points to. */
export function openSecret(stored: string | null | undefined): string | undefined {
  if (stored === null || stored === undefined || stored === '') return undefined;
  const value = unseal(stored);
  const decoded = decodeSecretValue(value);
  if (decoded.kind !== 'configMapKeyRef' && decoded.kind !== 'secretKeyRef') return value;
  const what = decoded.kind === 'secretKeyRef' ? 'secret' : 'config map';
  throw new ConnectionTestError(
    `the value refers to the ${what} ${decoded.name}/${decoded.key}, which this backend cannot read (no Kubernetes API)`,
  );
}

export const property = (row: ConnectionRow, key: string): string | undefined => {
  const value = row.properties?.[key];
  return value === undefined || value === null || value === '' ? undefined : String(value);
};

/** Rejects after `ms` with a clear message; the work itself is abandoned by its own timeout. */
export function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ConnectionTestError(`${what} did not answer within ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
