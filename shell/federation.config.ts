/** The host: builds with no static remotes; every remote is registered at runtime from /remotes.json. */
export const appDescription = {
  federationName: 'opsdeck_shell',
  kind: 'host' as const,
};
