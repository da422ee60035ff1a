/** Health checks and the topology dashboard: routes under /health, /topology and /view/... */
export const appDescription = {
  federationName: 'opsdeck_health_topology',
  kind: 'remote' as const,
  exposes: { './module': './src/module.ts' },
};
