/**
 * Builds the kit's global styles into a stylesheet the shell's HTML links, so the first page does
 * not compute them (Chakra's token CSS alone is about 650 variables) and Emotion does not
 * serialize and insert them while the page renders. The CSS is made by the very system and
 * Emotion pipeline the browser would use; the kit sees the link and skips its own copy
 * (src/theme/global-stylesheet.ts).
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import { GLOBAL_STYLESHEET_ATTRIBUTE } from '../src/theme/global-stylesheet';
import type { configuredSystem } from '../src/theme/system';

type KitSystem = typeof configuredSystem;

const PLUGIN = 'GlobalStylesheetPlugin';

interface EmotionCache {
  registered: Record<string, string>;
  sheet: unknown;
  insert(selector: string, serialized: unknown, sheet: unknown, shouldCache: boolean): string | void;
}

// Emotion's own cache and serializer, as @emotion/react (a kit dependency) resolves them.
const emotion = createRequire(require.resolve('@emotion/react/package.json', { paths: [__dirname] }));
const createCache = (emotion('@emotion/cache') as { default: (options: { key: string }) => EmotionCache }).default;
const { serializeStyles } = emotion('@emotion/serialize') as {
  serializeStyles: (args: unknown[], registered: Record<string, string>) => unknown;
};

/**
 * The CSS that ChakraProvider's <Global> elements insert for this system: the layer order, then
 * the reset, the global CSS and the tokens' variables. Emotion's server build returns the rules
 * an insertion would add.
 */
export function globalStylesheetCss(system: KitSystem): string {
  const cache = createCache({ key: 'kit-global' });
  const styles = [system.layers.atRule, ...(system._global as unknown[])];
  return styles
    .map((style) => {
      const rules = cache.insert('', serializeStyles([style], cache.registered), cache.sheet, false);
      if (typeof rules !== 'string') throw new Error('Emotion did not return the rules of a global style');
      return rules;
    })
    .join('\n');
}

/** Emits kit-global.<hash>.css and links it first in the head of the HTML. */
export class GlobalStylesheetPlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      let file: string | undefined;
      compilation.hooks.processAssets.tapPromise(
        { name: PLUGIN, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          // Loaded here, not at the top: only the shell's build evaluates the kit's theme.
          const { configuredSystem } = await import('../src/theme/system');
          const css = globalStylesheetCss(configuredSystem);
          file = `kit-global.${createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`;
          compilation.emitAsset(file, new webpack.sources.RawSource(css));
        },
      );
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN, (data) => {
        if (!file) throw new Error('the global stylesheet was not built before the HTML');
        data.headTags.unshift(
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'stylesheet',
            href: `${data.publicPath}${file}`,
            [GLOBAL_STYLESHEET_ATTRIBUTE]: true,
          }),
        );
        return data;
      });
    });
  }
}
