/**
 * The runtime manifest the gateway serves at /remotes.json. It lists which remotes exist and
 * where their mf-manifest.json lives; removing an entry disables that remote's features.
 */
import { z } from 'zod/mini';
import { REMOTE_NAMES } from './remote-module';

export const runtimeManifestEntrySchema = z.object({
  name: z.enum(REMOTE_NAMES),
  /** URL of the remote's mf-manifest.json; absolute or relative to the shell's origin. */
  entry: z.string().check(z.minLength(1)),
});

export const runtimeManifestSchema = z.object({
  remotes: z.array(runtimeManifestEntrySchema),
});

export type RuntimeManifestEntry = z.infer<typeof runtimeManifestEntrySchema>;
export type RuntimeManifest = z.infer<typeof runtimeManifestSchema>;

/** Parses a manifest, keeping the first entry of each remote name. */
export function parseRuntimeManifest(input: unknown): RuntimeManifest {
  const manifest = runtimeManifestSchema.parse(input);
  const seen = new Set<string>();
  return { remotes: manifest.remotes.filter((entry) => !seen.has(entry.name) && seen.add(entry.name)) };
}
