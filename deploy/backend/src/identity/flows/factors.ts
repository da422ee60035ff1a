import { randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import type { Queryable } from '../../db/types';
import type { IdentityContext } from '../context';
import { generateLookupCodes, safeEqual, type SecretBox } from '../crypto/secrets';
import { otpauthUri, verifyTotp } from '../crypto/totp';
import { getCredential, upsertCredential } from '../store/identities';

export interface TotpCredential {
  secret_sealed: string;
  /** Last accepted time step: a code is accepted once, never replayed. */
  last_step: number;
}

export interface LookupCode {
  salt: string;
  hash: string;
  sealed: string;
  used_at: string | null;
}

export interface LookupCredential {
  codes: LookupCode[];
}

export type CheckResult = 'ok' | 'invalid' | 'used' | 'missing';

/** Checks a TOTP code for the identity and records its step. */
export async function checkTotp(
  ctx: IdentityContext,
  db: Queryable,
  identityId: string,
  code: string,
  now: number,
): Promise<CheckResult> {
  const credential = await getCredential<TotpCredential>(db, identityId, 'totp');
  if (!credential) return 'missing';
  const secret = ctx.box.open(credential.secret_sealed);
  const step = verifyTotp(secret, code.trim(), now, credential.last_step);
  if (step === null) return 'invalid';
  await upsertCredential(db, identityId, 'totp', { ...credential, last_step: step });
  return 'ok';
}

/** Sealed, salted and HMAC-hashed backup codes (`sealed` only so the owner can reveal them again). */
export function sealLookupCodes(box: SecretBox, codes: string[]): LookupCode[] {
  return codes.map((code) => {
    const salt = randomBytes(16).toString('hex');
    return { salt, hash: box.hash(code, salt), sealed: box.seal(code), used_at: null };
  });
}

export function freshLookupCodes(): string[] {
  return generateLookupCodes();
}

/** Uses a backup code once: the first match is stamped `used_at`; a second use is refused. */
export async function useLookupCode(
  ctx: IdentityContext,
  db: Queryable,
  identityId: string,
  code: string,
  now: number,
): Promise<CheckResult> {
  const credential = await getCredential<LookupCredential>(db, identityId, 'lookup_secret');
  if (!credential || credential.codes.length === 0) return 'missing';
  const candidate = code.trim().toLowerCase();
  let matched: LookupCode | undefined;
  for (const entry of credential.codes) {
    // Check every entry so the time taken does not reveal the position of a match.
    if (safeEqual(ctx.box.hash(candidate, entry.salt), entry.hash) && !matched) matched = entry;
  }
  if (!matched) return 'invalid';
  if (matched.used_at) return 'used';
  matched.used_at = new Date(now).toISOString();
  await upsertCredential(db, identityId, 'lookup_secret', credential);
  return 'ok';
}

export function revealLookupCodes(box: SecretBox, credential: LookupCredential): { code: string; used_at: string | null }[] {
  return credential.codes.map((entry) => ({ code: box.open(entry.sealed), used_at: entry.used_at }));
}

/** The QR code image for the authenticator app, as a PNG data URI of 256x256 pixels. */
export async function totpQrDataUri(secret: string, account: string, issuer: string): Promise<string> {
  return QRCode.toDataURL(otpauthUri(secret, account, issuer), {
    type: 'image/png',
    width: 256,
    margin: 2,
    errorCorrectionLevel: 'M',
  });
}
