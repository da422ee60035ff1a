// Where a 401 sends the browser. Both builders are pure so the backend and tests can use them.
import { AUTH_ROUTES } from '../constants/shell';

export interface LocationLike {
  pathname: string;
  search?: string;
  hash?: string;
}

/** Current path and query, e.g. "/catalog?type=Pod". Outside a browser it is "/". */
export function currentPathAndQuery(location: LocationLike | undefined = browserLocation()): string {
  if (!location) return AUTH_ROUTES.defaultReturnTo;
  return `${location.pathname || '/'}${location.search ?? ''}`;
}

export function browserLocation(): LocationLike | undefined {
  return (globalThis as { location?: LocationLike }).location;
}

/** /login?return_to=<encoded path and query> (self-service provider). */
export function loginRedirectUrl(returnTo: string): string {
  return `${AUTH_ROUTES.login}?return_to=${encodeURIComponent(returnTo)}`;
}

/** /auth-state-checker?return_to=<encoded path and query> (hosted provider decides login vs bad session). */
export function authStateCheckerUrl(returnTo: string): string {
  return `${AUTH_ROUTES.authStateChecker}?return_to=${encodeURIComponent(returnTo)}`;
}

const AUTH_PAGE_PATHS: readonly string[] = [
  AUTH_ROUTES.login,
  AUTH_ROUTES.registration,
  AUTH_ROUTES.recovery,
  AUTH_ROUTES.verification,
  AUTH_ROUTES.authStateChecker,
];

/** True on the sign-in pages themselves, where a 401 must not redirect again (it would loop). */
export function isAuthPage(pathname: string): boolean {
  return AUTH_PAGE_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

function navigate(url: string): void {
  const location = (globalThis as { location?: { assign?: (url: string) => void } }).location;
  location?.assign?.(url);
}

/** Default 401 handler of the self-service provider. */
export function redirectToLogin(returnTo: string): void {
  const location = browserLocation();
  if (location && isAuthPage(location.pathname)) return;
  navigate(loginRedirectUrl(returnTo));
}

/** Default 401 handler of the hosted provider. */
export function redirectToAuthStateChecker(returnTo: string): void {
  const location = browserLocation();
  if (location && isAuthPage(location.pathname)) return;
  navigate(authStateCheckerUrl(returnTo));
}
