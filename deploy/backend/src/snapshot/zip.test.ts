import { crc32 as zlibCrc32, inflateRawSync } from 'node:zlib';
import { crc32, createZip } from './zip';

/** An independent reader: walks the central directory and inflates each entry. */
function readZip(zip: Buffer): Map<string, Buffer> {
  const eocd = zip.length - 22;
  expect(zip.readUInt32LE(eocd)).toBe(0x06054b50);
  const count = zip.readUInt16LE(eocd + 10);
  const size = zip.readUInt32LE(eocd + 12);
  let at = zip.readUInt32LE(eocd + 16);
  expect(at + size).toBe(eocd);
  const files = new Map<string, Buffer>();
  for (let i = 0; i < count; i += 1) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const method = zip.readUInt16LE(at + 10);
    const crc = zip.readUInt32LE(at + 16);
    const compressed = zip.readUInt32LE(at + 20);
    const length = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    expect(zip.readUInt32LE(local)).toBe(0x04034b50);
    const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    expect(method).toBe(8);
    const data = inflateRawSync(zip.subarray(dataStart, dataStart + compressed));
    expect([name, data.length, zlibCrc32(data)]).toEqual([name, length, crc]);
    files.set(name, data);
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return files;
}

describe('createZip', () => {
  it('computes the standard CRC-32', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
    expect(crc32(Buffer.alloc(0))).toBe(0);
  });

  it('writes entries any ZIP reader can inflate, with UTF-8 names', () => {
    const big = 'x'.repeat(100_000);
    const zip = createZip([
      { name: 'topology.json', data: '{"a":1}\n' },
      { name: 'dir/größe.txt', data: Buffer.from('ümlaut') },
      { name: 'empty.txt', data: '' },
      { name: 'big.txt', data: big, modified: new Date(2026, 0, 2, 3, 4, 6) },
    ]);
    const files = readZip(zip);
    expect([...files.keys()]).toEqual(['topology.json', 'dir/größe.txt', 'empty.txt', 'big.txt']);
    expect(files.get('dir/größe.txt')!.toString()).toBe('ümlaut');
    expect(files.get('big.txt')!.toString()).toBe(big);
    // Deflate actually compressed the repetitive entry.
    expect(zip.length).toBeLessThan(2_000);
  });

  it('stores the modification time in MS-DOS format', () => {
    const zip = createZip([{ name: 'a', data: 'a', modified: new Date(2026, 0, 2, 3, 4, 6) }]);
    expect(zip.readUInt16LE(10)).toBe((3 << 11) | (4 << 5) | 3);
    expect(zip.readUInt16LE(12)).toBe(((2026 - 1980) << 9) | (1 << 5) | 2);
  });

  it('writes an empty archive as just the end record', () => {
    const zip = createZip([]);
    expect(zip.length).toBe(22);
    expect(readZip(zip).size).toBe(0);
  });
});
