/**
 * zod schemas for what the shell receives from a remote at runtime: the exposed `./module` and
 * each lazily loaded page module. Remotes are built and deployed on their own, so their exports
 * are checked like any other input before the shell uses them.
 */
import { z } from 'zod/mini';
import { RESOURCES } from '../auth/permissions';
import { describeZodIssue } from '../schemas/issues';
import { duplicateContributionIds } from './define-contribution';
import { EXTENSION_POINTS, RESOURCE_KINDS } from './extension-points';
import { REMOTE_NAMES, type RemoteModule } from './remote-module';

const isFunction = (value: unknown): value is (...args: never[]) => unknown => typeof value === 'function';
/** React components are functions, or objects for memo / forwardRef / lazy components. */
const isComponent = (value: unknown): boolean =>
  isFunction(value) || (typeof value === 'object' && value !== null && '$$typeof' in value);

export const requiredPermissionSchema = z.object({
  resource: z.enum(RESOURCES),
  action: z.enum(['read', 'write']),
});

export const remoteRouteSchema = z.object({
  path: z.string().check(z.startsWith('/')),
  title: z.string().check(z.minLength(1)),
  permission: z.optional(requiredPermissionSchema),
  feature: z.optional(z.string()),
  layout: z.enum(['sidebar', 'bare']),
  load: z.custom<() => Promise<{ default: unknown }>>(isFunction, { message: 'load must be a function' }),
});

export const remoteNavEntrySchema = z.object({
  key: z.string().check(z.minLength(1)),
  label: z.string().check(z.minLength(1)),
  path: z.string().check(z.startsWith('/')),
  group: z.enum(['main', 'settings']),
  order: z.number(),
  icon: z.optional(z.string()),
  permission: requiredPermissionSchema,
  feature: z.string(),
});

const contributionCommon = {
  id: z.string().check(z.regex(/^[a-z0-9][a-z0-9-]*$/, 'id must be lowercase letters, digits and dashes')),
  label: z.string().check(z.minLength(1)),
  order: z.number(),
  permissions: z.array(requiredPermissionSchema),
  feature: z.optional(z.string()),
  load: z.custom<() => Promise<{ default: unknown }>>(isFunction, { message: 'load must be a function' }),
};
const kindsOf = (kinds: readonly string[]) =>
  z.array(z.string().check(z.refine((kind) => kinds.includes(kind), `not a resource kind of this point (${kinds.join(', ')})`)));

export const contributionSchema = z.discriminatedUnion('point', [
  z.object({ point: z.literal('resource.action'), kinds: kindsOf(RESOURCE_KINDS), ...contributionCommon }),
  z.object({
    point: z.literal('resource.tab'),
    kinds: kindsOf(EXTENSION_POINTS['resource.tab']),
    path: z.string().check(z.regex(/^[a-z0-9-]+$/, 'a tab path is one lowercase segment')),
    ...contributionCommon,
  }),
  z.object({ point: z.literal('resource.panel'), kinds: kindsOf(EXTENSION_POINTS['resource.panel']), ...contributionCommon }),
  z.object({ point: z.literal('settings.page'), path: z.string().check(z.startsWith('/settings/')), ...contributionCommon }),
]);

export const remoteModuleSchema = z
  .object({
    name: z.enum(REMOTE_NAMES),
    version: z.string().check(z.minLength(1)),
    routes: z.array(remoteRouteSchema),
    nav: z.array(remoteNavEntrySchema),
    contributions: z.optional(z.array(contributionSchema)),
  })
  .check(
    z.refine(
      (module) => duplicateContributionIds(module.contributions ?? []).length === 0,
      'contribution ids must be unique per extension point',
    ),
  );

/** What a page chunk must export: its component as `default`. */
export const pageModuleSchema = z.object({
  default: z.custom<unknown>(isComponent, { message: 'the default export is not a component' }),
});

export type ParseResult<T> = { success: true; data: T } | { success: false; error: string };

/**
 * Checks the `remoteModule` export of a remote. `Component` is the caller's component type
 * (pages are only loaded later, and checked then with pageModuleSchema).
 */
export function parseRemoteModule<Component>(value: unknown): ParseResult<RemoteModule<Component>> {
  const result = remoteModuleSchema.safeParse(value);
  if (!result.success) return { success: false, error: describeZodIssue(result.error) };
  // Route loaders are kept as given (the schema only checked that they are functions).
  return { success: true, data: result.data as unknown as RemoteModule<Component> };
}

export function parsePageModule<Component>(value: unknown): ParseResult<{ default: Component }> {
  const result = pageModuleSchema.safeParse(value);
  if (!result.success) return { success: false, error: describeZodIssue(result.error) };
  return { success: true, data: result.data as { default: Component } };
}
