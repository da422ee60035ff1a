/**
 * The shell provides React Router to every app as a client-only module (react-router-client.mjs)
 * instead of the package itself: see that file for why. This module locates React Router's own
 * build for it and checks at build time that apps import only names it provides.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import webpack from 'webpack';

/** The module the host provides for both router keys. */
export const ROUTER_CLIENT_MODULE = path.join(__dirname, 'react-router-client.mjs');
export const ROUTER_KEYS: ReadonlySet<string> = new Set(['react-router', 'react-router-dom']);

/** Names react-router-client.mjs exports: the router API an app may import. */
export function routerClientExports(source = readFileSync(ROUTER_CLIENT_MODULE, 'utf8')): Set<string> {
  const list = /export\s*\{([^}]*)\}/.exec(source)?.[1] ?? '';
  return new Set(
    list
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
}

/** React Router's production (or development) build, which react-router-client.mjs re-exports. */
export function reactRouterBuild(appDir: string, production: boolean): string {
  const require = createRequire(path.join(appDir, 'package.json'));
  const entry = require.resolve('react-router');
  const build = path.join(path.dirname(entry), '..', production ? 'production' : 'development', 'index.mjs');
  if (!existsSync(build)) throw new Error(`React Router's build is not at ${build}: update reactRouterBuild for this version`);
  return build;
}

interface ImportDependency {
  request?: string;
  getIds?: (graph: webpack.ModuleGraph) => string[];
}

/** Fails the build when an app imports a router name the shell does not provide. */
export class RouterApiCheckPlugin {
  constructor(private readonly allowed: ReadonlySet<string> = routerClientExports()) {}

  apply(compiler: webpack.Compiler): void {
    compiler.hooks.compilation.tap('RouterApiCheckPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('RouterApiCheckPlugin', (modules) => {
        for (const module of modules) {
          if ((module as { resource?: string }).resource === ROUTER_CLIENT_MODULE) continue;
          for (const dependency of module.dependencies as ImportDependency[]) {
            if (!dependency.request || !ROUTER_KEYS.has(dependency.request)) continue;
            const name = dependency.getIds?.call(dependency, compilation.moduleGraph)[0];
            if (!name || this.allowed.has(name)) continue;
            const error = new webpack.WebpackError(
              `${name} from ${dependency.request} is not provided by the shell: add it to shared/build/react-router-client.mjs`,
            );
            error.module = module;
            compilation.errors.push(error);
          }
        }
      });
    });
  }
}
