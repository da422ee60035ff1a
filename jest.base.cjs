// One Jest set-up for every package: SWC transpiles TS/TSX, workspace packages are consumed from source.
const path = require('node:path');

/** @param {string} dir package directory  @param {{ dom?: boolean }} [opts] */
function jestConfig(dir, opts = {}) {
  return {
    displayName: require(path.join(dir, 'package.json')).name,
    rootDir: dir,
    testEnvironment: opts.dom ? 'jsdom' : 'node',
    transform: {
      '^.+\\.(t|j)sx?$|^.+\\.mjs$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // The kit's icon sets ship ES modules only (one file per icon).
    transformIgnorePatterns: ['/node_modules/(?!\\.pnpm|@tanstack/(react-table|table-core)/|lucide-react/|@icons-pack/)'],
    moduleNameMapper: { '\\.(css)$': path.join(__dirname, 'shared/src/testing/style-mock.cjs') },
    setupFilesAfterEnv: opts.dom ? [path.join(__dirname, 'shared/src/testing/jest-setup-dom.ts')] : [],
    testMatch: ['**/*.test.ts', '**/*.test.tsx'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/', '/e2e/'],
    ...opts.extra,
  };
}
module.exports = { jestConfig };
