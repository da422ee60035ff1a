// Encryption at rest of connection secrets: AES-256-GCM with a key from OPSDECK_SECRET_KEY, or
// else a key generated once into <DATA_DIR>/opsdeck-secret.key (see the backend README). A sealed
// value is `enc:v1:<key id>:<base64 of iv, tag and ciphertext>`; references are never sealed.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isSecretReference } from '@opsdeck/contracts';
import { defaultDataDir } from '../db/open-database';

const PREFIX = 'enc:v1:';
export const SECRET_KEY_FILE = 'opsdeck-secret.key';

export interface SealingKey {
  key: Buffer;
  id: string;
}

/** Any string becomes a 32-byte key; a 64-hex or 44-base64 key is used as it is. */
export function sealingKeyFrom(material: string): SealingKey {
  const trimmed = material.trim();
  let key: Buffer;
  if (/^[0-9a-f]{64}$/i.test(trimmed)) key = Buffer.from(trimmed, 'hex');
  else if (/^[A-Za-z0-9+/]{43}=$/.test(trimmed)) key = Buffer.from(trimmed, 'base64');
  else key = createHash('sha256').update(trimmed, 'utf8').digest();
  return { key, id: createHash('sha256').update(key).digest('hex').slice(0, 8) };
}

function keyFromFile(dir: string): SealingKey {
  const file = path.join(dir, SECRET_KEY_FILE);
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    // 'wx' fails if another process wrote it first; then both read the same key.
    try {
      writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
  return sealingKeyFrom(readFileSync(file, 'utf8'));
}

let cached: { source: string; key: SealingKey } | null = null;

/** The key in use: OPSDECK_SECRET_KEY, else the generated file under DATA_DIR (created on first use). */
export function currentSealingKey(): SealingKey {
  const material = process.env.OPSDECK_SECRET_KEY;
  const source = material ? `env:${material}` : `file:${defaultDataDir()}`;
  if (cached?.source !== source) cached = { source, key: material ? sealingKeyFrom(material) : keyFromFile(defaultDataDir()) };
  return cached.key;
}

export const isSealed = (value: string): boolean => value.startsWith(PREFIX);

export function seal(plain: string, key: SealingKey = currentSealingKey()): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key.key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `${PREFIX}${key.id}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
}

export class UnsealError extends Error {}

export function unseal(value: string, key: SealingKey = currentSealingKey()): string {
  if (!isSealed(value)) return value;
  const [id, payload] = value.slice(PREFIX.length).split(':');
  if (id !== key.id) throw new UnsealError('the secret was sealed with another key (OPSDECK_SECRET_KEY changed?)');
  const raw = Buffer.from(payload ?? '', 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key.key, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  try {
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    throw new UnsealError('the secret cannot be decrypted');
  }
}

/** Seals a stored secret string unless it is empty, a reference or already sealed. */
export function sealSecret(value: string | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (isSealed(value) || isSecretReference(value)) return value;
  return seal(value);
}
