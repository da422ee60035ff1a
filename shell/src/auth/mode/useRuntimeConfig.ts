import { useEffect, useState } from 'react';
import { fetchRuntimeConfig, shellModeOf, type RuntimeConfig, type ShellMode } from './runtime-config';

export type RuntimeConfigState =
  { status: 'loading' } | { status: 'ready'; mode: ShellMode } | { status: 'failed'; error: Error };

/** The deployment's shell mode, read once per page. */
export function useRuntimeConfig(load: () => Promise<RuntimeConfig> = fetchRuntimeConfig): RuntimeConfigState {
  const [state, setState] = useState<RuntimeConfigState>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    load().then(
      (config) => active && setState({ status: 'ready', mode: shellModeOf(config) }),
      (error: unknown) =>
        active && setState({ status: 'failed', error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      active = false;
    };
  }, [load]);
  return state;
}
