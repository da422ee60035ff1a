// The workspace's lint configuration keeps the micro-frontends apart: each case lints a snippet as if
// it were a file at `filePath`, with the real eslint.config.mjs. ESLint loads its configuration with
// a dynamic import, which Jest's module sandbox does not run, so the linting happens in a child
// Node.js process.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

interface Fixture {
  filePath: string;
  code: string;
}

const LINT_FIXTURES = `
import { ESLint } from 'eslint';
const fixtures = JSON.parse(process.argv[1]);
const eslint = new ESLint({ cwd: process.cwd(), overrideConfigFile: 'eslint.config.mjs' });
const results = [];
for (const { filePath, code } of fixtures) {
  const [result] = await eslint.lintText(code, { filePath, warnIgnored: true });
  results.push(result.messages.map((m) => ({ ruleId: m.ruleId, message: m.message })));
}
process.stdout.write(JSON.stringify(results));
`;

/** The rule ids each fixture breaks, in order. */
function lint(fixtures: Fixture[]): string[][] {
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', LINT_FIXTURES, JSON.stringify(fixtures)], {
    cwd: root,
    encoding: 'utf8',
  });
  const results = JSON.parse(output) as { ruleId: string | null; message: string }[][];
  return results.map((messages) => messages.map((m) => m.ruleId ?? `fatal: ${m.message}`));
}

const inRemote = (remote: string, file: string) => path.join(root, 'remotes', remote, file);

const cases: { name: string; fixture: Fixture; expected: string[] }[] = [
  {
    name: 'a remote importing another remote by relative path',
    fixture: {
      filePath: inRemote('incidents', 'src/features/incident-list/components/Page.tsx'),
      code: "import { CatalogPage } from '../../../../../catalog/src/features/catalog-list/components/CatalogPage';\nexport const Page = CatalogPage;\n",
    },
    expected: ['opsdeck/remote-boundaries'],
  },
  {
    name: 'a remote importing another remote by package name',
    fixture: {
      filePath: inRemote('settings', 'src/module.ts'),
      code: "import { remoteModule } from '@opsdeck/remote-catalog/src/module';\nexport const other = remoteModule;\n",
    },
    expected: ['opsdeck/remote-boundaries'],
  },
  {
    name: "a remote's module loading another remote's page lazily",
    fixture: {
      filePath: inRemote('catalog', 'src/module.ts'),
      code: "export const load = () => import('../../settings/src/features/connections/components/ConnectionsPage');\n",
    },
    expected: ['opsdeck/remote-boundaries'],
  },
  {
    name: "a feature importing another feature's internals",
    fixture: {
      filePath: inRemote('health-topology', 'src/features/topology/components/Toolbar.tsx'),
      code: "import { parseHealthParams } from '../../health/lib/params';\nexport const parse = parseHealthParams;\n",
    },
    expected: ['opsdeck/remote-boundaries'],
  },
  {
    name: "a feature re-exporting another feature's module",
    fixture: {
      filePath: inRemote('catalog', 'src/features/catalog-list/api/shared.ts'),
      code: "export * from '../../catalog-detail/api/configDetail';\n",
    },
    expected: ['opsdeck/remote-boundaries'],
  },
  {
    name: "a feature importing its own modules, the remote's lib, api and components, and packages",
    fixture: {
      filePath: inRemote('health-topology', 'src/features/topology/components/Toolbar.tsx'),
      code: [
        "import { ROUTES } from '@opsdeck/contracts';",
        "import { Box } from '@opsdeck/shared';",
        "import { params } from '../lib/params';",
        "import { canReadTables } from '../../../lib/access';",
        "import { useAgentNames } from '../../../api/agentNames';",
        "import { ViewSelect } from '../../../components/ViewSelect';",
        'export const all = [ROUTES, Box, params, canReadTables, useAgentNames, ViewSelect];',
        '',
      ].join('\n'),
    },
    expected: [],
  },
  {
    name: "the remote's module importing its features",
    fixture: {
      filePath: inRemote('health-topology', 'src/module.ts'),
      code: "export const load = () => import('./features/health/components/HealthPage');\n",
    },
    expected: [],
  },
  {
    name: 'a hook called conditionally',
    fixture: {
      filePath: inRemote('catalog', 'src/features/catalog-list/components/Page.tsx'),
      code: "import { useState } from 'react';\nexport function Page({ on }: { on: boolean }) {\n  if (on) useState(0);\n  return null;\n}\n",
    },
    expected: ['react-hooks/rules-of-hooks'],
  },
  {
    name: 'an effect missing a dependency',
    fixture: {
      filePath: path.join(root, 'shell/src/layout/Fixture.tsx'),
      code: "import { useEffect } from 'react';\nexport function Title({ title }: { title: string }) {\n  useEffect(() => {\n    document.title = title;\n  }, []);\n  return null;\n}\n",
    },
    expected: ['react-hooks/exhaustive-deps'],
  },
];

describe('lint boundaries (eslint.config.mjs)', () => {
  let found: string[][];
  beforeAll(() => {
    found = lint(cases.map((c) => c.fixture));
  }, 60_000);

  it.each(cases.map((c, index) => [c.name, index] as const))('%s', (_, index) => {
    expect(found[index]).toEqual(cases[index]!.expected);
  });
});
