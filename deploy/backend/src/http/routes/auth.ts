import type { Principal } from '../../authz/types';
import { json } from '../respond';
import type { RouteModule } from '../types';

/** The whoami `user`: empty string fields are omitted, `properties` is always an object. */
export function whoamiUser(principal: Principal): Record<string, unknown> {
  const user: Record<string, unknown> = { id: principal.id, name: principal.name };
  for (const key of ['email', 'type', 'avatar', 'external_id'] as const) {
    const value = principal[key];
    if (typeof value === 'string' && value !== '') user[key] = value;
  }
  user.properties = principal.properties && typeof principal.properties === 'object' ? principal.properties : {};
  return user;
}

/** GET /auth/whoami (reference 5.1). */
export const authRoutes: RouteModule = (router, deps) => {
  router.add({
    method: 'GET',
    path: '/auth/whoami',
    auth: 'optional',
    handler: async ({ principal }) => {
      if (!principal) return json(401, { error: 'error fetching user' });
      return json(200, {
        message: 'success',
        payload: {
          user: whoamiUser(principal),
          roles: principal.roles,
          permissions: principal.permissions,
          hostname: deps.hostname,
        },
      });
    },
  });
};
