import { lazy, Suspense, useEffect, useState } from 'react';
import { toaster } from './toaster';

/**
 * The toast parts (Chakra's toast and toast-group machines, the region and its icons) load with
 * the first toast: most pages, the sign-in page among them, never show one. The store behind
 * `toaster`/`notify` is loaded eagerly, so a toast created before the parts arrive is shown then.
 */
const ToastRegion = lazy(() => import('./ToastRegion'));

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
  if (!started) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  );
}
