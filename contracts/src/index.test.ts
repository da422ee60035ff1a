import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as contracts from './index';

describe('public API', () => {
  it('exports what the backend and apps import', () => {
    for (const name of [
      'can',
      'resourceForTable',
      'isAdmin',
      'isViewer',
      'ROLES',
      'RESOURCES',
      'ROLE_MATRIX',
      'createApiClient',
      'totalFromContentRange',
      'from',
      'fetchList',
      'errorMessageFromResponse',
      'isFeatureEnabled',
      'disableKey',
      'ROUTES',
      'matchRoute',
      'pageTitle',
      'encodeFilterValue',
      'parseUrlFilterParam',
      'parsePageState',
      'sessionUserSchema',
      'DEFAULT_STALE_TIME_MS',
      'REQUEST_TIMED_OUT',
    ]) {
      expect(contracts).toHaveProperty(name);
    }
  });
});

describe('runtime neutrality', () => {
  // Shared with the Node backend and the login page: no React, no full zod, no DOM-only globals.
  const sourceFiles = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      // federation/ has its own owner and tests.
      if (statSync(path).isDirectory()) return name === 'federation' ? [] : sourceFiles(path);
      return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
    });
  const files = sourceFiles(__dirname);

  it.each(files.map((file) => [relative(__dirname, file), file]))('%s imports only allowed modules', (_, file) => {
    const source = readFileSync(file, 'utf8');
    const imports = [...source.matchAll(/from\s+'([^']+)'/g)].map((match) => match[1] as string);
    for (const specifier of imports) {
      expect(specifier.startsWith('.') || ['axios', 'zod/mini'].includes(specifier)).toBe(true);
    }
    expect(source).not.toMatch(/\b(?:window|document|localStorage|sessionStorage)\./);
  });
});
