import type { AxiosInstance } from 'axios';
import { Route, Routes } from 'react-router-dom';
import { lazyComponent } from '@opsdeck/shared';
import type { ShellMode } from '../auth/mode/runtime-config';
import { selfServiceRoutes } from '../auth/self-service-routes';
import { PageSkeleton } from '../routing/PageSkeleton';

// Separate chunks, so the sign-in pages do not download the console and the console does not
// download them; loaded without Suspense so each shows the moment its chunk is here.
export const SignedInApp = lazyComponent(() => import('./SignedInApp').then((m) => m.SignedInApp), <PageSkeleton />);
const HostedApp = lazyComponent(() => import('../auth/hosted/HostedApp').then((m) => m.HostedApp), <PageSkeleton />);
const HealthOnlyApp = lazyComponent(
  () => import('../auth/health-only/HealthOnlyApp').then((m) => m.HealthOnlyApp),
  <PageSkeleton />,
);

/** Top-level split by mode: hosted provider, health only, or account pages plus the signed-in console. */
export function ShellRoutes({ api, mode }: { api: AxiosInstance; mode: ShellMode }) {
  if (mode.kind === 'hosted') return <HostedApp clerk={mode.clerk} />;
  if (mode.kind === 'health-only') return <HealthOnlyApp />;
  return (
    <Routes>
      {selfServiceRoutes()}
      <Route path="*" element={<SignedInApp api={api} />} />
    </Routes>
  );
}
