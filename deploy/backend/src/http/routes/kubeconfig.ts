import type { IncomingMessage } from 'node:http';
import { kubeconfigFileName, kubeconfigTenant } from '@opsdeck/contracts';
import { issueAccessToken } from '../../authz/tokens';
import { assertSameSiteRequest } from '../cross-site';
import { HttpError } from '../errors';
import { KUBEPROXY_UNAVAILABLE } from './kubeproxy';
import { requestOrigin } from '../trust-proxy';
import type { RouteModule } from '../types';

/** How long a downloaded kubeconfig's token stays valid. */
export const KUBECONFIG_TOKEN_DAYS = 30;
/** Name prefix of kubeconfig tokens; downloading a kubeconfig replaces the person's previous one. */
export const KUBECONFIG_TOKEN_PREFIX = 'kubeconfig-';

/**
 * The console's public address: PUBLIC_URL, else the origin the browser used (the forwarded host
 * and scheme only behind a trusted proxy, TRUST_PROXY: the token must not be sent elsewhere).
 */
export function publicUrlOf(req: Pick<IncomingMessage, 'headers' | 'socket'>, trusted: boolean): string {
  const configured = process.env.PUBLIC_URL?.trim();
  if (configured) return configured.replace(/\/+$/, '');
  return requestOrigin(req, trusted);
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
 * caller's own permissions, so every signed-in user may have one. It is minted for a browser
 * session only (never for an access token, which could renew itself) and replaces the person's
 * previous kubeconfig token. Without a cluster behind /kubeproxy (kube/cluster.ts): 503.
 */
export const kubeconfigRoutes: RouteModule = (router, deps) => {
  router.add({
    method: 'GET',
    path: '/kubeconfig',
    handler: async ({ req, principal }) => {
      // a GET that mints a credential: never for a navigation another site started
      assertSameSiteRequest(req, deps.trustProxy);
      // without a cluster behind /kubeproxy the file would point at nothing
      if (!deps.kubernetes) throw new HttpError(503, 'unavailable', KUBEPROXY_UNAVAILABLE);
      // only a signed-in browser session mints one: a token (or an API session token) presenting
      // itself here would renew itself for another 30 days, again and again
      if (req.headers.authorization !== undefined || req.headers['x-session-token'] !== undefined) {
        throw new HttpError(
          403,
          'forbidden',
          'a kubeconfig is issued to a signed-in browser session, not to an access token or session token',
        );
      }
      const publicUrl = publicUrlOf(req, deps.trustProxy);
      const expiresAt = new Date(Date.now() + KUBECONFIG_TOKEN_DAYS * 24 * 3600 * 1000);
      const token = await deps.db.transaction(async (tx) => {
        // the new kubeconfig replaces the previous one: one kubeconfig token per person
        await tx.query(`DELETE FROM access_tokens WHERE person_id = $1 AND name LIKE '${KUBECONFIG_TOKEN_PREFIX}%'`, [
          principal!.id,
        ]);
        return (
          await issueAccessToken(tx, {
            personId: principal!.id,
            name: `${KUBECONFIG_TOKEN_PREFIX}${new Date().toISOString()}`,
            expiresAt,
          })
        ).token;
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
