/** Remote "health-topology": its only exposed module declares its routes, navigation and permissions. */
export const appDescription = {
  federationName: 'opsdeck_health_topology',
  kind: 'remote' as const,
  exposes: { './module': './src/module.ts' },
};
