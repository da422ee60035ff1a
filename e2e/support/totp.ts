import { createHmac } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
export const TOTP_PERIOD_SECONDS = 30;

function base32Decode(text: string): Buffer {
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of text.replace(/[\s=]/g, '').toUpperCase()) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error(`not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** RFC 6238 (HMAC-SHA1, 6 digits) for a 30-second step; RFC 4226 dynamic truncation. */
export function totpAt(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = (mac[mac.length - 1] as number) & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

export const currentStep = (now = Date.now()) => Math.floor(now / 1000 / TOTP_PERIOD_SECONDS);

/**
 * Hands out codes that a server accepting one step either side will take and never sees twice:
 * each code is for a later step than the last, so consecutive sign-ins need not wait 30 s.
 */
export class TotpDevice {
  private lastStep = -1;

  constructor(readonly secret: string) {}

  async nextCode(): Promise<string> {
    let step = Math.max(this.lastStep + 1, currentStep() - 1);
    while (step > currentStep() + 1) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      step = Math.max(this.lastStep + 1, currentStep() - 1);
    }
    this.lastStep = step;
    return totpAt(this.secret, step);
  }
}
