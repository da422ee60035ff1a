import { decodePath, Router } from './router';
import { stripApiPrefix } from './dispatch';
import type { RouteDefinition } from './types';

const route = (method: RouteDefinition['method'], path: string): RouteDefinition => ({
  method,
  path,
  handler: async () => undefined,
});

describe('Router', () => {
  const router = new Router()
    .add(route('*', '/db/:table'))
    .add(route('*', '/db/rpc/:fn'))
    .add(route('GET', '/auth/whoami'))
    .add(route(['GET', 'POST'], '/canary/api/summary'))
    .add(route('GET', '/logs/*'))
    .add(route('POST', '/playbook/run/:id'));

  const found = (method: string, path: string) => {
    const match = router.match(method, decodePath(path)!);
    return match.kind === 'found' ? { path: match.route.path, params: match.params } : match;
  };

  it('prefers literal segments over parameters regardless of registration order', () => {
    expect(found('GET', '/db/rpc/fn')).toEqual({ path: '/db/rpc/:fn', params: { fn: 'fn' } });
    expect(found('GET', '/db/checks')).toEqual({ path: '/db/:table', params: { table: 'checks' } });
  });

  it('decodes segments and supports wildcards', () => {
    expect(found('GET', '/db/weird%20name')).toEqual({ path: '/db/:table', params: { table: 'weird name' } });
    expect(found('GET', '/logs/a/b/c')).toEqual({ path: '/logs/*', params: { '*': 'a/b/c' } });
    expect(decodePath('/db/%zz')).toBeNull();
  });

  it('answers method-not-allowed with the allowed methods, HEAD follows GET', () => {
    expect(router.match('DELETE', ['auth', 'whoami'])).toEqual({ kind: 'method-not-allowed', allow: ['GET'] });
    expect(found('HEAD', '/auth/whoami')).toMatchObject({ path: '/auth/whoami' });
    expect(found('POST', '/canary/api/summary')).toMatchObject({ path: '/canary/api/summary' });
    expect(router.match('GET', ['nope'])).toEqual({ kind: 'not-found' });
    expect(router.match('GET', ['db'])).toEqual({ kind: 'not-found' });
  });

  it('strips an optional /api prefix', () => {
    expect(stripApiPrefix('/api/db/checks')).toBe('/db/checks');
    expect(stripApiPrefix('/db/checks')).toBe('/db/checks');
    expect(stripApiPrefix('/api')).toBe('/');
    expect(stripApiPrefix('/apis/x')).toBe('/apis/x');
  });
});
