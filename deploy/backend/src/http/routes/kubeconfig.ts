import type { IncomingMessage } from 'node:http';
import { kubeconfigFileName, kubeconfigTenant } from '@opsdeck/contracts';
import { issueAccessToken } from '../../authz/tokens';
import type { RouteModule } from '../types';

/** How long a downloaded kubeconfig's token stays valid. */
export const KUBECONFIG_TOKEN_DAYS = 30;

const firstHeader = (value: string | string[] | undefined): string | undefined =>
  (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim() || undefined;

/** The console's public address: PUBLIC_URL, else the (forwarded) host the browser used. */
export function publicUrlOf(req: IncomingMessage): string {
  const configured = process.env.PUBLIC_URL?.trim();
  if (configured) return configured.replace(/\/+$/, '');
  const proto = firstHeader(req.headers['x-forwarded-proto']) ?? 'http';
  const host = firstHeader(req.headers['x-forwarded-host']) ?? req.headers.host ?? 'localhost';
  return `${proto}://${host}`;
}

/** A kubeconfig for the proxy at <public url>/kubeproxy, signing in with the access token. */
export function kubeconfigYaml(publicUrl: string, token: string): string {
  const cluster = `mission-control-${kubeconfigTenant(publicUrl)}`;
  // Values are quoted as JSON strings, which YAML reads as double-quoted scalars.
  const quote = (value: string) => JSON.stringify(value);
  return [
    'apiVersion: v1',
    'kind: Config',
    'clusters:',
    `  - name: ${quote(cluster)}`,
    '    cluster:',
    `      server: ${quote(`${publicUrl}/kubeproxy`)}`,
    'contexts:',
    '  - name: default',
    '    context:',
    `      cluster: ${quote(cluster)}`,
    '      user: default-user',
    'current-context: default',
    'users:',
    '  - name: default-user',
    '    user:',
    '      username: token',
    `      password: ${quote(token)}`,
    '',
  ].join('\n');
}

/**
 * GET /kubeconfig (reference 5.6): issues an access token for the caller and answers a kubeconfig
 * that uses it, as a text/yaml attachment named after the public host. The token carries the
 * caller's own permissions, so every signed-in user may have one.
 */
export const kubeconfigRoutes: RouteModule = (router, deps) => {
  router.add({
    method: 'GET',
    path: '/kubeconfig',
    handler: async ({ req, principal }) => {
      const publicUrl = publicUrlOf(req);
      const expiresAt = new Date(Date.now() + KUBECONFIG_TOKEN_DAYS * 24 * 3600 * 1000);
      const { token } = await issueAccessToken(deps.db, {
        personId: principal!.id,
        name: `kubeconfig-${new Date().toISOString()}`,
        expiresAt,
      });
      return {
        status: 200,
        headers: {
          'Content-Type': 'text/yaml; charset=utf-8',
          'Content-Disposition': `attachment; filename="${kubeconfigFileName(publicUrl)}"`,
          'Cache-Control': 'no-store',
        },
        raw: kubeconfigYaml(publicUrl, token),
      };
    },
  });
};
