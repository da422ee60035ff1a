/**
 * The parts of a remote's mf-manifest.json the federation runtime relies on. The shell reads the
 * manifest itself first, so a missing or malformed one is reported once, by the shell, with the
 * remote's name (the runtime would warn on every attempt).
 */
import { z } from 'zod/mini';
import { describeZodIssue } from '../schemas/issues';

export const REMOTE_EXPOSE = './module';

export const federationManifestSchema = z.looseObject({
  metaData: z.looseObject({
    /** Federation container name, e.g. opsdeck_catalog. */
    name: z.string().check(z.minLength(1)),
    remoteEntry: z.looseObject({ name: z.string().check(z.minLength(1)), path: z.string() }),
  }),
  exposes: z.array(z.looseObject({ path: z.string() })),
  shared: z.array(z.unknown()),
});
export type FederationManifest = z.infer<typeof federationManifestSchema>;

/** Why a manifest cannot serve the given container, or undefined when it can. */
export function federationManifestProblem(value: unknown, federationName: string): string | undefined {
  const result = federationManifestSchema.safeParse(value);
  if (!result.success) {
    const issue = describeZodIssue(result.error);
    return `not a federation manifest (${result.error.issues[0]?.path.length ? issue : `document: ${issue}`})`;
  }
  const manifest = result.data;
  if (manifest.metaData.name !== federationName) return `it describes ${manifest.metaData.name}, not ${federationName}`;
  if (!manifest.exposes.some((expose) => expose.path === REMOTE_EXPOSE)) return `it does not expose ${REMOTE_EXPOSE}`;
  return undefined;
}

/** One shared singleton of a federation manifest: the version built against and the range asked for. */
export const federationSharedSchema = z.looseObject({
  name: z.string(),
  version: z.string(),
  requiredVersion: z.optional(z.string()),
});
export type FederationShared = z.infer<typeof federationSharedSchema>;

/** The shared singletons a federation manifest records; entries that are not readable are left out. */
export function sharedOfFederationManifest(value: unknown): FederationShared[] {
  const shared = federationManifestSchema.safeParse(value);
  if (!shared.success) return [];
  return shared.data.shared.flatMap((entry) => {
    const parsed = federationSharedSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}
