/**
 * @jest-environment node
 */
// Node, as in the build: Emotion's server build returns the rules it would insert.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import { configuredSystem } from '../src/theme/system';
import { GLOBAL_STYLESHEET_ATTRIBUTE } from '../src/theme/global-stylesheet';
import { GlobalStylesheetPlugin, globalStylesheetCss } from './global-stylesheet-plugin';

describe('the global stylesheet', () => {
  const css = globalStylesheetCss(configuredSystem);

  it('declares the layer order first, as ChakraProvider does', () => {
    expect(configuredSystem.layers.atRule).toBe('@layer reset, base, tokens, recipes;');
    expect(css.startsWith('@layer reset,base,tokens,recipes;\n')).toBe(true);
  });

  it('holds the CSS variables of the tokens, the reset and the kit global CSS', () => {
    expect(css.match(/--chakra-[a-z0-9-]+:/g)?.length).toBeGreaterThan(500);
    for (const name of ['--chakra-colors-bg:', '--chakra-colors-fg-muted:', '--chakra-spacing-4:', '--chakra-radii-md:'])
      expect(css).toContain(name);
    expect(css).toContain('@layer reset{');
    expect(css).toContain('@layer tokens{');
    // The dark mode's values, and the kit's focus ring from its global CSS.
    expect(css).toMatch(/\.dark/);
    expect(css).toMatch(/:focus-visible\{[^}]*outline-width:2px/);
  });

  it('is emitted by the build and linked first in the head of the HTML', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'global-stylesheet-'));
    try {
      writeFileSync(path.join(dir, 'entry.js'), 'document.title = "x";\n');
      writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head><title>x</title></head><body></body></html>');
      const compiler = webpack({
        mode: 'production',
        context: dir,
        entry: { main: './entry.js' },
        output: { path: path.join(dir, 'dist'), publicPath: '/' },
        // As the apps' builds: no CSS minimizer (the stylesheet is compressed, not rewritten).
        optimization: { minimize: false },
        plugins: [new HtmlWebpackPlugin({ template: path.join(dir, 'index.html') }), new GlobalStylesheetPlugin()],
      });
      const stats = await new Promise<webpack.Stats>((resolve, reject) =>
        compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))),
      );
      expect(stats.hasErrors()).toBe(false);
      const html = readFileSync(path.join(dir, 'dist', 'index.html'), 'utf8');
      // The production build minifies the HTML: attribute values lose their quotes.
      const link = html.match(/<link rel="?stylesheet"? href="?\/(kit-global\.[0-9a-f]{8}\.css)"? ([a-z-]+)>/);
      expect(link?.[2]).toBe(GLOBAL_STYLESHEET_ATTRIBUTE);
      expect(readFileSync(path.join(dir, 'dist', link![1]!), 'utf8')).toBe(css);
      expect(html.indexOf('kit-global')).toBeLessThan(html.indexOf('<script'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});
