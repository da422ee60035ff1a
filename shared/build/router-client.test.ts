import { setImmediate as nodeSetImmediate } from 'node:timers';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { reactRouterBuild, routerClientExports, RouterApiCheckPlugin } from './router-client';

const sharedDir = path.join(__dirname, '..');
// The package's tests run in jsdom, which lacks the timer webpack's queues use.
globalThis.setImmediate ??= nodeSetImmediate;

function compile(entrySource: string): Promise<string[]> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'router-check-'));
  writeFileSync(path.join(dir, 'entry.js'), entrySource);
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './entry.js',
    output: { path: path.join(dir, 'out') },
    externals: { 'react-router-dom': 'commonjs react-router-dom', 'react-router': 'commonjs react-router' },
    plugins: [new RouterApiCheckPlugin()],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      rmSync(dir, { recursive: true, force: true });
      if (error || !stats) return reject(error ?? new Error('no stats'));
      resolve((stats.toJson({ all: false, errors: true }).errors ?? []).map((e) => e.message));
    }),
  );
}

describe('react-router-client', () => {
  it('provides the router API the apps use', () => {
    const names = routerClientExports();
    for (const name of ['BrowserRouter', 'MemoryRouter', 'Routes', 'Route', 'Navigate', 'Outlet', 'Link', 'NavLink']) {
      expect(names).toContain(name);
    }
    for (const hook of ['useLocation', 'useNavigate', 'useParams', 'useSearchParams']) expect(names).toContain(hook);
  });

  it('re-exports only names that React Router production build exports', () => {
    const build = readFileSync(reactRouterBuild(sharedDir, true), 'utf8');
    const exported = new Set([...build.matchAll(/export\s*\{([^}]*)\}/g)].flatMap((m) => m[1]!.split(',').map((n) => n.trim())));
    for (const name of routerClientExports()) expect(exported).toContain(name);
  });

  it('fails a build that imports a router name the shell does not provide', async () => {
    const errors = await compile(
      "import { useBlocker, Link } from 'react-router-dom';\nimport { useParams } from 'react-router';\nconsole.log(useBlocker, Link, useParams);\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('useBlocker from react-router-dom is not provided by the shell');
  }, 30_000);
});
