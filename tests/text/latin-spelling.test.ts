// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { latinSkeleton, latinWordSpellings } from '@/lib/text/latin-spelling';

describe('latinSkeleton', () => {
  it.each([
    ['baarish', 'barish', 'baris'],
    ['beej', 'bij', 'bij'],
    ['zila', 'jila', 'jila'],
    ['widyalay', 'vidyalay', 'vidyalay'],
    ['shiksha', 'siksa', 'siksa'],
    ['phal', 'fal', 'fal'],
    ['chhapra', 'chapra', 'capra'],
    ['bachcha', 'bacha', 'baca'],
    ['cricket', 'kriket', 'kriket'],
    ['Patna', 'PATNA', 'patna'],
  ])('writes %s and %s as %s', (one, other, skeleton) => {
    expect(latinSkeleton(one)).toBe(skeleton);
    expect(latinSkeleton(other)).toBe(skeleton);
  });

  it('keeps the aspirates apart from the plain letters', () => {
    expect(latinSkeleton('dhan')).not.toBe(latinSkeleton('dan'));
    expect(latinSkeleton('khana')).not.toBe(latinSkeleton('kana'));
  });
});

describe('latinWordSpellings', () => {
  it('adds the Hindi sound of an English loan word', () => {
    expect(latinWordSpellings('Police')).toEqual(['polise', 'pulis']);
  });

  it('gives a Hindi word its own skeleton alone', () => {
    expect(latinWordSpellings('kisan')).toEqual(['kisan']);
    expect(latinWordSpellings('!!')).toEqual([]);
  });
});
