import { CLIPBOARD_COPY_FAILED, CLIPBOARD_NOT_AVAILABLE, copiedToClipboard } from '@opsdeck/contracts';
import { useCallback } from 'react';
import { notify } from '../toast/toaster';

/**
 * Copies `text` and toasts the outcome: "Copied {label} to clipboard", "Clipboard not available"
 * or "Failed to copy to clipboard". Resolves to whether the copy succeeded.
 */
export async function copyToClipboard(text: string, label: string): Promise<boolean> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (!clipboard || typeof clipboard.writeText !== 'function') {
    notify.error(CLIPBOARD_NOT_AVAILABLE);
    return false;
  }
  try {
    await clipboard.writeText(text);
    notify.success(copiedToClipboard(label));
    return true;
  } catch {
    notify.error(CLIPBOARD_COPY_FAILED);
    return false;
  }
}

export function useCopyToClipboard(): (text: string, label: string) => Promise<boolean> {
  return useCallback((text: string, label: string) => copyToClipboard(text, label), []);
}
