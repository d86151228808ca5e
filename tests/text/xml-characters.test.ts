// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { oneLineWithoutForbiddenCharacters, withoutForbiddenCharacters } from '@/lib/text/xml-characters';
import { forbiddenCharacters } from './forbidden-characters';

describe('characters XML forbids', () => {
  it('are removed one by one, every C0 and C1 control, lone surrogate and U+FFFE/U+FFFF', () => {
    for (const character of forbiddenCharacters) {
      expect(withoutForbiddenCharacters(`a${character}b`), `U+${character.codePointAt(0)?.toString(16)}`).toBe('ab');
    }
  });

  it('keep tabs and line breaks in text that may have them, but not in one line', () => {
    expect(withoutForbiddenCharacters('a\tb\nc\r\nd')).toBe('a\tb\nc\r\nd');
    expect(oneLineWithoutForbiddenCharacters('a\tb\nc\r\nd\u0001')).toBe('abcd');
  });

  it('leave every other character alone: Hindi, emoji (a surrogate pair), no-break space', () => {
    const text = 'नमस्ते 😀\u00a0« » \uFFFD \u{10FFFF}';
    expect(withoutForbiddenCharacters(text)).toBe(text);
  });
});
