/**
 * Deploy-time skew check: every remote in the runtime manifest must ask for shared singletons the
 * shell provides in a satisfying version. A remote built against a newer React or kit than the
 * deployed shell would otherwise fail at runtime in the browser.
 *
 * Usage: tsx deploy/skew/check-skew.ts [remotes.json] (reads built files from shell/ and remotes/).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseRuntimeManifest } from '@opsdeck/contracts';

interface ManifestShared {
  name: string;
  version: string;
  requiredVersion?: string;
}

export interface SkewProblem {
  remote: string;
  shared: string;
  required: string;
  provided: string | undefined;
}

/** Caret and exact ranges, the only forms the builds write (`^x.y.z`, `x.y.z`). */
export function satisfies(version: string, range: string): boolean {
  const parse = (v: string) =>
    v
      .replace(/^[\^~=v]/, '')
      .split('-')[0]!
      .split('.')
      .map(Number);
  const [major, minor, patch] = parse(version);
  const [rMajor, rMinor, rPatch] = parse(range);
  if ([major, minor, patch, rMajor, rMinor, rPatch].some((n) => n === undefined || Number.isNaN(n))) return false;
  if (!range.startsWith('^')) return major === rMajor && minor === rMinor && patch === rPatch;
  if (major !== rMajor) return false;
  if (rMajor === 0 && minor !== rMinor) return false;
  return minor! > rMinor! || (minor === rMinor && patch! >= rPatch!);
}

export function findSkew(shell: ManifestShared[], remotes: Record<string, ManifestShared[]>): SkewProblem[] {
  const provided = new Map(shell.map((entry) => [entry.name, entry.version]));
  const problems: SkewProblem[] = [];
  for (const [remote, shared] of Object.entries(remotes)) {
    for (const entry of shared) {
      const required = entry.requiredVersion ?? `^${entry.version}`;
      const version = provided.get(entry.name);
      if (!version || !satisfies(version, required)) problems.push({ remote, shared: entry.name, required, provided: version });
    }
  }
  return problems;
}

function readShared(file: string): ManifestShared[] {
  return (JSON.parse(readFileSync(file, 'utf8')) as { shared: ManifestShared[] }).shared;
}

function main(): void {
  const root = path.resolve(__dirname, '..', '..');
  const manifest = parseRuntimeManifest(
    JSON.parse(readFileSync(path.resolve(process.argv[2] ?? path.join(root, 'deploy', 'remotes.json')), 'utf8')),
  );
  const shell = readShared(path.join(root, 'shell', 'dist', 'mf-manifest.json'));
  const remotes: Record<string, ManifestShared[]> = {};
  for (const entry of manifest.remotes) {
    // Entries served by this gateway map to remotes/<name>/dist/<version>/mf-manifest.json.
    const local = /^\/remotes\/([^/]+)\/(.+)$/.exec(entry.entry);
    if (!local) {
      console.log(`skip ${entry.name}: ${entry.entry} is served elsewhere`);
      continue;
    }
    remotes[entry.name] = readShared(path.join(root, 'remotes', local[1]!, 'dist', local[2]!));
  }
  const problems = findSkew(shell, remotes);
  for (const p of problems)
    console.error(`${p.remote}: ${p.shared} ${p.required} but the shell provides ${p.provided ?? 'nothing'}`);
  console.log(
    problems.length
      ? `${problems.length} skew problem(s)`
      : `no skew: ${Object.keys(remotes).length} remotes agree with the shell`,
  );
  process.exit(problems.length ? 1 : 0);
}

if (require.main === module) main();
