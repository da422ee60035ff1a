import { bodyKeysOf, describeEndpointBody, describeTableWrite, endpointIds, keptValue } from './changes';

describe('what an audit entry keeps', () => {
  it('keeps plain values, cuts long ones and strips URL credentials', () => {
    expect(keptValue('teams', 'name', 'blue')).toBe('blue');
    expect(keptValue('teams', 'count', 3)).toBe(3);
    expect(keptValue('teams', 'enabled', false)).toBe(false);
    expect(keptValue('teams', 'deleted_at', null)).toBeNull();
    expect(keptValue('logging_backends', 'url', 'https://user:pw@loki:3100/x')).toBe('https://loki:3100/x');
    const long = keptValue('teams', 'description', 'x'.repeat(500)) as string;
    expect(long).toHaveLength(200);
    expect(long.endsWith('…')).toBe(true);
  });

  it('withholds secrets, sealed values, JSON values and every value of connections and identities', () => {
    for (const field of ['password', 'client_secret', 'access_token', 'certificate', 'private_key', 'api_key', 'totp', 'hash'])
      expect([field, keptValue('teams', field, 'v')]).toEqual([field, undefined]);
    expect(keptValue('teams', 'note', 'enc:v1:k:abc')).toBeUndefined();
    expect(keptValue('teams', 'spec', { password: 'x' })).toBeUndefined();
    expect(keptValue('connections', 'name', 'prod-db')).toBeUndefined();
    expect(keptValue('identities', 'state', 'active')).toBeUndefined();
    // Names that merely contain a word are not secrets.
    expect(keptValue('teams', 'author', 'ann')).toBe('ann');
    expect(keptValue('teams', 'hotpath', 'yes')).toBe('yes');
  });

  it('describes an insert by the fields sent, with values for one row only', () => {
    const one = describeTableWrite({
      method: 'POST',
      table: 'teams',
      before: [],
      after: [{ id: 't1', name: 'a', spec: {}, created_at: 'now' }],
      bodyKeys: ['name', 'spec'],
      primaryKey: ['id'],
    });
    expect(one).toEqual({
      action: 'create',
      ids: ['t1'],
      rowCount: 1,
      fields: ['name', 'spec'],
      changes: { name: { new: 'a' }, spec: {} },
    });
    const two = describeTableWrite({
      method: 'POST',
      table: 'teams',
      before: [],
      after: [
        { id: 't1', name: 'a' },
        { id: 't2', name: 'b' },
      ],
      bodyKeys: ['name'],
      primaryKey: ['id'],
    });
    expect(two).toMatchObject({ ids: ['t1', 't2'], rowCount: 2, changes: { name: {} } });
  });

  it('describes an update by the fields that changed, old and new, and a soft delete as a delete', () => {
    const update = describeTableWrite({
      method: 'PATCH',
      table: 'teams',
      before: [{ id: 't1', name: 'a', icon: 'x' }],
      after: [{ id: 't1', name: 'b', icon: 'x' }],
      bodyKeys: ['name', 'icon'],
      primaryKey: ['id'],
    });
    expect(update).toEqual({
      action: 'update',
      ids: ['t1'],
      rowCount: 1,
      fields: ['name'],
      changes: { name: { old: 'a', new: 'b' } },
    });
    const softDelete = describeTableWrite({
      method: 'PATCH',
      table: 'teams',
      before: [{ id: 't1', deleted_at: null }],
      after: [{ id: 't1', deleted_at: '2030-01-01' }],
      bodyKeys: ['deleted_at'],
      primaryKey: ['id'],
    });
    expect(softDelete.action).toBe('delete');
    const composite = describeTableWrite({
      method: 'DELETE',
      table: 'team_members',
      before: [{ team_id: 't', person_id: 'p' }],
      after: [],
      bodyKeys: [],
      primaryKey: ['team_id', 'person_id'],
    });
    expect(composite).toEqual({ action: 'delete', ids: ['t,p'], rowCount: 1, fields: [], changes: {} });
  });

  it('reads bodies and ids of endpoints', () => {
    expect(bodyKeysOf([{ a: 1 }, { a: 2, b: 3 }])).toEqual(['a', 'b']);
    expect(bodyKeysOf('x')).toEqual([]);
    expect(describeEndpointBody({ name: 'n', password: 'p', params: { a: 1 } })).toEqual({
      fields: ['name', 'password', 'params'],
      changes: { name: { new: 'n' }, password: {}, params: {} },
    });
    expect(endpointIds({ id: 'r1', '*': 'rest' }, { run_id: 'r2', id: 'r1' })).toEqual(['r1', 'r2']);
  });
});
