import { createToaster } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AN_ERROR_OCCURRED, errorMessageFromResponse, TOAST_DURATION_MS } from '@opsdeck/contracts';

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

type ErrorLike = {
  message?: unknown;
  response?: { data?: unknown };
};

/**
 * The message to show for a failed call: the response's `error` or `message` field (else
 * "An error occurred"); for a failure without a response (timeout, offline) the error's own message.
 */
export function errorMessageOf(err: unknown): string {
  if (typeof err === 'string' && err.trim()) return err;
  if (err && typeof err === 'object') {
    const { response, message } = err as ErrorLike;
    if (response) return errorMessageFromResponse(response.data);
    if (typeof message === 'string' && message) return message;
  }
  return AN_ERROR_OCCURRED;
}

function show(type: 'success' | 'error' | 'info' | 'warning' | 'loading', title: ReactNode, opts: NotifyOptions = {}): string {
  return toaster.create({
    type,
    title,
    closable: true,
    ...(opts.description !== undefined ? { description: opts.description } : {}),
    ...(opts.duration !== undefined ? { duration: opts.duration } : {}),
    ...(opts.id !== undefined ? { id: opts.id } : {}),
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
