import { inviteBody, validateInvite } from './invite-form';
import { joinUsers, matchesSearch } from './users';

describe('joinUsers', () => {
  it('joins roles and last sign-in by id, names from traits (else the e-mail), sorted by name', () => {
    const users = joinUsers(
      [
        { id: 'b', traits: { email: 'zed@x', name: { first: '', last: '' } }, state: 'inactive' },
        { id: 'a', traits: { email: 'ada@x', name: { first: 'Ada', last: 'L' } }, state: 'active' },
      ],
      [{ id: 'a', roles: ['viewer', 'admin'] }],
      [{ id: 'a', last_login: '2030-01-01T00:00:00Z' }],
    );
    expect(users.map((user) => [user.id, user.name, user.roles, user.state, user.lastLogin])).toEqual([
      ['a', 'Ada L', ['admin', 'viewer'], 'active', '2030-01-01T00:00:00Z'],
      ['b', 'zed@x', [], 'inactive', null],
    ]);
  });

  it('matches search text in the name or the e-mail, ignoring case', () => {
    const [user] = joinUsers([{ id: 'a', traits: { email: 'ada@example.com', name: { first: 'Ada', last: 'L' } } }], [], []);
    expect(user && matchesSearch(user, 'ADA L')).toBe(true);
    expect(user && matchesSearch(user, 'example')).toBe(true);
    expect(user && matchesSearch(user, 'grace')).toBe(false);
  });
});

describe('the invite form', () => {
  it('requires every field and a plausible address; sends trimmed names and a lower-case address', () => {
    expect(validateInvite({ firstName: '', lastName: ' ', email: '', role: 'viewer' })).toEqual({
      firstName: 'This field is required',
      lastName: 'This field is required',
      email: 'This field is required',
    });
    expect(validateInvite({ firstName: 'A', lastName: 'B', email: 'a b@c', role: 'viewer' })).toEqual({
      email: 'Enter a valid e-mail address',
    });
    expect(validateInvite({ firstName: 'A', lastName: 'B', email: 'a@c', role: 'overlord' })).toEqual({
      role: 'This field is required',
    });
    expect(inviteBody({ firstName: ' A ', lastName: 'B ', email: ' A@C.io ', role: 'guest' })).toEqual({
      firstName: 'A',
      lastName: 'B',
      email: 'a@c.io',
      role: 'guest',
    });
  });
});
