import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A random URL-safe token with `bytes` of entropy (session, logout and CSRF tokens). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Tokens are looked up by hash so the database never holds a usable token. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A uniformly random 6-digit code for recovery and verification mails. */
export function randomDigits(length = 6): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += String(randomInt(10));
  return out;
}

const LOOKUP_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** 12 backup codes of 8 characters [a-z0-9], as the reference describes. */
export function generateLookupCodes(count = 12, length = 8): string[] {
  return Array.from({ length: count }, () =>
    Array.from({ length }, () => LOOKUP_ALPHABET[randomInt(LOOKUP_ALPHABET.length)]).join(''),
  );
}

/**
 * Authenticated encryption (AES-256-GCM) and keyed hashing with one server key. Secrets that must be
 * read back (TOTP seeds, backup codes the user may reveal again) are sealed; codes are checked
 * against an HMAC so verification never needs the plain value.
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(secret: string) {
    // Derive a fixed-size key from any configured secret string.
    this.key = createHash('sha256').update(`opsdeck-identity:${secret}`).digest();
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
  }

  open(sealed: string): string {
    const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
    if (!iv || !tag || !body) throw new Error('malformed sealed value');
    const decipher = createDecipheriv('aes-256-gcm', this.key, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  }

  /** Keyed hash with a per-value salt: a stolen database alone does not allow guessing codes offline. */
  hash(value: string, salt: string): string {
    return createHmac('sha256', this.key).update(`${salt}:${value}`).digest('hex');
  }
}
