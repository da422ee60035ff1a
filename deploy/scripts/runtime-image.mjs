#!/usr/bin/env node
// Assembles what the production image runs, after `pnpm run build`, into one folder:
//   deploy/backend/dist/{gateway,backend,create-admin}.js   server code bundled with esbuild (plain node)
//   deploy/backend/node_modules                              production dependencies only (pnpm deploy --prod)
//   deploy/backend/{package.json,migrations}, deploy/remotes.json, shell/dist, remotes/<name>/dist
// Usage: node deploy/scripts/runtime-image.mjs <empty or missing folder>
// Packages that load files next to their own code (PGlite's WASM, pg's optional native driver) stay
// external and come from node_modules; the workspace packages and zod are bundled.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const outRoot = path.resolve(process.argv[2] ?? '');
if (!process.argv[2] || (existsSync(outRoot) && readdirSync(outRoot).length > 0)) {
  console.error('usage: node deploy/scripts/runtime-image.mjs <empty or missing folder>');
  process.exit(2);
}

const backendOut = path.join(outRoot, 'deploy', 'backend');
const EXTERNAL = ['@electric-sql/pglite', 'pg', 'pg-native', 'qrcode'];

function step(message) {
  console.log(`[runtime-image] ${message}`);
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit' });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed with exit code ${result.status}`);
}

/**
 * A bundle has one __dirname, but the sources resolve files relative to their own folder
 * (migrations, package.json, the repository root). Each module that uses __dirname gets its
 * source folder back, expressed relative to the bundle so the layout may move as a whole.
 */
function sourceDirnamePlugin(outDir) {
  return {
    name: 'source-dirname',
    setup(pluginBuild) {
      pluginBuild.onLoad({ filter: /\.tsx?$/ }, (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`) && !args.path.includes(`${path.sep}@opsdeck${path.sep}`))
          return undefined;
        const source = readFileSync(args.path, 'utf8');
        const loader = args.path.endsWith('x') ? 'tsx' : 'ts';
        if (!/\b__dirname\b/.test(source)) return { contents: source, loader };
        const relative = path.relative(outDir, path.dirname(args.path)).split(path.sep).join('/');
        const contents =
          `import { resolve as __resolveSourceDir } from 'node:path';\n` +
          `const __sourceDir = __resolveSourceDir(__dirname, ${JSON.stringify(relative)});\n` +
          source.replace(/\b__dirname\b/g, '__sourceDir');
        return { contents, loader };
      });
    },
  };
}

async function bundleServers() {
  // The bundles sit where the backend package will be in the image, so relative source paths hold.
  const outDir = path.join(repoRoot, 'deploy', 'backend', 'dist');
  const result = await build({
    entryPoints: {
      gateway: path.join(repoRoot, 'deploy/gateway/main.ts'),
      backend: path.join(repoRoot, 'deploy/backend/src/main.ts'),
      'create-admin': path.join(repoRoot, 'deploy/backend/src/identity/create-admin.ts'),
    },
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    outdir: path.join(backendOut, 'dist'),
    external: EXTERNAL,
    sourcemap: 'linked',
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [sourceDirnamePlugin(outDir)],
  });
  if (result.errors.length > 0) throw new Error('bundling failed');
}

step(`production dependencies of @opsdeck/backend -> ${backendOut}`);
mkdirSync(path.dirname(backendOut), { recursive: true });
run('pnpm', ['--filter', '@opsdeck/backend', 'deploy', '--prod', backendOut]);
// Keep the manifest, migrations and dependencies; the sources are replaced by the bundles.
for (const entry of readdirSync(backendOut)) {
  if (!['package.json', 'migrations', 'node_modules'].includes(entry))
    rmSync(path.join(backendOut, entry), { recursive: true, force: true });
}
rmSync(path.join(backendOut, 'node_modules', '@opsdeck'), { recursive: true, force: true });

step('bundling the gateway, the standalone backend and create-admin');
await bundleServers();

step('copying the built shell, remotes and the runtime manifest');
const copy = (from, to = from) => {
  const source = path.join(repoRoot, from);
  if (!existsSync(source)) throw new Error(`${from} is missing: run "pnpm run build" first`);
  cpSync(source, path.join(outRoot, to), { recursive: true });
};
copy('shell/dist');
copy('deploy/remotes.json');
for (const name of readdirSync(path.join(repoRoot, 'remotes'))) {
  if (existsSync(path.join(repoRoot, 'remotes', name, 'package.json'))) copy(`remotes/${name}/dist`);
}
// A config.json written for local runs must not ship: the image's identity mode comes from the deployment.
rmSync(path.join(outRoot, 'shell', 'dist', 'config.json'), { force: true });
step(`done: node ${path.relative(process.cwd(), path.join(backendOut, 'dist', 'gateway.js'))}`);
