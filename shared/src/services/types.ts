import type { AxiosInstance } from 'axios';

/** Read or write access, as routes and buttons require it. */
export type AccessAction = 'read' | 'write';

/** What the shell knows about the signed-in person, answered by GET /auth/whoami. */
export interface SessionUser {
  id: string;
  name: string;
  email?: string;
  avatar?: string;
}

export interface Authorizer {
  user: SessionUser | null;
  roles: readonly string[];
  isAdmin: boolean;
  isViewer: boolean;
  can(action: AccessAction, resource: string): boolean;
}

export interface FeatureFlags {
  /** False when the feature or one of its parents carries `<feature>.disable = true`. */
  isEnabled(feature: string): boolean;
}

/**
 * Services the shell creates once and hands to every remote. Remotes never build their own
 * axios instance, authorizer or flags: they read these through the hooks in this module.
 */
export interface ShellServices {
  api: AxiosInstance;
  authorizer: Authorizer;
  flags: FeatureFlags;
  /** Identity provider in use; a few screens differ (e.g. Users settings hidden with the hosted one). */
  identityProvider: 'self-service' | 'hosted' | 'none';
  /** Backend version for the user menu, when known. */
  backendVersion?: string;
}
