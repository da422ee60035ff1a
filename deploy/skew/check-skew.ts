/**
 * Deploy-time skew check: every remote in the runtime manifest must ask for shared singletons the
 * shell provides in a satisfying version. A remote built against a newer React or kit than the
 * deployed shell would otherwise fail at runtime in the browser.
 *
 * Usage: tsx deploy/skew/check-skew.ts [remotes.json] (reads built files from shell/ and remotes/).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseRuntimeManifest, satisfiesRange } from '@opsdeck/contracts';

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

/** The range rule, shared with the shell's About page. */
export const satisfies = satisfiesRange;

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

export interface SkewReport {
  problems: SkewProblem[];
  /** Remotes whose built manifest was compared with the shell's. */
  checked: string[];
  /** Remotes served from elsewhere (not built here), with their entry. */
  skipped: { name: string; entry: string }[];
}

/**
 * Compares the built shell (`<root>/shell/dist/mf-manifest.json`) with every remote of the runtime
 * manifest that this gateway serves (`/remotes/<name>/<version>/mf-manifest.json` is
 * `<root>/remotes/<name>/dist/<version>/mf-manifest.json`). Each manifest records, per shared
 * singleton, the version the app was built against: React's, the router's and the UI kit's
 * (`@opsdeck/shared` and its entry points carry the kit's package version).
 */
export function checkDeployment(root: string, runtimeManifestFile: string): SkewReport {
  const manifest = parseRuntimeManifest(JSON.parse(readFileSync(runtimeManifestFile, 'utf8')));
  const shell = readShared(path.join(root, 'shell', 'dist', 'mf-manifest.json'));
  const remotes: Record<string, ManifestShared[]> = {};
  const skipped: SkewReport['skipped'] = [];
  for (const entry of manifest.remotes) {
    const local = /^\/remotes\/([^/]+)\/(.+)$/.exec(entry.entry);
    if (!local) {
      skipped.push({ name: entry.name, entry: entry.entry });
      continue;
    }
    remotes[entry.name] = readShared(path.join(root, 'remotes', local[1]!, 'dist', local[2]!));
  }
  return { problems: findSkew(shell, remotes), checked: Object.keys(remotes), skipped };
}

function main(): void {
  const root = path.resolve(__dirname, '..', '..');
  const { problems, checked, skipped } = checkDeployment(
    root,
    path.resolve(process.argv[2] ?? path.join(root, 'deploy', 'remotes.json')),
  );
  for (const { name, entry } of skipped) console.log(`skip ${name}: ${entry} is served elsewhere`);
  for (const p of problems)
    console.error(`${p.remote}: ${p.shared} ${p.required} but the shell provides ${p.provided ?? 'nothing'}`);
  console.log(problems.length ? `${problems.length} skew problem(s)` : `no skew: ${checked.length} remotes agree with the shell`);
  process.exit(problems.length ? 1 : 0);
}

if (require.main === module) main();
