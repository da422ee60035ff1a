import { matchRoute, ROUTES } from '@opsdeck/contracts';
import type { ShellServices } from '@opsdeck/shared/services';

type IdentityProvider = ShellServices['identityProvider'];

/**
 * Whether the route table hides a route pattern (e.g. '/settings/users') with this identity
 * provider: the Users page does not exist with the hosted provider, which manages people itself.
 */
export function isRouteHidden(pattern: string, identityProvider: IdentityProvider): boolean {
  if (identityProvider !== 'hosted') return false;
  return ROUTES.find((route) => route.path === pattern)?.hiddenWithHostedProvider === true;
}

/** The same rule for a concrete path, such as a navigation entry's link. */
export function isPathHidden(pathname: string, identityProvider: IdentityProvider): boolean {
  if (identityProvider !== 'hosted') return false;
  return matchRoute(pathname)?.route.hiddenWithHostedProvider === true;
}
