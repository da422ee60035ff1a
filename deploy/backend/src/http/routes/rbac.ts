import { isUuid } from '@opsdeck/contracts';
import { z } from 'zod';
import {
  ReviewError,
  reviewRequestSchema,
  runAccessReview,
  runAccessSearch,
  searchRequestSchema,
} from '../../authz/access-review';
import { addRoles, dumpPolicies, personExists, rolesOf, tokenPermissions, UnknownRolesError } from '../../authz/rbac-admin';
import { badRequest, HttpError, notFound } from '../errors';
import { json } from '../respond';
import type { RouteModule } from '../types';

const updateRoleSchema = z.object({
  roles: z.array(z.string().trim().min(1, 'a role may not be empty')).min(1, 'roles is required'),
});

const requireUuid = (what: string, id: string): void => {
  if (!isUuid(id)) throw badRequest(`invalid ${what} id`, `"${id}" is not a ${what} id`);
};

/**
 * The RBAC administration routes of reference 5.2, each guarded by the `rbac` resource as Mission
 * Control guards them by its `rbac` object (update for update_role, read otherwise): admins, and
 * whoever an admin granted it. Success bodies are duty's HTTPSuccess (`{message, payload}`), errors
 * its HTTPError (`{error, message}`). Roles are this console's six; an unknown one is 400 (Mission
 * Control would store any string), and an unknown person or token is 404 (Mission Control answers
 * 500 for a token it cannot find). Access reviews and searches are decided by this backend's
 * authorizer per resource type (authz/access-review.ts).
 */
export const rbacRoutes: RouteModule = (router, deps) => {
  router.add({
    method: 'POST',
    path: '/rbac/:id/update_role',
    audit: { action: 'update' },
    access: { resource: 'rbac', action: 'write' },
    handler: async (ctx) => {
      const id = ctx.params.id!;
      requireUuid('person', id);
      const { roles } = await ctx.body(updateRoleSchema);
      if (!(await personExists(deps.db, id))) throw notFound(`person ${id} was not found`, 'Error updating roles');
      try {
        await addRoles(deps.db, id, roles);
      } catch (err) {
        if (err instanceof UnknownRolesError) throw new HttpError(400, err.message, 'Invalid request body');
        throw err;
      }
      return json(200, { message: 'Role updated successfully' });
    },
  });

  router.add({
    method: 'GET',
    path: '/rbac/:id/roles',
    access: { resource: 'rbac', action: 'read' },
    handler: async (ctx) => {
      const id = ctx.params.id!;
      requireUuid('person', id);
      return json(200, { message: '', payload: await rolesOf(deps.db, id) });
    },
  });

  router.add({
    method: 'GET',
    path: '/rbac/token/:id/permissions',
    access: { resource: 'rbac', action: 'read' },
    handler: async (ctx) => {
      const id = ctx.params.id!;
      requireUuid('token', id);
      const permissions = await tokenPermissions(deps.db, id);
      if (!permissions) throw notFound(`token ${id} was not found`, 'Error getting token');
      return json(200, { message: '', payload: permissions });
    },
  });

  // Reviews and searches query the role matrix and permission rows; POST carries the question.
  const answer = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (err) {
      if (err instanceof ReviewError) throw new HttpError(err.status, err.message);
      throw err;
    }
  };

  router.add({
    method: 'POST',
    path: '/rbac/subject-access-reviews',
    access: { resource: 'rbac', action: 'read' },
    readOnly: true,
    handler: async (ctx) => {
      const request = await ctx.body(reviewRequestSchema);
      const results = await answer(() => runAccessReview(deps.db, request));
      return json(200, { resource: request.resource, action: request.action, results });
    },
  });

  router.add({
    method: 'POST',
    path: '/rbac/subject-access-search',
    access: { resource: 'rbac', action: 'read' },
    readOnly: true,
    handler: async (ctx) => {
      const request = await ctx.body(searchRequestSchema);
      return json(200, await answer(() => runAccessSearch(deps.db, request)));
    },
  });

  router.add({
    method: 'GET',
    path: '/rbac/dump',
    access: { resource: 'rbac', action: 'read' },
    handler: async () => json(200, await dumpPolicies(deps.db)),
  });
};
