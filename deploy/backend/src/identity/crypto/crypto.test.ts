import { isCommonPassword } from './common-passwords';
import { hashPassword, passwordPolicyViolation, verifyPassword } from './password';
import { SecretBox, generateLookupCodes, randomDigits, sha256Hex } from './secrets';
import { base32Decode, base32Encode, generateTotpSecret, hotp, otpauthUri, totp, verifyTotp } from './totp';
import { maskedToken, unmaskToken } from '../http/csrf';

// RFC 6238 appendix B: the SHA-1 seed is the ASCII string "12345678901234567890", 8 digits.
const RFC_SEED = Buffer.from('12345678901234567890', 'ascii');
const RFC_VECTORS: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238) and HOTP (RFC 4226)', () => {
  it.each(RFC_VECTORS)('matches the RFC 6238 SHA-1 vector at T=%i', (seconds, expected) => {
    expect(totp(RFC_SEED, seconds * 1000, 8)).toBe(expected);
  });

  it('matches the SHA-256 and SHA-512 vectors of RFC 6238', () => {
    expect(totp(Buffer.from('12345678901234567890123456789012', 'ascii'), 59_000, 8, 'sha256')).toBe('46119246');
    expect(
      totp(Buffer.from('1234567890123456789012345678901234567890123456789012345678901234', 'ascii'), 59_000, 8, 'sha512'),
    ).toBe('90693936');
  });

  it('matches the RFC 4226 HOTP vectors', () => {
    const expected = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489'];
    expect(expected.map((_, counter) => hotp(RFC_SEED, counter))).toEqual(expected);
  });

  it('accepts the current step and one step either side, and never a step already used', () => {
    const secret = base32Encode(RFC_SEED);
    const at = 1_111_111_111_000;
    const step = Math.floor(at / 30_000);
    expect(verifyTotp(secret, totp(RFC_SEED, at), at)).toBe(step);
    expect(verifyTotp(secret, totp(RFC_SEED, at - 30_000), at)).toBe(step - 1);
    expect(verifyTotp(secret, totp(RFC_SEED, at + 30_000), at)).toBe(step + 1);
    expect(verifyTotp(secret, totp(RFC_SEED, at - 60_000), at)).toBeNull();
    expect(verifyTotp(secret, totp(RFC_SEED, at), at, step)).toBeNull();
    expect(verifyTotp(secret, '12345', at)).toBeNull();
  });

  it('encodes base32 per RFC 4648 and makes 160-bit secrets', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('MZXW6YTBOI======').toString()).toBe('foobar');
    expect(base32Encode(RFC_SEED)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(() => base32Decode('not base32!')).toThrow();
    const secret = generateTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
    expect(otpauthUri(secret, 'a@b.c', 'Opsdeck')).toBe(
      `otpauth://totp/Opsdeck%3Aa%40b.c?secret=${secret}&issuer=Opsdeck&algorithm=SHA1&digits=6&period=30`,
    );
  });
});

describe('password hashing', () => {
  it('hashes with scrypt in the Kratos format with a fresh salt, and verifies', async () => {
    const one = await hashPassword('hunter2 is long');
    const two = await hashPassword('hunter2 is long');
    expect(one).toMatch(/^\$scrypt\$ln=16384,r=8,p=1\$[A-Za-z0-9+/]+=*\$[A-Za-z0-9+/]+=*$/);
    expect(one).not.toBe(two);
    await expect(verifyPassword('hunter2 is long', one)).resolves.toBe(true);
    await expect(verifyPassword('hunter2 is LONG', one)).resolves.toBe(false);
    await expect(verifyPassword('anything', 'not-a-hash')).resolves.toBe(false);
  });

  it('verifies hashes produced elsewhere with other parameters (import compatibility)', async () => {
    const cheap = await hashPassword('imported', 1024);
    expect(cheap.startsWith('$scrypt$ln=1024,')).toBe(true);
    await expect(verifyPassword('imported', cheap)).resolves.toBe(true);
  });

  it('applies the minimal password policy', () => {
    expect(passwordPolicyViolation('short', 'a@b.c')).toMatch(/at least 8/);
    expect(passwordPolicyViolation('a@b.c.d.e', 'A@B.C.D.E')).toMatch(/similar/);
    expect(passwordPolicyViolation('fine password', 'a@b.c')).toBeNull();
  });

  it('refuses the common passwords and the same words decorated with digits, symbols or look-alikes', () => {
    for (const common of [
      'password',
      'Password1!',
      'p@ssw0rd',
      'P@ssw0rd123',
      'qwerty123',
      '12345678',
      'iloveyou',
      'welcome2024',
      '2024welcome',
      'aaaaaaaa',
      'abcdefgh',
      '87654321',
      'Admin123!',
      '1q2w3e4r',
    ]) {
      expect([common, isCommonPassword(common)]).toEqual([common, true]);
    }
    for (const fine of [
      'opsdeck-demo',
      'correct horse battery',
      'first-passphrase-42',
      'invited password 1',
      'a brand new password',
      'Tr0ub4dor&3x',
    ]) {
      expect([fine, isCommonPassword(fine)]).toEqual([fine, false]);
    }
    expect(passwordPolicyViolation('Password1!', 'a@b.c')).toBe(
      'the password is one of the most commonly used passwords and is easy to guess',
    );
  });
});

describe('secrets', () => {
  it('seals and opens values and detects tampering', () => {
    const box = new SecretBox('key material');
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(() => new SecretBox('other key').open(sealed)).toThrow();
    const [iv, tag, body] = sealed.split('.');
    expect(() => box.open([iv, tag, `${body}A`].join('.'))).toThrow();
    expect(box.hash('code', 'salt')).toBe(box.hash('code', 'salt'));
    expect(box.hash('code', 'salt')).not.toBe(box.hash('code', 'pepper'));
  });

  it('makes 12 lookup codes of 8 [a-z0-9] characters and 6-digit codes', () => {
    const codes = generateLookupCodes();
    expect(codes).toHaveLength(12);
    expect(codes.every((code) => /^[a-z0-9]{8}$/.test(code))).toBe(true);
    expect(new Set(codes).size).toBe(12);
    expect(randomDigits()).toMatch(/^\d{6}$/);
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('masks the CSRF secret differently per flow and unmasks it back', () => {
    const raw = Buffer.alloc(32, 7).toString('base64url');
    const one = maskedToken(raw);
    const two = maskedToken(raw);
    expect(one).not.toBe(two);
    expect(unmaskToken(one)).toBe(raw);
    expect(unmaskToken(two)).toBe(raw);
    expect(unmaskToken('short')).toBeNull();
  });
});
