import { parsePageModule, parseRemoteModule } from './remote-module-schema';

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
