import { decodeSecretValue, encodeSecretValue, isSecretReference, secretValueSchema } from './secret-value';

describe('secret values', () => {
  it('store a static value as it is and references as Mission Control stores them', () => {
    expect(encodeSecretValue({ kind: 'static', value: 'hunter2' })).toBe('hunter2');
    expect(encodeSecretValue({ kind: 'configMapKeyRef', name: 'smtp', key: 'user' })).toBe('configmap://smtp/user');
    expect(encodeSecretValue({ kind: 'secretKeyRef', name: 'smtp', key: 'password' })).toBe('secret://smtp/password');
    expect(encodeSecretValue({ kind: 'stored' })).toBeUndefined();
    expect(encodeSecretValue({ kind: 'static', value: '' })).toBeUndefined();
  });

  it('read references back and take anything else as a static value', () => {
    expect(decodeSecretValue('configmap://smtp/user')).toEqual({ kind: 'configMapKeyRef', name: 'smtp', key: 'user' });
    expect(decodeSecretValue('secret://smtp/pass/word')).toEqual({ kind: 'secretKeyRef', name: 'smtp', key: 'pass/word' });
    expect(decodeSecretValue('secret://incomplete')).toEqual({ kind: 'static', value: 'secret://incomplete' });
    expect(decodeSecretValue('plain')).toEqual({ kind: 'static', value: 'plain' });
    expect(isSecretReference('secret://a/b')).toBe(true);
    expect(isSecretReference('a')).toBe(false);
  });

  it('refuse a reference without a name or key', () => {
    expect(secretValueSchema.safeParse({ kind: 'secretKeyRef', name: '', key: 'k' }).success).toBe(false);
    expect(secretValueSchema.safeParse({ kind: 'nope' }).success).toBe(false);
  });
});
