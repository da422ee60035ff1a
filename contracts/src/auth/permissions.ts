// Roles, permission resources and the role matrix (spec 1 section 6), shared by the
// browser authorizer and the backend's request authorization.

export const ROLES = ['admin', 'editor', 'commander', 'responder', 'viewer', 'guest'] as const;
export type Role = (typeof ROLES)[number];
/** Role names by key, for call sites that prefer `ROLE.admin` to a string literal. */
export const ROLE = {
  admin: 'admin',
  editor: 'editor',
  commander: 'commander',
  responder: 'responder',
  viewer: 'viewer',
  guest: 'guest',
} as const satisfies Record<Role, Role>;

export const RESOURCES = [
  'database',
  'rbac',
  'auth',
  'responder',
  'incident',
  'evidences',
  'comments',
  'canaries',
  'topologies',
  'config_scrapers',
  'identities',
  'connections',
  'kratos',
  'agents',
  'properties',
  'logging_backends',
  'integrations',
  'notifications',
  'playbooks',
  'playbook_runs',
  'permissions',
] as const;
export type Resource = (typeof RESOURCES)[number];
export const RESOURCE = Object.fromEntries(RESOURCES.map((name) => [name, name])) as {
  readonly [K in Resource]: K;
};

/** The two access levels a route or button requires on a resource. */
export type PermissionAction = 'read' | 'write';
export type AccessAction = PermissionAction;
export const ACCESS_ACTIONS: readonly PermissionAction[] = ['read', 'write'];

/** A permission row of the whoami payload (reference 5.1). Every field may be absent. */
export interface Permission {
  id?: string;
  subject?: string;
  object?: string;
  action?: string;
  deny?: boolean;
  condition?: string | null;
}

export interface AccessSubject {
  roles: readonly string[];
  permissions?: readonly Permission[];
}

export interface RoleGrants {
  read: readonly Resource[];
  write: readonly Resource[];
}

const allResourcesExcept = (...excluded: Resource[]): Resource[] => RESOURCES.filter((resource) => !excluded.includes(resource));

/** Commanders, responders, viewers and guests all read the same set. */
const OPERATOR_READ = allResourcesExcept('rbac', 'identities', 'connections');
const OPERATOR_WRITE: Resource[] = ['responder', 'incident', 'evidences', 'comments'];

/** The role matrix of spec 1 section 6, as data. */
export const ROLE_MATRIX: Readonly<Record<Role, RoleGrants>> = {
  admin: { read: [...RESOURCES], write: [...RESOURCES] },
  editor: { read: [...RESOURCES], write: allResourcesExcept('connections', 'identities', 'rbac') },
  commander: { read: OPERATOR_READ, write: OPERATOR_WRITE },
  responder: { read: OPERATOR_READ, write: OPERATOR_WRITE },
  viewer: { read: OPERATOR_READ, write: [] },
  guest: { read: OPERATOR_READ, write: [] },
};

/** Roles that may trigger "Run Now" on a check. */
export const RUN_NOW_ROLES: readonly Role[] = ['admin', 'editor', 'responder', 'commander'];

export const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);
export const isResource = (value: string): value is Resource => (RESOURCES as readonly string[]).includes(value);

export const isAdmin = (roles: readonly string[]): boolean => roles.includes('admin');
export const isViewer = (roles: readonly string[]): boolean => roles.includes('viewer') || roles.includes('guest');
export const canRunChecks = (roles: readonly string[]): boolean => RUN_NOW_ROLES.some((role) => roles.includes(role));

/**
 * Mission Control's global permission objects (spec 3) that name one of our resources differently.
 * Without this a real backend's whoami rows such as {object: 'catalog'} would grant nothing.
 */
export const PERMISSION_OBJECT_ALIASES: Readonly<Record<string, Resource>> = {
  catalog: 'database',
  topology: 'topologies',
  people: 'identities',
  connection: 'connections',
  notification: 'notifications',
  agent: 'agents',
};

