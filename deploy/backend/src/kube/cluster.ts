import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { z } from 'zod';

/** The Kubernetes API server /kubeproxy forwards to, and how the backend signs in to it. */
export interface KubeCluster {
  /** Base URL of the API server, e.g. https://10.96.0.1:443 (no trailing slash). */
  server: string;
  /** Bearer token of the backend's own identity (a service account), read on every request: tokens rotate. */
  token: () => string;
  /** PEM certificate authority for an https server; undefined: the system's. */
  ca?: string | undefined;
  /** The kubeconfig said to skip server certificate checks. */
  insecureSkipTlsVerify?: boolean;
  /** Where the configuration came from, for the start-up log. */
  source: string;
}

/** Where Kubernetes mounts a pod's service account. */
export const SERVICE_ACCOUNT_DIR = '/var/run/secrets/kubernetes.io/serviceaccount';
/** The variable naming a kubeconfig file for /kubeproxy (outside a cluster). */
export const KUBECONFIG_ENV = 'OPSDECK_KUBECONFIG';

const kubeconfigSchema = z.object({
  'current-context': z.string().optional(),
  clusters: z.array(
    z.object({
      name: z.string(),
      cluster: z.object({
        server: z.string().url(),
        'certificate-authority-data': z.string().optional(),
        'certificate-authority': z.string().optional(),
        'insecure-skip-tls-verify': z.boolean().optional(),
      }),
    }),
  ),
  contexts: z.array(z.object({ name: z.string(), context: z.object({ cluster: z.string(), user: z.string() }) })),
  users: z.array(
    z.object({ name: z.string(), user: z.object({ token: z.string().optional(), tokenFile: z.string().optional() }) }),
  ),
});

class KubeConfigError extends Error {}

/** Reads a file relative to the kubeconfig holding its name, as kubectl does. */
const readBeside = (file: string, name: string) => readFileSync(path.resolve(path.dirname(file), name), 'utf8');

/**
 * The cluster of a kubeconfig file's current context (the first context without one), signed in
 * with its user's token or token file. Client certificates and exec plugins are not supported.
 */
export function clusterFromKubeconfig(file: string): KubeCluster {
  const parsed = kubeconfigSchema.safeParse(yaml.load(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new KubeConfigError(`${file} is not a kubeconfig: ${parsed.error.issues[0]?.message ?? ''}`);
  const config = parsed.data;
  const context = config.contexts.find((c) => c.name === config['current-context']) ?? config.contexts[0];
  if (!context) throw new KubeConfigError(`${file} has no context`);
  const cluster = config.clusters.find((c) => c.name === context.context.cluster)?.cluster;
  const user = config.users.find((u) => u.name === context.context.user)?.user;
  if (!cluster) throw new KubeConfigError(`${file}: context ${context.name} names no known cluster`);
  if (!user?.token && !user?.tokenFile) throw new KubeConfigError(`${file}: the user of context ${context.name} has no token`);
  const { tokenFile, token } = user;
  let ca: string | undefined;
  if (cluster['certificate-authority-data']) ca = Buffer.from(cluster['certificate-authority-data'], 'base64').toString('utf8');
  else if (cluster['certificate-authority']) ca = readBeside(file, cluster['certificate-authority']);
  return {
    server: cluster.server.replace(/\/+$/, ''),
    token: () => (tokenFile ? readBeside(file, tokenFile).trim() : token!),
    ca,
    insecureSkipTlsVerify: cluster['insecure-skip-tls-verify'] ?? false,
    source: `kubeconfig ${file}`,
  };
}

/** The API server of the pod's own cluster, signed in as its service account. */
export function inClusterCluster(env: NodeJS.ProcessEnv, dir = SERVICE_ACCOUNT_DIR): KubeCluster | null {
  const host = env.KUBERNETES_SERVICE_HOST;
  const tokenFile = path.join(dir, 'token');
  if (!host || !existsSync(tokenFile)) return null;
  const port = env.KUBERNETES_SERVICE_PORT || '443';
  const caFile = path.join(dir, 'ca.crt');
  return {
    server: `https://${host.includes(':') ? `[${host}]` : host}:${port}`,
    token: () => readFileSync(tokenFile, 'utf8').trim(),
    ca: existsSync(caFile) ? readFileSync(caFile, 'utf8') : undefined,
    source: `in-cluster service account (${host}:${port})`,
  };
}

/**
 * The cluster /kubeproxy forwards to: the kubeconfig named by OPSDECK_KUBECONFIG, else the
 * in-cluster service account, else none (the proxy and the kubeconfig download are unavailable).
 * A named kubeconfig that cannot be read stops the start: a deployment asking for a cluster must get one.
 */
export function resolveKubeCluster(env: NodeJS.ProcessEnv = process.env, serviceAccountDir?: string): KubeCluster | null {
  const file = env[KUBECONFIG_ENV]?.trim();
  if (file) return clusterFromKubeconfig(file);
  return inClusterCluster(env, serviceAccountDir);
}
