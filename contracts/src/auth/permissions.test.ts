import {
  RESOURCES,
  ROLES,
  ROLE_MATRIX,
  accessActionForMethod,
  createAuthorizer,
  can,
  canRunChecks,
  isAdmin,
  isViewer,
  resolveGrants,
  type AccessAction,
  type Permission,
  type Resource,
  type Role,
} from './permissions';

// Expected matrix written out independently of ROLE_MATRIX (spec 1 section 6).
const ALL: Resource[] = [
  'database',
  'rbac',
  'auth',
  'responder',
  'incident',
  'evidences',
  'comments',
  'canaries',
  'topologies',
  'config_scrapers',
  'identities',
  'connections',
  'kratos',
  'agents',
  'properties',
  'logging_backends',
  'integrations',
  'notifications',
  'playbooks',
  'playbook_runs',
  'permissions',
];
const without = (...excluded: Resource[]) => ALL.filter((r) => !excluded.includes(r));
const operatorRead = without('rbac', 'identities', 'connections');
const operatorWrite: Resource[] = ['responder', 'incident', 'evidences', 'comments'];
const EXPECTED: Record<Role, Record<AccessAction, Resource[]>> = {
  admin: { read: ALL, write: ALL },
  editor: { read: ALL, write: without('connections', 'identities', 'rbac') },
  commander: { read: operatorRead, write: operatorWrite },
  responder: { read: operatorRead, write: operatorWrite },
  viewer: { read: operatorRead, write: [] },
  guest: { read: operatorRead, write: [] },
};

describe('resources and roles', () => {
  it('lists the spec roles and resources in order', () => {
    expect(ROLES).toEqual(['admin', 'editor', 'commander', 'responder', 'viewer', 'guest']);
    expect(RESOURCES).toEqual(ALL);
  });

  it('ROLE_MATRIX matches the spec table', () => {
    for (const role of ROLES) {
      expect([...ROLE_MATRIX[role].read].sort()).toEqual([...EXPECTED[role].read].sort());
      expect([...ROLE_MATRIX[role].write].sort()).toEqual([...EXPECTED[role].write].sort());
    }
  });
});

describe('can: every role x resource x action', () => {
  const cases = ROLES.flatMap((role) =>
    ALL.flatMap((resource) =>
      (['read', 'write'] as const).map((action) => ({
        role,
        resource,
        action,
        allowed: EXPECTED[role][action].includes(resource),
      })),
    ),
  );
  it('covers 6 roles x 21 resources x 2 actions', () => expect(cases).toHaveLength(252));
  it.each(cases)('$role $action $resource -> $allowed', ({ role, resource, action, allowed }) => {
    expect(can({ roles: [role], permissions: [] }, action, resource)).toBe(allowed);
  });
});

describe('can: roles', () => {
  it('grants nothing without roles or with unknown roles', () => {
    expect(can({ roles: [], permissions: [] }, 'read', 'canaries')).toBe(false);
    expect(can({ roles: ['everyone'], permissions: [] }, 'read', 'canaries')).toBe(false);
  });

  it('unions several roles', () => {
    const subject = { roles: ['viewer', 'commander'], permissions: [] };
    expect(can(subject, 'write', 'incident')).toBe(true);
    expect(can(subject, 'write', 'playbooks')).toBe(false);
  });

  it('rejects a resource name outside the list at run time', () => {
    expect(can({ roles: ['admin'] }, 'read', 'checks' as Resource)).toBe(false);
  });
});

