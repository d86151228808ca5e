// @vitest-environment node
// Node's own Web Crypto (globalThis.crypto), the same API the browser uses.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  newComplaintSecret,
  newSecretCode,
  normalizeSecretCode,
  SECRET_CODE_ALPHABET,
  SECRET_CODE_LENGTH,
  SECRET_CODE_PATTERN,
  secretHashOf,
} from '@/lib/forms/secret-code';

/** Makes crypto.getRandomValues hand out these bytes, in order, then zeros. */
function randomBytes(bytes: number[]) {
  const queue = [...bytes];
  return vi.spyOn(globalThis.crypto, 'getRandomValues').mockImplementation((array) => {
    if (array instanceof Uint8Array) array.forEach((_, i) => (array[i] = queue.shift() ?? 0));
    return array;
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the alphabet', () => {
  it('has 31 different characters and none that are easily confused (0 O 1 I L)', () => {
    expect(SECRET_CODE_ALPHABET).toHaveLength(31);
    expect(new Set(SECRET_CODE_ALPHABET).size).toBe(31);
    expect(SECRET_CODE_ALPHABET).toMatch(/^[A-Z2-9]+$/);
    for (const confusable of '0O1IL') expect(SECRET_CODE_ALPHABET).not.toContain(confusable);
  });
});

describe('newSecretCode', () => {
  it('makes 6 characters of the alphabet', () => {
    expect(SECRET_CODE_LENGTH).toBe(6);
    for (let i = 0; i < 500; i++) {
      const code = newSecretCode();
      expect(code).toHaveLength(6);
      expect(code).toMatch(SECRET_CODE_PATTERN);
      expect([...code].every((c) => SECRET_CODE_ALPHABET.includes(c))).toBe(true);
    }
  });

  it('takes its randomness from crypto.getRandomValues, never Math.random', () => {
    const mathRandom = vi.spyOn(Math, 'random');
    const spy = randomBytes([0, 1, 2, 3, 4, 30]);
    expect(newSecretCode()).toBe('ABCDE9');
    expect(spy).toHaveBeenCalled();
    expect(mathRandom).not.toHaveBeenCalled();
  });

  it('throws away bytes that would favour some characters (248 and above)', () => {
    // 248 = 8 × 31: bytes from there on would make the first 8 characters likelier; 247 is the
    // last one kept (247 = 7 × 31 + 30, the alphabet's last character).
    randomBytes([255, 248, 31, 247, 249, 62, 0, 250, 93, 1]);
    expect(newSecretCode()).toBe('A9AAAB');
  });

  it('uses every character of the alphabet, and rarely repeats a code', () => {
    const codes = Array.from({ length: 3000 }, newSecretCode);
    expect(new Set(codes.join('')).size).toBe(SECRET_CODE_ALPHABET.length);
    expect(new Set(codes).size).toBeGreaterThan(2990);
  });
});

describe('secretHashOf', () => {
  it('is the lowercase hex SHA-256 of "reference:code"', async () => {
    // printf 'CMP-AB12CD34:K7M2Q9' | sha256sum
    expect(await secretHashOf('CMP-AB12CD34', 'K7M2Q9')).toBe(
      '4a268712c62c5bef81fbd19ee801a1ec7502e2b2599fcb9165445c651f3cca7a',
    );
    expect(await secretHashOf('CMP-AB12CD34', 'K7M2Q8')).toBe(
      '01dd1f12512b3046e44e523b617a95e3b2ab8ff840038f3bf5d938f8c3443a75',
    );
  });
});

describe('newComplaintSecret', () => {
  it('gives a new code and the hash of it with the reference', async () => {
    const { code, hash } = await newComplaintSecret('CMP-AB12CD34');
    expect(code).toMatch(SECRET_CODE_PATTERN);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).toBe(await secretHashOf('CMP-AB12CD34', code));
  });
});

describe('normalizeSecretCode', () => {
  it('forgives case, spaces and dashes', () => {
    expect(normalizeSecretCode(' k7m-2q9 ')).toBe('K7M2Q9');
    expect(normalizeSecretCode('K7M 2Q9')).toBe('K7M2Q9');
  });
});
