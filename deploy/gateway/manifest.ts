/**
 * Reads the runtime manifest served at /remotes.json entry by entry: an entry that does not
 * validate (an unknown remote, a missing entry URL) is dropped and reported, and the other remotes
 * are still served. Only a file that is not a manifest at all is an error for the whole console.
 */
import { parseRuntimeManifest, runtimeManifestEntrySchema, type RuntimeManifest } from '@opsdeck/contracts';
import { z } from 'zod/mini';

const manifestShape = z.object({ remotes: z.array(z.unknown()) });

export interface ManifestReading {
  /** null when the file cannot be used at all. */
  manifest: RuntimeManifest | null;
  /** One line per dropped entry, or the reason the whole file was refused. */
  problems: string[];
}

function describe(entry: unknown): string {
  const name = typeof entry === 'object' && entry !== null && 'name' in entry ? (entry as { name: unknown }).name : undefined;
  return typeof name === 'string' ? `"${name}"` : JSON.stringify(entry);
}

export function readRuntimeManifest(text: string): ManifestReading {
  let input: unknown;
  try {
    input = JSON.parse(text);
  } catch (error) {
    return { manifest: null, problems: [(error as Error).message] };
  }
  const shape = manifestShape.safeParse(input);
  if (!shape.success) return { manifest: null, problems: ['expected {"remotes": [...]}'] };
  const problems: string[] = [];
  const valid = shape.data.remotes.flatMap((entry, index) => {
    const parsed = runtimeManifestEntrySchema.safeParse(entry);
    if (parsed.success) return [parsed.data];
    const issue = parsed.error.issues[0];
    const reason = issue ? `${issue.path.join('.') || '(entry)'}: ${issue.message}` : 'invalid';
    problems.push(`remotes[${index}] ${describe(entry)} dropped (${reason})`);
    return [];
  });
  return { manifest: parseRuntimeManifest({ remotes: valid }), problems };
}
