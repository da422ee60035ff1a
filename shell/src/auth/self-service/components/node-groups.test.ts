import { SelfServiceFlowSchema } from '../api/schemas';
import { flow, input, submit } from '../../testing/flow-fixtures';
import { formForGroup, formsOf, nodeValue } from './node-groups';

const names = (nodes: { attributes: { node_type: string } & Record<string, unknown> }[]) =>
  nodes.map((node) => String(node.attributes.name ?? node.attributes.id));

describe('node groups', () => {
  it('puts each second factor in its own form, each with the CSRF token', () => {
    const aal2 = SelfServiceFlowSchema.parse(
      flow('f', [
        input('totp', 'totp_code', { label: 'Authentication code' }),
        submit('totp', 'method', 'totp', 'Use Authenticator'),
        input('lookup_secret', 'lookup_secret', { label: 'Backup recovery code' }),
        submit('lookup_secret', 'method', 'lookup_secret', 'Use backup recovery code'),
      ]),
    );
    expect(formsOf(aal2).map((form) => [form.group, names(form.nodes)])).toEqual([
      ['totp', ['csrf_token', 'totp_code', 'method']],
      ['lookup_secret', ['csrf_token', 'lookup_secret', 'method']],
    ]);
  });

  it('keeps visible default nodes (identifier, traits) in the first form only', () => {
    const login = SelfServiceFlowSchema.parse(
      flow('f', [
        input('default', 'identifier'),
        input('password', 'password', { type: 'password' }),
        submit('password', 'method', 'password', 'Sign in'),
        submit('oidc', 'provider', 'github', 'GitHub'),
      ]),
    );
    expect(formsOf(login).map((form) => names(form.nodes))).toEqual([
      ['csrf_token', 'identifier', 'password', 'method'],
      ['csrf_token', 'provider'],
    ]);
  });

  it('gives a section nothing when the server sent no node of its groups', () => {
    const settings = SelfServiceFlowSchema.parse(
      flow('f', [input('profile', 'traits.email'), submit('profile', 'method', 'profile', 'Save')]),
    );
    expect(names(formForGroup(settings, ['profile']))).toEqual(['csrf_token', 'traits.email', 'method']);
    expect(formForGroup(settings, ['webauthn', 'passkey'])).toEqual([]);
    expect(nodeValue(settings, 'csrf_token')).toBe('csrf-1');
  });
});
