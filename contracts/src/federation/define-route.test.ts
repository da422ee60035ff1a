import { defineRemoteRoute } from './define-route';

describe('defineRemoteRoute', () => {
  const load = async () => ({ default: 'page' });

  it('copies title, permission, feature and layout from the route table', () => {
    const route = defineRemoteRoute('health-topology', '/view/health', load);
    expect(route).toMatchObject({
      path: '/view/health',
      title: 'Health',
      layout: 'bare',
      feature: 'health',
      permission: { resource: 'canaries', action: 'read' },
    });
    expect(route.load).toBe(load);
  });

  it('refuses a path outside the table or owned by another remote', () => {
    expect(() => defineRemoteRoute('catalog', '/catalog/nowhere/else', load)).toThrow(/not in the route table/);
    expect(() => defineRemoteRoute('catalog', '/incidents', load)).toThrow(/belongs to incidents/);
  });
});
