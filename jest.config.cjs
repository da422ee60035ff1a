// Every package's unit tests in one run; each project keeps its own environment (node or jsdom).
module.exports = {
  // A global option: per-project values are ignored in a multi-project run. Database-backed suites
  // build an embedded Postgres per file, which takes seconds on 2 busy cores.
  testTimeout: 60_000,
  projects: [
    '<rootDir>/contracts',
    '<rootDir>/shared',
    '<rootDir>/shell',
    '<rootDir>/remotes/health-topology',
    '<rootDir>/remotes/catalog',
    '<rootDir>/remotes/incidents',
    '<rootDir>/remotes/playbooks-notifications',
    '<rootDir>/remotes/settings',
    '<rootDir>/deploy',
    '<rootDir>/deploy/backend',
  ],
};
