import { createToaster } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { failureToastText, TOAST_DURATION_MS } from '@opsdeck/contracts';

/** The one toast store of the page; rendered by <AppToaster/> inside UiProvider. */
export const toaster = createToaster({
  placement: 'bottom-end',
  duration: TOAST_DURATION_MS,
  pauseOnPageIdle: true,
});

export interface NotifyOptions {
  description?: ReactNode;
  /** Override the default 5 s (loading toasts stay until updated or dismissed). */
  duration?: number;
  id?: string;
}

/**
 * The message to show for a failed call, from the spec's error catalogue: the response's `error` or
 * `message` field; for a failure without an answer the timeout, network or offline text; for an
 * answer the console cannot read a sentence saying so; else "An error occurred".
 */
export function errorMessageOf(err: unknown): string {
  return failureToastText(err);
}

/**
 * An error toast is keyed by its text: the same failure reported twice (the API client's transport
 * toast and the page's own, or a query's retries) shows once.
 */
const idOf = (type: string, title: ReactNode, opts: NotifyOptions): string | undefined =>
  opts.id ?? (type === 'error' && typeof title === 'string' ? `error:${title}` : undefined);

function show(type: 'success' | 'error' | 'info' | 'warning' | 'loading', title: ReactNode, opts: NotifyOptions = {}): string {
  const id = idOf(type, title, opts);
  return toaster.create({
    type,
    title,
    closable: true,
    ...(opts.description !== undefined ? { description: opts.description } : {}),
    ...(opts.duration !== undefined ? { duration: opts.duration } : {}),
    ...(id !== undefined ? { id } : {}),
  });
}

/** Toast helpers. Each returns the toast id. */
export const notify = {
  success: (title: ReactNode, opts?: NotifyOptions) => show('success', title, opts),
  error: (title: ReactNode, opts?: NotifyOptions) => show('error', title, opts),
  info: (title: ReactNode, opts?: NotifyOptions) => show('info', title, opts),
  warning: (title: ReactNode, opts?: NotifyOptions) => show('warning', title, opts),
  /** Persistent until `dismiss` or `update`. */
  loading: (title: ReactNode, opts?: NotifyOptions) => show('loading', title, { duration: Infinity, ...opts }),
  /** Error toast with the message taken from a failed call. */
  apiError: (err: unknown, opts?: NotifyOptions) => show('error', errorMessageOf(err), opts),
  update: (id: string, type: 'success' | 'error' | 'info' | 'warning', title: ReactNode, opts: NotifyOptions = {}) =>
    toaster.update(id, {
      type,
      title,
      closable: true,
      duration: opts.duration ?? TOAST_DURATION_MS,
      ...(opts.description !== undefined ? { description: opts.description } : {}),
    }),
  dismiss: (id?: string) => toaster.dismiss(id),
};
