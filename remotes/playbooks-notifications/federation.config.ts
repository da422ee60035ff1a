/** Remote "playbooks-notifications": its only exposed module declares its routes, navigation and permissions. */
export const appDescription = {
  federationName: 'opsdeck_playbooks_notifications',
  kind: 'remote' as const,
  exposes: { './module': './src/module.ts' },
};
