// Every package's unit tests in one run; each project keeps its own environment (node or jsdom).
module.exports = {
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
