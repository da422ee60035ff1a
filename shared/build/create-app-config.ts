/**
 * One webpack configuration for every federated app (the shell host and each remote), so the
 * shared singletons, loaders, hashing and manifests cannot drift between them.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import webpack, { type Configuration } from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { SHARED_SINGLETONS, packageNameOf } from '../src/federation/singletons';
import { GlobalStylesheetPlugin } from './global-stylesheet-plugin';
import { ModuleDeclarationsPlugin } from './module-declarations-plugin';
import { PrecompressPlugin } from './precompress-plugin';
import { reactRouterBuild, ROUTER_CLIENT_MODULE, ROUTER_KEYS, RouterApiCheckPlugin } from './router-client';

export interface AppBuildOptions {
  /** Package directory of the app. */
  dir: string;
  /** Federation container name, a JS identifier (e.g. opsdeck_catalog). */
  federationName: string;
  kind: 'host' | 'remote';
  /** Remote only: exposed modules, e.g. { './module': './src/module.ts' }. */
  exposes?: Record<string, string>;
  mode: 'production' | 'development';
  /** Extra `process.env.*` values compiled into the app. */
  defines?: Record<string, string>;
  /** Host only: runtime plugins (retry, fallback). */
  runtimePlugins?: string[];
}

interface PackageJson {
  name: string;
  version: string;
  dependencies?: Record<string, string>;
}

const readJson = (file: string): PackageJson => JSON.parse(readFileSync(file, 'utf8')) as PackageJson;

/** Resolves the installed version of a package as seen from the app directory. */
function installedVersion(appDir: string, pkg: string): string {
  const require = createRequire(path.join(appDir, 'package.json'));
  let dir = path.dirname(require.resolve(pkg));
  // Walk up to the package root: entry files may sit in nested dist folders.
  for (;;) {
    try {
      const json = readJson(path.join(dir, 'package.json'));
      if (json.name === pkg) return json.version;
    } catch {
      // no package.json at this level
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`cannot find the package.json of ${pkg}`);
    dir = parent;
  }
}

interface SharedEntry {
  singleton: true;
  requiredVersion: string;
  version: string;
  packageName: string;
  import?: false | string;
  issuerLayer?: string;
}

/**
 * A layer no module of the shell is in. The shell's shared entries are consumed only by modules
 * of this layer, that is never: the shell provides the singletons but imports its own copies
 * directly. It is the only provider (remotes are built with `import: false`, and with
 * 'loaded-first' its copies win), so a remote gets the very module instances the shell runs. The
 * shell's own imports are then ordinary modules: tree-shaken (the sign-in pages load the kit
 * parts they render, not the whole kit entry), chunked together instead of one file per shared
 * fallback, and not waiting for share-scope negotiation before the first render.
 */
export const NEVER_CONSUMED_LAYER = 'opsdeck-remotes-only';

/**
 * The shell provides every singleton; remotes only consume them (`import: false`), so a remote
 * bundles no fallback copy of React, the router or the UI kit: smaller and much faster builds.
 */
function sharedConfig(appDir: string, kind: AppBuildOptions['kind']) {
  const shared: Record<string, SharedEntry> = {};
  for (const key of SHARED_SINGLETONS) {
    const pkg = packageNameOf(key);
    const version = installedVersion(appDir, pkg);
    const provided = kind === 'remote' ? false : ROUTER_KEYS.has(key) ? ROUTER_CLIENT_MODULE : undefined;
    shared[key] = {
      singleton: true,
      requiredVersion: `^${version}`,
      version,
      packageName: pkg,
      ...(provided === undefined ? {} : { import: provided }),
      ...(kind === 'host' ? { issuerLayer: NEVER_CONSUMED_LAYER } : {}),
    };
  }
  return shared;
}

/**
 * The shell's chunks that every page needs (the login page included): one file instead of one per
 * shared singleton's fallback, so fewer requests (each costs about 450 bytes of headers) and one
 * brotli stream that compresses better.
 */
const hostCacheGroups = {
  framework: {
    test: /[\\/]node_modules[\\/]\.pnpm[\\/](react|react-dom|scheduler|react-router|@emotion\+[a-z-]+|stylis|react-is|hoist-non-react-statics)@|[\\/]shared[\\/]build[\\/]react-router-client\.mjs$/,
    name: 'framework',
    chunks: 'all' as const,
    enforce: true,
    priority: 20,
  },
  // Chakra's styling engine and the state-machine core under every component: every page
  // renders through them, and one copy is not duplicated into the chunks that need a piece.
  uiCore: {
    test: /[\\/]node_modules[\\/](@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](styled-system|preset|theme|merge-props|create-context|utils|components[\\/]icons)|@zag-js[\\/](core|react|dom-query|utils|anatomy|types|focus-visible)[\\/]|@ark-ui[\\/]react[\\/]dist[\\/](utils|providers|components[\\/]field)[\\/])/,
    name: 'ui-core',
    chunks: 'all' as const,
    enforce: true,
    priority: 15,
  },
  // TanStack Query, loaded by the screens that query (never by the sign-in pages): one chunk.
  query: {
    test: /[\\/]node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/]/,
    name: 'query',
    chunks: 'all' as const,
    enforce: true,
    priority: 15,
  },
};

