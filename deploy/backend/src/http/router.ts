import type { Method, RouteDefinition } from './types';

interface CompiledRoute {
  definition: RouteDefinition;
  segments: string[];
  wildcard: boolean;
  /** Static segments outrank parameters, which outrank a wildcard. */
  score: number[];
}

export type RouteMatch =
  | { kind: 'found'; route: RouteDefinition; params: Record<string, string> }
  | { kind: 'method-not-allowed'; allow: string[] }
  | { kind: 'not-found' };

const splitPath = (path: string): string[] => path.split('/').filter((segment) => segment !== '');

const methodsOf = (definition: RouteDefinition): Method[] | '*' =>
  definition.method === '*' ? '*' : Array.isArray(definition.method) ? definition.method : [definition.method];

/** A small typed router: literal segments, `:param` segments and a trailing `*`. */
export class Router {
  private readonly routes: CompiledRoute[] = [];

  add(definition: RouteDefinition): this {
    const segments = splitPath(definition.path);
    const wildcard = segments[segments.length - 1] === '*';
    if (wildcard) segments.pop();
    const score: number[] = segments.map((segment) => (segment.startsWith(':') ? 1 : 2));
    if (wildcard) score.push(0);
    this.routes.push({ definition, segments, wildcard, score });
    // Most specific first, so registration order never matters.
    this.routes.sort((a, b) => compareScores(b.score, a.score));
    return this;
  }

  list(): RouteDefinition[] {
    return this.routes.map((route) => route.definition);
  }

  /** Matches a decoded path (segments are decoded by the caller). */
  match(method: string, segments: string[]): RouteMatch {
    const allow = new Set<string>();
    for (const route of this.routes) {
      const params = matchSegments(route, segments);
      if (!params) continue;
      const methods = methodsOf(route.definition);
      if (methods === '*' || methods.includes(method as Method) || (method === 'HEAD' && methods.includes('GET'))) {
        return { kind: 'found', route: route.definition, params };
      }
      methods.forEach((m) => allow.add(m));
    }
    return allow.size > 0 ? { kind: 'method-not-allowed', allow: [...allow] } : { kind: 'not-found' };
  }
}

function compareScores(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    const diff = (a[i] ?? -1) - (b[i] ?? -1);
    if (diff !== 0) return diff;
  }
  return 0;
}

function matchSegments(route: CompiledRoute, segments: string[]): Record<string, string> | null {
  if (route.wildcard ? segments.length < route.segments.length : segments.length !== route.segments.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < route.segments.length; i += 1) {
    const pattern = route.segments[i]!;
    const value = segments[i]!;
    if (pattern.startsWith(':')) params[pattern.slice(1)] = value;
    else if (pattern !== value) return null;
  }
  if (route.wildcard) params['*'] = segments.slice(route.segments.length).join('/');
  return params;
}

/** Splits and decodes a URL path; null when a segment has a malformed %-escape. */
export function decodePath(path: string): string[] | null {
  try {
    return splitPath(path).map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
}
