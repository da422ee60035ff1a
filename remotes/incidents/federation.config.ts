/** Remote "incidents": its only exposed module declares its routes, navigation and permissions. */
export const appDescription = {
  federationName: 'opsdeck_incidents',
  kind: 'remote' as const,
  exposes: { './module': './src/module.ts' },
};
