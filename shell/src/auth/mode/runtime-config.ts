import { z } from 'zod/mini';
import { RUNTIME_CONFIG_URL } from '@opsdeck/contracts';
import { fetchPreferringEarly } from '../../app/early-requests';

// Where the shell reads its deployment settings; absent means the defaults below.
export { RUNTIME_CONFIG_URL };

const ClerkConfigSchema = z.object({
  publishableKey: z.string().check(z.minLength(1)),
  /** JWT template named in getToken({ template }) for the organization backend. */
  jwtTemplate: z.optional(z.string().check(z.minLength(1))),
});

export const RuntimeConfigSchema = z
  .object({
    identityProvider: z._default(z.enum(['self-service', 'hosted']), 'self-service'),
    /** Canary-checker-only deployments: the health page alone, no sign-in, no sidebar. */
    healthOnly: z._default(z.boolean(), false),
    clerk: z.optional(ClerkConfigSchema),
  })
  .check(
    z.refine((config) => config.identityProvider !== 'hosted' || config.clerk !== undefined, {
      message: 'identityProvider "hosted" needs clerk.publishableKey',
      path: ['clerk'],
    }),
  );

export type RuntimeConfig = z.infer<typeof RuntimeConfigSchema>;
export type ClerkConfig = z.infer<typeof ClerkConfigSchema>;

export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = { identityProvider: 'self-service', healthOnly: false };

/** Which part of the shell a configuration starts. */
export type ShellMode = { kind: 'self-service' } | { kind: 'hosted'; clerk: ClerkConfig } | { kind: 'health-only' };

export function shellModeOf(config: RuntimeConfig): ShellMode {
  if (config.healthOnly) return { kind: 'health-only' };
  if (config.identityProvider === 'hosted' && config.clerk) return { kind: 'hosted', clerk: config.clerk };
  return { kind: 'self-service' };
}

/**
 * Reads /config.json. A missing file (404) means the defaults: the self-service provider. Any other
 * failure is an error, not a silent fallback, so a broken hosted deployment never offers the wrong sign-in.
 */
export async function fetchRuntimeConfig(
  url = RUNTIME_CONFIG_URL,
  fetcher: typeof fetch = fetchPreferringEarly,
): Promise<RuntimeConfig> {
  const response = await fetcher(url, { cache: 'no-store', headers: { Accept: 'application/json' } });
  if (response.status === 404) return DEFAULT_RUNTIME_CONFIG;
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
  const parsed = RuntimeConfigSchema.safeParse(await response.json());
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${url} is invalid: ${issue ? `${issue.path.join('.') || '(root)'}: ${issue.message}` : 'unknown reason'}`);
  }
  return parsed.data;
}
