// Server-side authentication and authorization: who is calling, and may they touch this table.
export type { Access, Authenticator, Person, Principal } from './types';
export { loadAccess } from './access';
export { authorizeResource, authorizeTable, type TableDecision } from './authorize';
export { bearerTokenAuthenticator, chainAuthenticators, hashAccessToken, issueAccessToken, tokenFromRequest } from './tokens';
export { authorizeEmbed, CATALOGUE_EXPOSURE, EMBED_DISPLAY_COLUMNS, type EmbedDecision } from './relations';
export { HEALTH_ONLY_PRINCIPAL, HEALTH_ONLY_ROUTES, isHealthOnlyMode, isHealthOnlyRoute } from './health-only';
