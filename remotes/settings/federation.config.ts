/** Remote "settings": its only exposed module declares its routes, navigation and permissions. */
export const appDescription = {
  federationName: 'opsdeck_settings',
  kind: 'remote' as const,
  exposes: { './module': './src/module.ts' },
};
