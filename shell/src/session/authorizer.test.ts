import { authorizerFromSession } from './authorizer';

const user = { id: 'p1', name: 'Grace Hopper' };

describe('authorizerFromSession', () => {
  it('grants an editor everything but connections, identities and rbac writes', () => {
    const authorizer = authorizerFromSession({ user, roles: ['editor'], permissions: [] });
    expect(authorizer.can('write', 'canaries')).toBe(true);
    expect(authorizer.can('write', 'connections')).toBe(false);
    expect(authorizer.can('read', 'connections')).toBe(true);
    expect(authorizer.isAdmin).toBe(false);
    expect(authorizer.isViewer).toBe(false);
  });

  it('marks viewers and guests, who may write nothing', () => {
    for (const role of ['viewer', 'guest']) {
      const authorizer = authorizerFromSession({ user, roles: [role], permissions: [] });
      expect(authorizer.isViewer).toBe(true);
      expect(authorizer.can('write', 'incident')).toBe(false);
      expect(authorizer.can('read', 'incident')).toBe(true);
    }
  });

  it('refuses unknown resources and honours permission rows', () => {
    const authorizer = authorizerFromSession({
      user,
      roles: ['viewer'],
      permissions: [{ object: 'playbooks', action: 'write' }],
    });
    expect(authorizer.can('read', 'no-such-resource')).toBe(false);
    expect(authorizer.can('write', 'playbooks')).toBe(true);
  });
});
