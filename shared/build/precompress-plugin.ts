/**
 * Writes brotli (.br) and gzip (.gz) copies of each script and stylesheet next to it, so the
 * gateway sends maximally compressed bodies without compressing at request time. Brotli at
 * quality 11 makes the JavaScript about 8% smaller than the gateway's on-the-fly quality 9; it
 * is slow, so only files up to 1 MB get it (Monaco's multi-megabyte chunk stays at 9).
 */
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import webpack from 'webpack';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COMPRESSIBLE = /\.(js|mjs|css)$/;
const MIN_BYTES = 1024;
const MAX_QUALITY_BYTES = 1024 * 1024;

/** The brotli quality for a body of this size. */
export const brotliQualityFor = (bytes: number): number => (bytes <= MAX_QUALITY_BYTES ? zlib.BROTLI_MAX_QUALITY : 9);

export async function precompress(raw: Buffer): Promise<{ br: Buffer; gz: Buffer }> {
  const [br, gz] = await Promise.all([
    brotli(raw, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: brotliQualityFor(raw.length), [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length },
    }),
    gzipAsync(raw, { level: 9 }),
  ]);
  return { br, gz };
}

export class PrecompressPlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'PrecompressPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        async (assets) => {
          const jobs = Object.entries(assets)
            .filter(([name, source]) => COMPRESSIBLE.test(name) && source.size() >= MIN_BYTES)
            .map(async ([name, source]) => {
              const raw = source.buffer();
              const { br, gz } = await precompress(raw);
              const info = { compressed: true, immutable: compilation.getAsset(name)?.info.immutable };
              compilation.emitAsset(`${name}.br`, new webpack.sources.RawSource(br), info);
              compilation.emitAsset(`${name}.gz`, new webpack.sources.RawSource(gz), info);
            });
          await Promise.all(jobs);
        },
      );
    });
  }
}
