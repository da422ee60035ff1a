/**
 * Writes a remote's module manifest (`module-manifest.json`, next to its mf-manifest.json): what
 * its exposed module declares (routes, navigation, contributions) without the loaders. It is
 * produced by evaluating the module itself in Node at build time, so it cannot drift from the
 * code; the shell reads it at start-up and loads the remote's JavaScript only when it is used.
 * A module only imports contracts; its pages and contributions are `import()`s that are not run.
 */
import { pathToFileURL } from 'node:url';
import webpack from 'webpack';
import {
  declarationsOf,
  parseRemoteDeclarations,
  parseRemoteModule,
  REMOTE_DECLARATIONS_FILE,
  type RemoteDeclarations,
} from '@opsdeck/contracts';

/**
 * Evaluates `moduleFile` and returns the declarations of its `remoteModule` export, checked with
 * the same schemas the shell uses. `env` holds the `process.env` values the bundle is compiled
 * with (APP_VERSION), set while the module is evaluated.
 */
export async function readModuleDeclarations(moduleFile: string, env: Record<string, string> = {}): Promise<RemoteDeclarations> {
  const previous = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
  Object.assign(process.env, env);
  let exported: { remoteModule?: unknown };
  try {
    exported = (await import(pathToFileURL(moduleFile).href)) as { remoteModule?: unknown };
  } finally {
    for (const [key, value] of Object.entries(previous)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
  const parsed = parseRemoteModule(exported.remoteModule);
  if (!parsed.success) throw new Error(`${moduleFile} does not export a valid remoteModule (${parsed.error})`);
  // What the shell will read: JSON, checked with the declarations schema.
  const declarations = parseRemoteDeclarations(JSON.parse(JSON.stringify(declarationsOf(parsed.data))));
  if (!declarations.success) throw new Error(`the declarations of ${moduleFile} are invalid (${declarations.error})`);
  return declarations.data;
}

export class ModuleDeclarationsPlugin {
  constructor(
    private readonly moduleFile: string,
    private readonly env: Record<string, string> = {},
  ) {}

  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('ModuleDeclarationsPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'ModuleDeclarationsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          try {
            const declarations = await readModuleDeclarations(this.moduleFile, this.env);
            // The build time shows on the shell's About page next to the version.
            const withBuildTime: RemoteDeclarations = {
              ...declarations,
              builtAt: this.env.BUILD_TIME ?? new Date().toISOString(),
            };
            compilation.emitAsset(REMOTE_DECLARATIONS_FILE, new webpack.sources.RawSource(JSON.stringify(withBuildTime)));
          } catch (error) {
            compilation.errors.push(new webpack.WebpackError(error instanceof Error ? error.message : String(error)));
          }
        },
      );
    });
  }
}
