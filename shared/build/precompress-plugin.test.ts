import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { brotliQualityFor, precompress } from './precompress-plugin';

describe('precompress', () => {
  it('writes brotli and gzip bodies that decode to the original', async () => {
    const raw = Buffer.from(
      `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: `row ${i}` })))};`,
    );
    const { br, gz } = await precompress(raw);
    expect(brotliDecompressSync(br).equals(raw)).toBe(true);
    expect(gunzipSync(gz).equals(raw)).toBe(true);
    expect(br.length).toBeLessThan(gz.length);
  });

  it('uses the best brotli quality up to 1 MB and a faster one above', () => {
    expect(brotliQualityFor(200_000)).toBe(11);
    expect(brotliQualityFor(4_000_000)).toBe(9);
  });
});
