/**
 * Builds (or serves in development) the federated app in the current directory.
 * Usage from an app package: `tsx ../shared/build/cli.ts build|serve`.
 * The app's own `federation.config.ts` says what it is (host or remote, exposes, name).
 * STATS_OUT=<file> also writes the build's chunks and their modules as JSON.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { createAppConfig, type AppBuildOptions } from './create-app-config';

type AppDescription = Omit<AppBuildOptions, 'dir' | 'mode'>;

async function main(): Promise<void> {
  const command = process.argv[2] ?? 'build';
  const dir = process.cwd();
  const { appDescription } = (await import(path.join(dir, 'federation.config.ts'))) as { appDescription: AppDescription };
  const mode = command === 'serve' ? 'development' : 'production';
  const config = createAppConfig({ ...appDescription, dir, mode });

  if (command === 'build') {
    const started = Date.now();
    const compiler = webpack(config);
    const stats = await new Promise<webpack.Stats>((resolve, reject) =>
      compiler.run((err, result) => (err || !result ? reject(err ?? new Error('no stats')) : resolve(result))),
    );
    await new Promise<void>((resolve) => compiler.close(() => resolve()));
    const info = stats.toJson({ all: false, errors: true, warnings: true });
    // STATS_OUT=<file>: the chunks and the modules in each, for finding what a page downloads.
    if (process.env.STATS_OUT) {
      const detail = stats.toJson({ all: false, chunks: true, chunkModules: true, chunkOrigins: true, ids: true });
      writeFileSync(process.env.STATS_OUT, JSON.stringify(detail));
    }
    for (const w of info.warnings ?? []) console.warn(w.message);
    if (stats.hasErrors()) {
      for (const e of info.errors ?? []) console.error(e.message);
      process.exit(1);
    }
    console.log(
      `${appDescription.federationName}: built in ${((Date.now() - started) / 1000).toFixed(1)} s -> ${config.output?.path}`,
    );
    return;
  }
  if (command === 'serve') {
    const { default: WebpackDevServer } = await import('webpack-dev-server');
    const port = Number(process.env.PORT ?? 3000);
    const server = new WebpackDevServer(
      { port, hot: false, historyApiFallback: true, headers: { 'Access-Control-Allow-Origin': '*' } },
      webpack(config),
    );
    await server.start();
    return;
  }
  console.error('usage: cli.ts build|serve');
  process.exit(2);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
