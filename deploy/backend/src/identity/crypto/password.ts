import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { isCommonPassword } from './common-passwords';

/** scrypt cost N (16384 = 16 MiB of memory per hash with r=8), the figure Kratos' importer uses. */
export const SCRYPT_COST = 16384;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

function derive(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, { ...options, maxmem: 256 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/** Hashes in Kratos' import format `$scrypt$ln=<N>,r=<r>,p=<p>$<b64 salt>$<b64 key>`, fresh salt each time. */
export async function hashPassword(password: string, cost: number = SCRYPT_COST): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, KEY_LENGTH, { N: cost, r: BLOCK_SIZE, p: PARALLELISM });
  return `$scrypt$ln=${cost},r=${BLOCK_SIZE},p=${PARALLELISM}$${salt.toString('base64')}$${key.toString('base64')}`;
}

const FORMAT = /^\$scrypt\$ln=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/;

/** Constant-time check of a password against a stored hash; malformed hashes never verify. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = FORMAT.exec(stored);
  if (!match) return false;
  const [, n, r, p, saltB64, keyB64] = match as unknown as [string, string, string, string, string, string];
  const expected = Buffer.from(keyB64, 'base64');
  if (expected.length === 0) return false;
  const actual = await derive(password, Buffer.from(saltB64, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return timingSafeEqual(actual, expected);
}

/**
 * Policy for new passwords (registration, settings, recovery, first admin): long enough, not the
 * identifier itself and not on the common-password deny-list (Kratos checks a breach list too).
 */
export function passwordPolicyViolation(password: string, identifier: string): string | null {
  if (password.length < 8) return 'password length must be at least 8 characters but only got ' + password.length;
  if (password.length > 1024) return 'password must not be longer than 1024 characters';
  if (identifier && password.toLowerCase() === identifier.toLowerCase()) {
    return 'the password is too similar to the user identifier';
  }
  if (isCommonPassword(password)) return 'the password is one of the most commonly used passwords and is easy to guess';
  return null;
}
