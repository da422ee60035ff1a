import { lazy, Suspense } from 'react';
import type { AxiosInstance } from 'axios';
import { Route, Routes } from 'react-router-dom';
import type { ShellMode } from '../auth/mode/runtime-config';
import { selfServiceRoutes } from '../auth/self-service-routes';
import { PageSkeleton } from '../routing/RemotePage';

// Lazy, so the sign-in pages do not download the console and the console does not download them.
const SignedInApp = lazy(() => import('./SignedInApp').then((m) => ({ default: m.SignedInApp })));
const HostedApp = lazy(() => import('../auth/hosted/HostedApp').then((m) => ({ default: m.HostedApp })));
const HealthOnlyApp = lazy(() => import('../auth/health-only/HealthOnlyApp').then((m) => ({ default: m.HealthOnlyApp })));

/** Top-level split by mode: hosted provider, health only, or account pages plus the signed-in console. */
export function ShellRoutes({ api, mode }: { api: AxiosInstance; mode: ShellMode }) {
  return (
    <Suspense fallback={<PageSkeleton />}>
      {mode.kind === 'hosted' ? <HostedApp clerk={mode.clerk} /> : null}
      {mode.kind === 'health-only' ? <HealthOnlyApp /> : null}
      {mode.kind === 'self-service' ? (
        <Routes>
          {selfServiceRoutes()}
          <Route path="*" element={<SignedInApp api={api} />} />
        </Routes>
      ) : null}
    </Suspense>
  );
}
