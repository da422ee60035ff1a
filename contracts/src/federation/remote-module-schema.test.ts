import { declarationsOf, parsePageModule, parseRemoteDeclarations, parseRemoteModule } from './remote-module-schema';

const route = {
  path: '/catalog',
  title: 'Catalog',
  layout: 'sidebar',
  feature: 'config',
  permission: { resource: 'config_scrapers', action: 'read' },
  load: async () => ({ default: () => null }),
};
const nav = {
  key: 'config',
  label: 'Catalog',
  path: '/catalog',
  group: 'main',
  order: 3,
  permission: { resource: 'config_scrapers', action: 'read' },
  feature: 'config',
};
const valid = { name: 'catalog', version: '1.0.0', routes: [route], nav: [nav] };

describe('parseRemoteModule', () => {
  it('accepts a module that describes its routes and navigation, keeping the loaders', () => {
    const result = parseRemoteModule(valid);
    expect(result.success).toBe(true);
    if (result.success) expect(result.data.routes[0]?.load).toBe(route.load);
  });

  it.each([
    ['nothing', undefined, /^Invalid input$/],
    ['an unknown remote', { ...valid, name: 'billing' }, /^name: /],
    ['a route without a loader', { ...valid, routes: [{ ...route, load: 'x' }] }, /^routes\.0\.load: load must be a function/],
    ['a relative path', { ...valid, routes: [{ ...route, path: 'catalog' }] }, /^routes\.0\.path: /],
    [
      'an unknown resource',
      { ...valid, nav: [{ ...nav, permission: { resource: 'money', action: 'read' } }] },
      /^nav\.0\.permission\.resource: /,
    ],
    ['no nav list', { ...valid, nav: undefined }, /^nav: /],
  ])('refuses %s with the first problem', (_what, value, message) => {
    const result = parseRemoteModule(value);
    expect(result.success).toBe(false);
    if (!result.success) expect(result.error).toMatch(message);
  });
});

describe('parsePageModule', () => {
  it('accepts function and object components as default export', () => {
    expect(parsePageModule({ default: () => null }).success).toBe(true);
    // memo / forwardRef / lazy components are objects tagged with $$typeof.
    expect(parsePageModule({ default: { $$typeof: Symbol.for('react.memo'), type: () => null } }).success).toBe(true);
  });

  it('refuses a module without a component', () => {
    expect(parsePageModule({}).success).toBe(false);
    expect(parsePageModule({ default: 'page' }).success).toBe(false);
    expect(parsePageModule({ default: {} }).success).toBe(false);
  });
});

describe('module declarations', () => {
  const contribution = {
    point: 'resource.action',
    id: 'attach',
    label: 'Attach',
    order: 1,
    kinds: ['check'],
    permissions: [{ resource: 'incident', action: 'write' }],
    load: async () => ({ default: () => null }),
  };
  const module = { ...valid, name: 'incidents', contributions: [contribution] };

  it('are the module without its loaders, and survive JSON', () => {
    const parsed = parseRemoteModule(module);
    if (!parsed.success) throw new Error(parsed.error);
    const declarations = declarationsOf(parsed.data);
    const { load: _route, ...declaredRoute } = route;
    const { load: _contribution, ...declaredContribution } = contribution;
    expect(declarations).toEqual({ ...valid, name: 'incidents', routes: [declaredRoute], contributions: [declaredContribution] });
    expect(parseRemoteDeclarations(JSON.parse(JSON.stringify(declarations)))).toEqual({ success: true, data: declarations });
  });

  it.each([
    [
      'a contribution of an unknown point',
      { ...valid, contributions: [{ ...contribution, point: 'page.footer' }] },
      /^contributions\.0/,
    ],
    ['a route without a title', { ...valid, routes: [{ path: '/catalog', layout: 'sidebar' }] }, /^routes\.0\.title: /],
    [
      'twice the same contribution',
      { ...valid, contributions: [contribution, contribution].map(({ load: _load, ...rest }) => rest) },
      /contribution ids must be unique/,
    ],
  ])('refuse %s', (_what, value, message) => {
    const result = parseRemoteDeclarations(value);
    expect(result.success).toBe(false);
    if (!result.success) expect(result.error).toMatch(message);
  });
});
