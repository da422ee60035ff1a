// Path matching against the route table, ranked like react-router (static segments beat params).
import { REDIRECTS, ROUTES, type RouteDefinition } from './route-table';

export interface RouteMatch {
  route: RouteDefinition;
  params: Record<string, string>;
}

const segmentsOf = (path: string): string[] => path.split('/').filter(Boolean);

/** Matches one pattern; returns params and a score (3 per static segment, 2 per parameter). */
export function matchPath(pattern: string, pathname: string): { params: Record<string, string>; score: number } | undefined {
  const expected = segmentsOf(pattern);
  const actual = segmentsOf(pathname.split(/[?#]/)[0] ?? '');
  if (expected.length !== actual.length) return undefined;
  const params: Record<string, string> = {};
  let score = 0;
  for (let i = 0; i < expected.length; i += 1) {
    const part = expected[i] as string;
    const value = actual[i] as string;
    if (part.startsWith(':')) {
      try {
        params[part.slice(1)] = decodeURIComponent(value);
      } catch {
        return undefined;
      }
      score += 2;
    } else if (part === value) {
      score += 3;
    } else {
      return undefined;
    }
  }
  return { params, score };
}

/** The best matching route of a pathname, or undefined (a "not found" or dropped remote). */
export function matchRoute(pathname: string, routes: readonly RouteDefinition[] = ROUTES): RouteMatch | undefined {
  let best: (RouteMatch & { score: number }) | undefined;
  for (const route of routes) {
    const match = matchPath(route.path, pathname);
    if (match && (!best || match.score > best.score)) best = { route, params: match.params, score: match.score };
  }
  return best && { route: best.route, params: best.params };
}

/** Where a redirecting path goes (/ -> /topology, /configs -> /catalog), else undefined. */
export function redirectFor(pathname: string): string | undefined {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return REDIRECTS.find((redirect) => redirect.from === normalized)?.to;
}
