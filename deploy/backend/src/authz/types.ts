import type { IncomingMessage } from 'node:http';
import type { AccessSubject, Permission } from '@opsdeck/contracts';
import type { ScopedPermission } from './scoped';

/** The authenticated person, in the whoami `user` shape (reference 5.1). */
export interface Person {
  id: string;
  name: string;
  email?: string | null;
  type?: string | null;
  avatar?: string | null;
  external_id?: string | null;
  properties?: Record<string, unknown> | null;
}

/** What authorization needs besides the identity: roles and permission rows. */
export interface Access {
  roles: string[];
  permissions: Permission[];
  /** Rows about one resource (a catalog item, component, canary, playbook or connection). */
  scoped?: ScopedPermission[];
}

/** A person together with its access, as every authorized request sees it. */
export interface Principal extends Person, AccessSubject {
  roles: string[];
  permissions: Permission[];
  scoped?: ScopedPermission[];
  /** Set on the anonymous caller of health-only mode (health-only.ts), never on a person. */
  anonymous?: 'health-only';
}

/**
 * Identifies the caller of a request, or null when the request carries no (valid) credentials.
 * An authenticator may already know the access (`roles`/`permissions`, e.g. a test double);
 * otherwise the backend loads it from casbin_rule and permissions.
 */
export type Authenticator = (req: IncomingMessage) => Promise<(Person & Partial<Access>) | null>;
