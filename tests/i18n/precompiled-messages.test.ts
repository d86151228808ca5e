// @vitest-environment node
import compile from 'icu-minify/compile';
import { _createCache, _createIntlFormatters } from 'use-intl/core';
import formatWithParser from 'use-intl/format-message';
import formatPrecompiled from 'use-intl/format-message/format-only';
import { describe, expect, it } from 'vitest';
import en from '@/lib/i18n/messages/en.json';
import hi from '@/lib/i18n/messages/hi.json';

// The build compiles the catalogs and gives next-intl the small formatter of compiled messages
// (next.config.ts). Every message must read exactly as the ICU formatter of the tests and of
// development writes it.

type Catalog = { [key: string]: string | Catalog };

function messagesOf(catalog: Catalog, prefix = ''): [string, string][] {
  return Object.entries(catalog).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : messagesOf(value, `${prefix}${key}.`),
  );
}

/** Each argument the message names, with its type (plural, select…) where it has one. */
function argumentsOf(message: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [, name = '', type = ''] of message.matchAll(/\{\s*(\w+)\s*(?:,\s*(\w+))?/g)) {
    if (!found.get(name)) found.set(name, type);
  }
  return found;
}

/** Values to try: every count form (zero, one, many, Indian grouping) and every select branch. */
function valueSets(message: string): Record<string, string | number>[] {
  const args = argumentsOf(message);
  return [0, 1, 2, 7, 123456].flatMap((count) =>
    ['month', 'year', 'day'].map((choice) =>
      Object.fromEntries(
        [...args].map(([name, type]) => [
          name,
          type === 'plural' || type === 'selectordinal' || type === 'number'
            ? count
            : type === 'select'
              ? choice
              : `‹${name}›`,
        ]),
      ),
    ),
  );
}

const options = (locale: string) => ({
  cache: _createCache(),
  formatters: _createIntlFormatters(_createCache()),
  locale,
  timeZone: 'Asia/Kolkata',
});

describe('the catalogs, compiled when the site is built', () => {
  for (const [locale, catalog] of [
    ['en', en],
    ['hi', hi],
  ] as const) {
    it(`reads every ${locale} message as the ICU formatter does`, () => {
      const messages = messagesOf(catalog);
      expect(messages.length).toBeGreaterThan(300);
      let compared = 0;
      for (const [key, message] of messages) {
        const compiled = compile(message);
        for (const values of valueSets(message)) {
          const expected = formatWithParser(key, message, values, options(locale));
          expect(formatPrecompiled(key, compiled, values, options(locale)), `${key} ${JSON.stringify(values)}`).toBe(
            expected,
          );
          compared += 1;
        }
      }
      expect(compared).toBe(messages.length * 15);
    });
  }

  it('keeps a placeholder passed as a value, for the components that fill it in the browser', () => {
    const compiled = compile(en.Footer.copyright);
    expect(formatPrecompiled('Footer.copyright', compiled, { year: '{year}', name: '{name}' }, options('en'))).toBe(
      '© {year} {name}. All rights reserved.',
    );
  });
});
