import { isUuid, UUID_PATTERN } from '../index';

describe('isUuid', () => {
  it('accepts any 8-4-4-4-12 hex id in either case, without a version check', () => {
    expect(isUuid('0190b8f4-2c3a-7d5e-8f00-1a2b3c4d5e6f')).toBe(true);
    expect(isUuid('0190B8F4-2C3A-7D5E-8F00-1A2B3C4D5E6F')).toBe(true);
    expect(isUuid('00000000-0000-0000-0000-000000000000')).toBe(true);
    expect(UUID_PATTERN.test('0190b8f4-2c3a-7d5e-8f00-1a2b3c4d5e6f')).toBe(true);
  });

  it('rejects anything else', () => {
    for (const value of [
      '',
      'abc',
      '0190b8f4-2c3a-7d5e-8f00-1a2b3c4d5e6',
      '0190b8f4-2c3a-7d5e-8f00-1a2b3c4d5e6fa',
      ' 0190b8f4-2c3a-7d5e-8f00-1a2b3c4d5e6f',
      '0190b8f4x2c3a-7d5e-8f00-1a2b3c4d5e6f',
      'g190b8f4-2c3a-7d5e-8f00-1a2b3c4d5e6f',
    ])
      expect(isUuid(value)).toBe(false);
    expect(isUuid(undefined)).toBe(false);
    expect(isUuid(null)).toBe(false);
    expect(isUuid(42)).toBe(false);
  });
});
