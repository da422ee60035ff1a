import { QUERY_CLIENT_DEFAULTS } from '@opsdeck/contracts';
import { notify } from './toaster';

/**
 * The console's QueryClient defaults (the shell's client and the test harness use these): the
 * contracts' defaults, and a failed write that handles nothing itself toasts the catalogue's text
 * (the response's error or message, the transport texts, else "An error occurred"). A mutation
 * with its own onError replaces this one.
 */
export const CONSOLE_QUERY_DEFAULTS = {
  ...QUERY_CLIENT_DEFAULTS,
  mutations: { ...QUERY_CLIENT_DEFAULTS.mutations, onError: (error: unknown) => void notify.apiError(error) },
} as const;
