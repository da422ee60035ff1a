import { satisfiesRange, type FederationShared } from '@opsdeck/contracts';

export interface SingletonRow {
  name: string;
  /** The range the remote asked for (its build's requiredVersion, else ^version). */
  required: string;
  /** What the shell provides, when it provides it. */
  provided?: string;
  ok: boolean;
}

/** Each singleton a remote asked for against the version the shell provides, problems first. */
export function singletonRows(
  requested: readonly FederationShared[],
  provided: Readonly<Record<string, string>>,
): SingletonRow[] {
  return requested
    .map((entry) => {
      const required = entry.requiredVersion ?? `^${entry.version}`;
      const version = provided[entry.name];
      return {
        name: entry.name,
        required,
        ...(version ? { provided: version } : {}),
        ok: !!version && satisfiesRange(version, required),
      };
    })
    .sort((a, b) => Number(a.ok) - Number(b.ok) || a.name.localeCompare(b.name));
}

/** "120 ms", "1.4 s", or an em dash when unknown. */
export function formatLoadTime(ms: number | undefined): string {
  if (ms === undefined) return '—';
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`;
}
