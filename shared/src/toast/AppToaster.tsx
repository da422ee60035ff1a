import { useEffect, useState } from 'react';
import { lazyModule, useLazyModule } from '../lazy/lazy-module';
import { toaster } from './toaster';

/**
 * The toast parts (Chakra's toast and toast-group machines, the region and its icons) load with
 * the first toast: most pages, the sign-in page among them, never show one. The store behind
 * `toaster`/`notify` is loaded eagerly, so a toast created before the parts arrive is shown then.
 */
const toastRegion = lazyModule(() => import('./ToastRegion'));

/** How long after the console is up the toast parts download: off the first page's own loading. */
export const TOAST_PRELOAD_DELAY_MS = 2_000;

/**
 * Downloads the toast parts ahead of the first toast. The console calls it once it is up: the
 * toast that matters most, "No internet connection", comes when nothing can be downloaded. The
 * download waits for the page's own scripts and reads, then for an idle moment.
 */
export function preloadToastRegion(): () => void {
  let idle: number | undefined;
  const timer = setTimeout(() => {
    const load = () => void toastRegion.load().catch(() => undefined);
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(load, { timeout: TOAST_PRELOAD_DELAY_MS });
    else load();
  }, TOAST_PRELOAD_DELAY_MS);
  return () => {
    clearTimeout(timer);
    if (idle !== undefined && typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
  };
}

/** True once any toast has been created; the region mounts lazily and then stays. */
function useToastsStarted(): boolean {
  const [started, setStarted] = useState(() => toaster.getCount() > 0);
  useEffect(() => {
    if (started) return undefined;
    if (toaster.getCount() > 0) {
      setStarted(true);
      return undefined;
    }
    return toaster.subscribe(() => setStarted(true));
  }, [started]);
  return started;
}

/** Bottom-right toast region: icon by type, title, description, close button. */
export function AppToaster() {
  const started = useToastsStarted();
  return started ? <LoadedToastRegion /> : null;
}

/** A region that could not be downloaded (offline) tries again with the next toast, never breaking the page. */
function LoadedToastRegion() {
  const { value, error, retry } = useLazyModule(toastRegion);
  useEffect(() => (error === undefined ? undefined : toaster.subscribe(() => retry())), [error, retry]);
  return value ? <value.default /> : null;
}
