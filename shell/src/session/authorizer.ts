import { createAuthorizer, isAdmin, isViewer, type Permission } from '@opsdeck/contracts';
import type { Authorizer, SessionUser } from '@opsdeck/shared/services';

export interface WhoamiPayload {
  user: SessionUser;
  roles: string[];
  permissions: Permission[];
}

/** Turns the whoami answer into the authorizer every route, button and remote consults. */
export function authorizerFromSession(session: WhoamiPayload): Authorizer {
  const grants = createAuthorizer({ roles: session.roles, permissions: session.permissions });
  return {
    user: session.user,
    roles: session.roles,
    isAdmin: isAdmin(session.roles),
    isViewer: isViewer(session.roles),
    can: grants.can,
  };
}
