// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  invitationHash,
  looksLikeInvitationCode,
  newInvitationCode,
  normaliseInvitationCode,
} from '@/lib/team/invitation-codes';
import {
  INVITATION_ALPHABET,
  INVITATION_LENGTH,
  INVITATION_TTL_HOURS,
  INVITATION_TTL_MS,
} from '@/lib/team/invitation-rules.mjs';

const codes = Array.from({ length: 500 }, () => newInvitationCode());

describe('an invitation code', () => {
  it('is two groups of five characters of the alphabet, joined by a dash', () => {
    for (const code of codes)
      expect(code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTVWXYZ]{5}-[23456789ABCDEFGHJKMNPQRSTVWXYZ]{5}$/);
  });

  it('never holds a look-alike character (0/O, 1/I/L, U/V)', () => {
    for (const lookAlike of ['0', 'O', '1', 'I', 'L', 'U']) expect(INVITATION_ALPHABET).not.toContain(lookAlike);
    for (const code of codes) expect(code).not.toMatch(/[01OILU]/);
  });

  it('has at least 40 bits: the alphabet size to the power of the length', () => {
    expect(new Set(INVITATION_ALPHABET).size).toBe(INVITATION_ALPHABET.length);
    expect(INVITATION_LENGTH * Math.log2(INVITATION_ALPHABET.length)).toBeGreaterThanOrEqual(40);
    expect(codes[0]?.replace('-', '')).toHaveLength(INVITATION_LENGTH);
  });

  it('is random: 500 codes are 500 different codes, using most of the alphabet', () => {
    expect(new Set(codes).size).toBe(codes.length);
    const used = new Set(codes.join('').replace(/-/g, ''));
    expect(used.size).toBe(INVITATION_ALPHABET.length);
  });

  it('works for 72 hours', () => {
    expect(INVITATION_TTL_MS).toBe(72 * 60 * 60 * 1000);
    expect(INVITATION_TTL_HOURS).toBe(72);
  });
});

describe('a typed code', () => {
  it('is read whatever its case, spaces and dashes', () => {
    expect(normaliseInvitationCode(' cq7rk - m4twz ')).toBe('CQ7RKM4TWZ');
    expect(normaliseInvitationCode('CQ7RK\tM4TWZ')).toBe('CQ7RKM4TWZ');
    expect(invitationHash('cq7rk m4twz')).toBe(invitationHash('CQ7RK-M4TWZ'));
    expect(invitationHash('CQ-7R-KM-4T-WZ')).toBe(invitationHash('CQ7RKM4TWZ'));
  });

  it.each([
    ['CQ7RK-M4TWZ', true],
    ['cq7rk m4twz', true],
    ['CQ7RKM4TWZ', true],
    ['CQ7RK-M4TW', false],
    ['CQ7RK-M4TWZZ', false],
    ['CQ7RK-M4TW0', false],
    ['CQ7RK-M4TWO', false],
    ['9471203318', false],
    ['Mango-Season-2026', false],
    ['', false],
  ] as const)('%s looks like a code: %s', (typed, expected) => {
    expect(looksLikeInvitationCode(typed)).toBe(expected);
  });
});

describe('the stored hash', () => {
  it('is a SHA-256 digest that never equals or contains the code', () => {
    for (const code of codes.slice(0, 50)) {
      const hash = invitationHash(code);
      expect(hash).toMatch(/^[0-9a-f]{64}$/);
      expect(hash).not.toBe(code);
      expect(hash.toUpperCase()).not.toContain(code.replace('-', ''));
    }
  });

  it('differs from code to code', () => {
    expect(invitationHash('CQ7RK-M4TWZ')).not.toBe(invitationHash('CQ7RK-M4TWY'));
  });
});