export function createAppConfig(options: AppBuildOptions): Configuration {
  const { dir, federationName, kind, mode } = options;
  const pkg = readJson(path.join(dir, 'package.json'));
  const buildTime = new Date().toISOString();
  const production = mode === 'production';
  // Remotes deploy into versioned folders so a manifest entry can be rolled back to an older path.
  const outputPath = kind === 'remote' ? path.join(dir, 'dist', pkg.version) : path.join(dir, 'dist');
  const defines: Record<string, string> = {
    'process.env.NODE_ENV': JSON.stringify(mode),
    'process.env.APP_VERSION': JSON.stringify(pkg.version),
    'process.env.BUILD_TIME': JSON.stringify(buildTime),
  };
  for (const [key, value] of Object.entries(options.defines ?? {})) defines[`process.env.${key}`] = JSON.stringify(value);

  return {
    name: federationName,
    mode,
    context: dir,
    // A remote has no page of its own: its only entry is the federation container.
    entry: kind === 'host' ? { main: './src/index.ts' } : {},
    target: 'web',
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: {
      path: outputPath,
      publicPath: 'auto',
      uniqueName: federationName,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    // Loaders are dependencies of this build package, not of each app.
    resolveLoader: { modules: [path.join(__dirname, '..', 'node_modules'), 'node_modules'] },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      conditionNames: ['browser', 'import', 'module', 'default'],
      alias: {
        'opsdeck-react-router-build$': reactRouterBuild(dir, production),
        // The shell imports the router module it provides (it consumes nothing, see sharedConfig).
        ...(kind === 'host' ? { 'react-router$': ROUTER_CLIENT_MODULE, 'react-router-dom$': ROUTER_CLIENT_MODULE } : {}),
      },
    },
    module: {
      // A missing export is a build error, not a runtime undefined.
      parser: { javascript: { exportsPresence: 'error' } },
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
                target: 'es2020',
              },
            },
          },
        },
        // The kit has no import-time side effects: an import of its entry point only brings the
        // modules of the names used (the entry itself stays out of the shell's sign-in pages).
        { test: /[\\/]shared[\\/]src[\\/]/, sideEffects: false },
        // Chakra's theme helpers are identity functions; marked pure so unused recipes are dropped.
        {
          test: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](theme[\\/]|preset)/,
          use: path.join(__dirname, 'pure-define-calls-loader.cjs'),
        },
        // Monaco's ESM sources reference worker URLs we do not ship; the editor wires its own two workers.
        { test: /[\\/]monaco-editor[\\/]esm[\\/].*\.js$/, parser: { url: false, worker: false } },
        { test: /\.css$/, use: ['style-loader', 'css-loader'] },
        { test: /\.(ttf|woff2?|svg|png)$/, type: 'asset/resource' },
      ],
    },
    optimization: {
      minimize: production,
      minimizer: [
        new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false, terserOptions: { compress: { passes: 2 } } }),
      ],
      moduleIds: production ? 'deterministic' : 'named',
      chunkIds: production ? 'deterministic' : 'named',
      // Kit entries and contracts modules used by several lazy chunks go to a common chunk even when
      // small; with the default 20 KB threshold each chunk carried its own copy (about 7 KB gzip on
      // a console page). Vendor code keeps the defaults so the login page is not split further.
      splitChunks: {
        cacheGroups: {
          ...(kind === 'host' ? hostCacheGroups : {}),
          workspace: {
            test: /[\\/](contracts|shared)[\\/]src[\\/]/,
            minChunks: 2,
            // The shell's small shared pieces stay inside the chunks that use them: on the sign-in page a
            // chunk of 1 to 4 KB cost as much in request headers as it saved.
            minSize: kind === 'host' ? 20_000 : 3000,
            priority: -5,
            reuseExistingChunk: true,
          },
        },
      },
    },
    performance: { hints: false },
    plugins: [
      new webpack.DefinePlugin(defines),
      // Axios bundles its fetch adapter (about 5 KB compressed) next to the XHR one it uses in browsers.
      new webpack.NormalModuleReplacementPlugin(
        /[\\/]axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/,
        path.join(__dirname, 'axios-fetch-adapter.mjs'),
      ),
      new RouterApiCheckPlugin(),
      new ModuleFederationPlugin({
        name: federationName,
        filename: production ? 'remoteEntry.[contenthash:8].js' : 'remoteEntry.js',
        exposes: options.exposes,
        remotes: {},
        shared: sharedConfig(dir, kind),
        shareStrategy: 'loaded-first',
        manifest: { fileName: 'mf-manifest.json' },
        dts: false,
        runtimePlugins: options.runtimePlugins,
        // Remotes reuse the federation runtime the shell already loaded instead of shipping their own.
        // target 'web' compiles out the runtime's Node.js script loading (unreachable in a browser),
        // about 3 KB compressed in the shell and in every remote entry.
        experiments: {
          ...(kind === 'host' ? { provideExternalRuntime: true } : { externalRuntime: true }),
          optimization: { target: 'web' },
        },
      }),
      // A remote's module manifest: its routes, navigation and contributions as JSON, for the shell.
      ...(kind === 'remote' && options.exposes?.['./module']
        ? [
            new ModuleDeclarationsPlugin(path.join(dir, options.exposes['./module']), {
              APP_VERSION: pkg.version,
              BUILD_TIME: buildTime,
            }),
          ]
        : []),
      ...(production ? [new PrecompressPlugin()] : []),
      ...(kind === 'host'
        ? [
            new HtmlWebpackPlugin({
              template: path.join(dir, 'src', 'index.html'),
              scriptLoading: 'defer',
              // Absolute, so deep links such as /settings/connections load /main.<hash>.js.
              publicPath: '/',
              chunks: ['main'],
            }),
            new GlobalStylesheetPlugin(),
          ]
        : []),
    ],
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}
