/**
 * The runtime manifest the gateway serves at /remotes.json. It lists which remotes exist and
 * where their mf-manifest.json lives; removing an entry disables that remote's features.
 */
import { z } from 'zod/mini';
import { describeZodIssue } from '../schemas/issues';
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

export interface RuntimeManifestReading {
  manifest: RuntimeManifest;
  /** One line per entry that was dropped: its position and why. */
  dropped: string[];
}

/**
 * Reads a manifest entry by entry: an entry that is invalid (unknown remote, no entry URL) or
 * repeats a remote is dropped and reported, the others are kept. Only a document without a
 * `remotes` list is refused as a whole.
 */
export function readRuntimeManifest(input: unknown): RuntimeManifestReading {
  const list = z.object({ remotes: z.array(z.unknown()) }).parse(input).remotes;
  const remotes: RuntimeManifestEntry[] = [];
  const dropped: string[] = [];
  list.forEach((raw, index) => {
    const entry = runtimeManifestEntrySchema.safeParse(raw);
    if (!entry.success) {
      dropped.push(`remotes[${index}]: ${describeZodIssue(entry.error)} (${JSON.stringify(raw) ?? String(raw)})`);
    } else if (remotes.some((kept) => kept.name === entry.data.name)) {
      dropped.push(`remotes[${index}]: ${entry.data.name} is listed more than once; the first entry is used`);
    } else remotes.push(entry.data);
  });
  return { manifest: { remotes }, dropped };
}
