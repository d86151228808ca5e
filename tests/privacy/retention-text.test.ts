// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { legalDocuments as englishLegal } from '@/lib/content/en/legal';
import { legalDocuments as hindiLegal } from '@/lib/content/hi/legal';
import { periodInEnglish, retentionBullets as englishBullets } from '@/lib/content/en/retention-text';
import { periodInHindi, retentionBullets as hindiBullets } from '@/lib/content/hi/retention-text';
import { RETENTION_RULES, type RetentionRule } from '@/lib/privacy/retention';

const languages = [
  { name: 'English', legal: englishLegal, bullets: englishBullets, period: periodInEnglish, file: 'en' },
  { name: 'Hindi', legal: hindiLegal, bullets: hindiBullets, period: periodInHindi, file: 'hi' },
] as const;

const publicRules = RETENTION_RULES.filter((rule) => rule.public);

describe.each(languages)("the Privacy Policy's retention list in $name", ({ legal, bullets, period, file }) => {
  it('is the list made from the retention table, one line per public rule', () => {
    const lists = legal.privacyPolicy.sections.map((section) => section.bullets);
    expect(lists).toContainEqual(bullets(RETENTION_RULES));
    expect(bullets(RETENTION_RULES)).toHaveLength(publicRules.length);
  });

  it("names each public rule's period, and follows the table when it changes", () => {
    bullets(RETENTION_RULES).forEach((line, i) => expect(line).toContain(period(publicRules[i]!.period)));
    const changed: RetentionRule[] = RETENTION_RULES.map((rule) =>
      rule.kind === 'membership' ? { ...rule, period: { years: 5 } } : rule,
    );
    const line = bullets(changed)[1] ?? '';
    expect(line).toContain(period({ years: 5 }));
    expect(line).not.toContain(period({ years: 3 }));
    expect(bullets(changed.filter((rule) => rule.kind !== 'accessLog'))).toHaveLength(publicRules.length - 1);
  });

  it('holds no period of its own: the words come from the table alone', () => {
    // Code only: a comment may give an example.
    const source = readFileSync(`lib/content/${file}/retention-text.ts`, 'utf8').replace(/\/\*\*?[\s\S]*?\*\//g, '');
    for (const rule of publicRules) expect(source).not.toContain(period(rule.period));
  });
});

describe('periods in words', () => {
  it('says one and many in each language', () => {
    expect(periodInEnglish({ years: 1, months: 6 })).toBe('1 year and 6 months');
    expect(periodInEnglish({ days: 14 })).toBe('14 days');
    expect(periodInHindi({ months: 1 })).toBe('1 महीना');
    expect(periodInHindi({ years: 2, days: 3 })).toBe('2 साल और 3 दिन');
  });

  it('names the survey closing day', () => {
    expect(englishBullets()[0]).toContain('31 March 2027');
    expect(hindiBullets()[0]).toContain('2027');
  });
});
