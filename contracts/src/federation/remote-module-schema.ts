/**
 * zod schemas for what the shell receives from a remote at runtime: the exposed `./module` and
 * each lazily loaded page module. Remotes are built and deployed on their own, so their exports
 * are checked like any other input before the shell uses them.
 */
import { z } from 'zod/mini';
import { RESOURCES } from '../auth/permissions';
import { describeZodIssue } from '../schemas/issues';
import { duplicateContributionIds } from './define-contribution';
import { EXTENSION_POINTS, RESOURCE_KINDS, type Contribution } from './extension-points';
import { REMOTE_NAMES, type RemoteDeclarations, type RemoteModule } from './remote-module';

const isFunction = (value: unknown): value is (...args: never[]) => unknown => typeof value === 'function';
/** React components are functions, or objects for memo / forwardRef / lazy components. */
const isComponent = (value: unknown): boolean =>
  isFunction(value) || (typeof value === 'object' && value !== null && '$$typeof' in value);

export const requiredPermissionSchema = z.object({
  resource: z.enum(RESOURCES),
  action: z.enum(['read', 'write']),
});

const loadSchema = z.custom<() => Promise<{ default: unknown }>>(isFunction, { message: 'load must be a function' });

const routeDeclaration = {
  path: z.string().check(z.startsWith('/')),
  title: z.string().check(z.minLength(1)),
  permission: z.optional(requiredPermissionSchema),
  feature: z.optional(z.string()),
  layout: z.enum(['sidebar', 'bare']),
};
export const remoteRouteSchema = z.object({ ...routeDeclaration, load: loadSchema });
/** A route as declared in a remote's module manifest: everything but its loader. */
export const remoteRouteDeclarationSchema = z.object(routeDeclaration);

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

const contributionDeclaration = {
  id: z.string().check(z.regex(/^[a-z0-9][a-z0-9-]*$/, 'id must be lowercase letters, digits and dashes')),
  label: z.string().check(z.minLength(1)),
  order: z.number(),
  permissions: z.array(requiredPermissionSchema),
  feature: z.optional(z.string()),
};
const kindsOf = (kinds: readonly string[]) =>
  z.array(z.string().check(z.refine((kind) => kinds.includes(kind), `not a resource kind of this point (${kinds.join(', ')})`)));

/** The contribution variants, with the given common fields (with or without the loader). */
const contributionVariants = <Common extends typeof contributionDeclaration>(common: Common) =>
  z.discriminatedUnion('point', [
    z.object({ point: z.literal('resource.action'), kinds: kindsOf(RESOURCE_KINDS), ...common }),
    z.object({
      point: z.literal('resource.tab'),
      kinds: kindsOf(EXTENSION_POINTS['resource.tab']),
      path: z.string().check(z.regex(/^[a-z0-9-]+$/, 'a tab path is one lowercase segment')),
      ...common,
    }),
    z.object({ point: z.literal('resource.panel'), kinds: kindsOf(EXTENSION_POINTS['resource.panel']), ...common }),
    z.object({ point: z.literal('settings.page'), path: z.string().check(z.startsWith('/settings/')), ...common }),
    z.object({ point: z.literal('palette.command'), keywords: z.optional(z.array(z.string())), ...common }),
  ]);

export const contributionSchema = contributionVariants({ ...contributionDeclaration, load: loadSchema });
/** A contribution as declared in a remote's module manifest: everything but its loader. */
export const contributionDeclarationSchema = contributionVariants(contributionDeclaration);

const uniqueContributionIds = <T extends { contributions?: Pick<Contribution, 'point' | 'id'>[] | undefined }>() =>
  z.refine<T>(
    (module) => duplicateContributionIds(module.contributions ?? []).length === 0,
    'contribution ids must be unique per extension point',
  );

export const remoteModuleSchema = z
  .object({
    name: z.enum(REMOTE_NAMES),
    version: z.string().check(z.minLength(1)),
    routes: z.array(remoteRouteSchema),
    nav: z.array(remoteNavEntrySchema),
    contributions: z.optional(z.array(contributionSchema)),
  })
  .check(uniqueContributionIds());

/**
 * A remote's module manifest (`module-manifest.json`, next to its mf-manifest.json): its module
 * without the loaders, written at build time from the module itself. The shell builds navigation,
 * routes and extension slots from it and loads the remote's code only when a page or a
 * contribution of it is used.
 */
export const remoteDeclarationsSchema = z
  .object({
    name: z.enum(REMOTE_NAMES),
    version: z.string().check(z.minLength(1)),
    routes: z.array(remoteRouteDeclarationSchema),
    nav: z.array(remoteNavEntrySchema),
    contributions: z.optional(z.array(contributionDeclarationSchema)),
    builtAt: z.optional(z.string()),
  })
  .check(uniqueContributionIds());

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

/** Checks a remote's module manifest (JSON read from the network). */
export function parseRemoteDeclarations(value: unknown): ParseResult<RemoteDeclarations> {
  const result = remoteDeclarationsSchema.safeParse(value);
  if (!result.success) return { success: false, error: describeZodIssue(result.error) };
  return { success: true, data: result.data as RemoteDeclarations };
}

/** A module's declarations: the module without its loaders, as JSON can carry it. */
export function declarationsOf(module: RemoteModule): RemoteDeclarations {
  const withoutLoad = <T extends { load: unknown }>({ load: _load, ...rest }: T): Omit<T, 'load'> => rest;
  return {
    name: module.name,
    version: module.version,
    routes: module.routes.map(withoutLoad),
    nav: module.nav,
    ...(module.contributions?.length ? { contributions: module.contributions.map(withoutLoad) } : {}),
  } as RemoteDeclarations;
}

export function parsePageModule<Component>(value: unknown): ParseResult<{ default: Component }> {
  const result = pageModuleSchema.safeParse(value);
  if (!result.success) return { success: false, error: describeZodIssue(result.error) };
  return { success: true, data: result.data as { default: Component } };
}
