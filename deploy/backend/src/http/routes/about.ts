import { readFileSync } from 'node:fs';
import path from 'node:path';
import { json } from '../respond';
import type { RouteModule } from '../types';

let packageVersion: string | undefined;

/** The reference backend's version: OPSDECK_VERSION when set, else its package version. */
export function backendAppVersion(): string {
  if (process.env.OPSDECK_VERSION) return process.env.OPSDECK_VERSION;
  packageVersion ??= (JSON.parse(readFileSync(path.resolve(__dirname, '../../../package.json'), 'utf8')) as { version: string })
    .version;
  return packageVersion;
}

/**
 * GET /about (reference 5.1): `{appVersion, chartVersion}`; the user menu shows the chart version,
 * else the app version. The chart version comes from the same variable mission-control reads.
 * `kubeproxy` says whether /kubeproxy reaches a cluster (mission-control, always in one, omits
 * it): without one the user menu offers no kubeconfig.
 */
export const aboutRoutes: RouteModule = (router, deps) => {
  router.add({
    method: 'GET',
    path: '/about',
    handler: async () =>
      json(200, {
        appVersion: backendAppVersion(),
        chartVersion: process.env.FLANKSOURCE_CHART_VERSION ?? '',
        kubeproxy: deps.kubernetes !== null,
      }),
  });
};
