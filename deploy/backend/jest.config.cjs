// PGlite's CommonJS build loads its WASM and helpers through native `import()`, which Jest's VM
// rejects without --experimental-vm-modules; SWC rewrites those imports to require().
const base = require('../../jest.base.cjs').jestConfig(__dirname);

module.exports = {
  ...base,
  transform: {
    '[\\\\/]@electric-sql[\\\\/]pglite[\\\\/].+\\.cjs$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
    ...base.transform,
  },
  transformIgnorePatterns: ['/node_modules/(?!\\.pnpm|@electric-sql/pglite/)'],
  // Database tests may build a migrated template on first use (seconds on 2 cores).
  testTimeout: 60_000,
};
