// @vitest-environment node
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import en from '@/lib/i18n/messages/en.json';

/** Values that are the same in both languages: names, abbreviations and placeholders-only strings. */
const SAME_IN_BOTH = new Set([
  'RUFC',
  'FAQs',
  '{network}',
  'Facebook',
  'Instagram',
  'YouTube',
  'X',
  'English',
  // The payment systems' own names, and a payment's heading (its reference and amount).
  'UPI',
  'UTR',
  '{reference}: {amount}',
  // A training register's heading (its group and day) and a player on it (first name, member reference).
  '{group}, {date}',
  '{name} ({reference})',
]);

type Catalog = { [key: string]: string | Catalog };
const leaves = (catalog: Catalog, prefix = ''): [string, string][] =>
  Object.entries(catalog).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );

const hiPath = 'lib/i18n/messages/hi.json';

describe('the Hindi message catalog', () => {
  it('exists', () => {
    expect(existsSync(hiPath)).toBe(true);
  });

  const hi = JSON.parse(readFileSync(hiPath, 'utf8')) as Catalog;
  const english = new Map(leaves(en as Catalog));
  const hindi = new Map(leaves(hi));

  it('has every English key, and no other', () => {
    expect([...english.keys()].filter((k) => !hindi.has(k))).toEqual([]);
    expect([...hindi.keys()].filter((k) => !english.has(k))).toEqual([]);
  });

  it('has no empty value and no untranslated one', () => {
    const problems = [...english].filter(([key, value]) => {
      const translated = hindi.get(key) ?? '';
      return !translated.trim() || (translated === value && !SAME_IN_BOTH.has(value));
    });
    expect(problems.map(([key]) => key)).toEqual([]);
  });

  it('keeps every placeholder of the English text', () => {
    // The ICU arguments of a message (the parser next-intl uses), not the words inside its branches.
    const argumentsOf = (elements: MessageFormatElement[]): string[] =>
      elements.flatMap((e) => {
        if (e.type === TYPE.literal || e.type === TYPE.pound) return [];
        const own = 'value' in e && typeof e.value === 'string' ? [e.value] : [];
        const branches = 'options' in e ? Object.values(e.options).flatMap((o) => argumentsOf(o.value)) : [];
        return [...own, ...branches];
      });
    const placeholders = (text: string) => [...new Set(argumentsOf(parse(text)))].sort();
    const problems = [...english].filter(
      ([key, value]) => placeholders(value).join() !== placeholders(hindi.get(key) ?? '').join(),
    );
    expect(problems.map(([key]) => key)).toEqual([]);
  });
});