describe('can: whoami permission rows', () => {
  const subject = (permissions: Permission[], roles: string[] = []) => ({ roles, permissions });

  it('expands object * to every resource', () => {
    const s = subject([{ object: '*', action: 'read' }]);
    for (const resource of ALL) expect(can(s, 'read', resource)).toBe(true);
    expect(can(s, 'write', 'canaries')).toBe(false);
  });

  it('action * grants read and write', () => {
    const s = subject([{ object: 'connections', action: '*' }]);
    expect(can(s, 'read', 'connections')).toBe(true);
    expect(can(s, 'write', 'connections')).toBe(true);
    expect(can(s, 'read', 'canaries')).toBe(false);
  });

  it.each(['write', 'create', 'update', 'delete'])('action %s grants write only', (action) => {
    const s = subject([{ object: 'playbooks', action }]);
    expect(can(s, 'write', 'playbooks')).toBe(true);
    expect(can(s, 'read', 'playbooks')).toBe(false);
  });

  it('splits comma lists of actions', () => {
    const s = subject([{ object: 'agents', action: 'create,read,update,delete' }]);
    expect(can(s, 'read', 'agents')).toBe(true);
    expect(can(s, 'write', 'agents')).toBe(true);
  });

  it('ignores actions that are not read/write (playbook:run) and rows without object or action', () => {
    const s = subject([{ object: 'playbooks', action: 'playbook:run' }, { action: '*' }, { object: '*' }]);
    expect(can(s, 'read', 'playbooks')).toBe(false);
    expect(can(s, 'write', 'playbooks')).toBe(false);
  });

  it('ignores rows with a condition, but not rows with an empty one', () => {
    expect(can(subject([{ object: 'canaries', action: 'read', condition: 'r.obj.name == "x"' }]), 'read', 'canaries')).toBe(
      false,
    );
    expect(can(subject([{ object: 'canaries', action: 'read', condition: '' }]), 'read', 'canaries')).toBe(true);
    expect(can(subject([{ object: 'canaries', action: 'read', condition: null }]), 'read', 'canaries')).toBe(true);
  });

  it('deny removes a grant from the role matrix', () => {
    const s = subject([{ object: 'playbooks', action: 'write', deny: true }], ['admin']);
    expect(can(s, 'write', 'playbooks')).toBe(false);
    expect(can(s, 'read', 'playbooks')).toBe(true);
  });

  it('no deny row takes read or write on permissions from an admin (admins can always repair rows)', () => {
    const rows = [
      { object: 'permissions', action: '*', deny: true },
      { object: '*', action: '*', deny: true },
    ];
    expect(can(subject(rows, ['admin']), 'write', 'permissions')).toBe(true);
    expect(can(subject(rows, ['admin']), 'read', 'permissions')).toBe(true);
    expect(can(subject(rows, ['admin']), 'write', 'identities')).toBe(false);
    expect(can(subject(rows, ['editor']), 'write', 'permissions')).toBe(false);
  });

  it('deny wins over an allow row regardless of order', () => {
    const allow = { object: '*', action: '*' };
    const deny = { object: 'rbac', action: '*', deny: true };
    for (const rows of [
      [allow, deny],
      [deny, allow],
    ]) {
      expect(can(subject(rows), 'read', 'rbac')).toBe(false);
      expect(can(subject(rows), 'read', 'incident')).toBe(true);
    }
  });

  it('a conditional deny is ignored too', () => {
    const s = subject([{ object: 'canaries', action: 'read', deny: true, condition: 'x' }], ['viewer']);
    expect(can(s, 'read', 'canaries')).toBe(true);
  });

  it('maps Mission Control global objects onto resources', () => {
    const s = subject([
      { object: 'catalog', action: 'read' },
      { object: 'topology', action: 'update' },
      { object: 'people', action: 'read' },
      { object: 'connection', action: 'read' },
      { object: 'notification', action: 'create' },
      { object: 'agent', action: 'read' },
    ]);
    expect(can(s, 'read', 'database')).toBe(true);
    expect(can(s, 'write', 'topologies')).toBe(true);
    expect(can(s, 'read', 'identities')).toBe(true);
    expect(can(s, 'read', 'connections')).toBe(true);
    expect(can(s, 'write', 'notifications')).toBe(true);
    expect(can(s, 'read', 'agents')).toBe(true);
  });

  it('ignores unknown objects, including prototype keys', () => {
    const s = subject([
      { object: 'nonsense', action: '*' },
      { object: 'constructor', action: '*' },
      { object: '__proto__', action: '*' },
    ]);
    expect([...resolveGrants(s).read]).toEqual([]);
    expect([...resolveGrants(s).write]).toEqual([]);
  });

  it('treats a missing permissions array as empty', () => {
    expect(can({ roles: ['viewer'] }, 'read', 'canaries')).toBe(true);
  });
});

describe('role helpers', () => {
  it('isAdmin is true only with admin', () => {
    expect(isAdmin(['admin'])).toBe(true);
    expect(isAdmin(['editor', 'everyone'])).toBe(false);
  });

  it('isViewer is true for viewer or guest', () => {
    expect(isViewer(['viewer'])).toBe(true);
    expect(isViewer(['guest'])).toBe(true);
    expect(isViewer(['editor'])).toBe(false);
    expect(isViewer([])).toBe(false);
  });

  it('Run Now is for admin, editor, responder and commander', () => {
    for (const role of ['admin', 'editor', 'responder', 'commander']) expect(canRunChecks([role])).toBe(true);
    for (const role of ['viewer', 'guest', 'everyone']) expect(canRunChecks([role])).toBe(false);
  });
});

describe('accessActionForMethod', () => {
  it.each([
    ['GET', 'read'],
    ['head', 'read'],
    ['POST', 'write'],
    ['patch', 'write'],
    ['DELETE', 'write'],
    ['PUT', undefined],
    ['OPTIONS', undefined],
  ])('%s -> %s', (method, expected) => {
    expect(accessActionForMethod(method)).toBe(expected);
  });
});

describe('createAuthorizer', () => {
  it('answers like can() for every role, resource and action', () => {
    for (const role of ROLES) {
      const subject = { roles: [role], permissions: [{ object: 'rbac', action: 'read', deny: true }] };
      const authorizer = createAuthorizer(subject);
      for (const resource of RESOURCES) {
        for (const action of ['read', 'write'] as const) {
          expect(authorizer.can(action, resource)).toBe(can(subject, action, resource));
        }
      }
      expect(authorizer.can('read', 'rbac')).toBe(false);
    }
  });
});