function resourcesForObject(object: string | undefined): readonly Resource[] {
  if (object === undefined) return [];
  if (object === '*') return RESOURCES;
  if (isResource(object)) return [object];
  const alias = Object.hasOwn(PERMISSION_OBJECT_ALIASES, object) ? PERMISSION_OBJECT_ALIASES[object] : undefined;
  return alias ? [alias] : [];
}

/** Maps a permission action (possibly a comma list such as "create,read,update,delete") to read/write. */
export function accessActionsFor(action: string | undefined): AccessAction[] {
  if (action === undefined) return [];
  const result = new Set<AccessAction>();
  for (const part of action.split(',').map((item) => item.trim())) {
    if (part === '*') {
      result.add('read');
      result.add('write');
    } else if (part === 'read') {
      result.add('read');
    } else if (part === 'write' || part === 'create' || part === 'update' || part === 'delete') {
      result.add('write');
    }
    // other actions (playbook:run, playbook:approve, ...) do not map to read/write grants
  }
  return [...result];
}

const hasCondition = (permission: Permission): boolean =>
  typeof permission.condition === 'string' && permission.condition.trim() !== '';

export interface ResolvedGrants {
  read: ReadonlySet<Resource>;
  write: ReadonlySet<Resource>;
}

/**
 * Read and write grants of a subject: the union of its roles' matrix rows and its unconditional
 * allow rows, minus every unconditional deny row (a deny wins over any grant), except that an
 * admin always keeps read and write on permissions (so no row can lock administrators out of
 * undoing rows).
 */
export function resolveGrants(subject: AccessSubject): ResolvedGrants {
  const grants = { read: new Set<Resource>(), write: new Set<Resource>() };
  const denied = { read: new Set<Resource>(), write: new Set<Resource>() };

  for (const role of subject.roles) {
    if (!isRole(role)) continue;
    ROLE_MATRIX[role].read.forEach((resource) => grants.read.add(resource));
    ROLE_MATRIX[role].write.forEach((resource) => grants.write.add(resource));
  }

  for (const permission of subject.permissions ?? []) {
    // Conditional rows depend on the target object; the coarse authorizer cannot evaluate them.
    if (hasCondition(permission)) continue;
    const target = permission.deny === true ? denied : grants;
    for (const action of accessActionsFor(permission.action)) {
      resourcesForObject(permission.object).forEach((resource) => target[action].add(resource));
    }
  }

  for (const action of ACCESS_ACTIONS) {
    denied[action].forEach((resource) => grants[action].delete(resource));
    // Administrators keep the power to repair permission rows whatever the rows say.
    if (isAdmin(subject.roles)) grants[action].add('permissions');
  }
  return grants;
}

/** Whether the subject may perform `action` on `resource`. Unknown resources are never allowed. */
export function can(subject: AccessSubject, action: AccessAction, resource: Resource): boolean {
  if (!isResource(resource)) return false;
  return resolveGrants(subject)[action].has(resource);
}

export interface Authorizer {
  can(action: PermissionAction, resource: Resource): boolean;
  readonly grants: ResolvedGrants;
}

/** Resolves a subject's grants once, for checks made on every render or request. */
export function createAuthorizer(subject: AccessSubject): Authorizer {
  const grants = resolveGrants(subject);
  return {
    grants,
    can: (action, resource) => isResource(resource) && grants[action].has(resource),
  };
}

/** PostgREST-style method to access action, as mission-control's RBAC middleware maps it (PUT is unmapped). */
export function accessActionForMethod(method: string): AccessAction | undefined {
  switch (method.toUpperCase()) {
    case 'GET':
    case 'HEAD':
      return 'read';
    case 'POST':
    case 'PATCH':
    case 'DELETE':
      return 'write';
    default:
      return undefined;
  }
}

export { resourceForTable, restrictedTable, RESTRICTED_TABLES, TABLE_RESOURCES, KNOWN_TABLES } from './table-resources';
