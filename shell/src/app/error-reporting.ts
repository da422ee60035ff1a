import type { ErrorInfo } from 'react';
import { PageLoadError } from '../routing/page-load-error';

type ReactErrorInfo = Pick<ErrorInfo, 'componentStack'>;

/**
 * React hands every error an error boundary caught to the root's onCaughtError. This is the one
 * place it is logged: one console line per failure (the boundaries do not log again).
 */
export function reportCaughtError(error: unknown, info: ReactErrorInfo): void {
  // A page that could not be loaded: its message says which remote and page, and why.
  if (error instanceof PageLoadError) console.error(`[opsdeck] ${error.message}`);
  else console.error('[opsdeck] a page failed to render:', error, info.componentStack ?? '');
}

/** An error no boundary caught (the shell's outermost boundary makes this rare). */
export function reportUncaughtError(error: unknown, info: ReactErrorInfo): void {
  console.error('[opsdeck] the console failed to render:', error, info.componentStack ?? '');
}
