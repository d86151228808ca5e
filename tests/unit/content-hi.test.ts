// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { englishContent } from '@/lib/content/en';
import { hindiContent } from '@/lib/content/hi';
import hi from '@/lib/i18n/messages/hi.json';

const DEVANAGARI = /[\u0900-\u097F]/;

describe('the Hindi page content (written ahead of the Hindi routes)', () => {
  it('mirrors the English structure: same pages, sections and prices', () => {
    expect(Object.keys(hindiContent.info).sort()).toEqual(Object.keys(englishContent.info).sort());
    expect(Object.keys(hindiContent.legal).sort()).toEqual(Object.keys(englishContent.legal).sort());
    expect(hindiContent.plans.plans.map((p) => [p.id, p.priceInr, p.period])).toEqual(
      englishContent.plans.plans.map((p) => [p.id, p.priceInr, p.period]),
    );
    expect(hindiContent.faqs.groups.flatMap((g) => g.items).length).toBe(
      englishContent.faqs.groups.flatMap((g) => g.items).length,
    );
  });

  it('is written in Hindi, with titles matching the Hindi navigation', () => {
    for (const [id, page] of Object.entries(hindiContent.info)) {
      expect(page.heading).toMatch(DEVANAGARI);
      expect(page.title).toBe(hi.Nav[id as keyof typeof hi.Nav]);
    }
    for (const [id, doc] of Object.entries(hindiContent.legal)) {
      expect(doc.heading).toMatch(DEVANAGARI);
      expect(doc.title).toBe(hi.Nav[id as keyof typeof hi.Nav]);
    }
    expect(hindiContent.home.heading).toMatch(DEVANAGARI);
  });

  it('says on each binding legal text, in Hindi, that the English version is the one that binds', () => {
    for (const id of [
      'privacyPolicy',
      'cookiePolicy',
      'termsOfService',
      'returnPolicy',
      'disclaimer',
      'copyright',
    ] as const) {
      expect(hindiContent.legal[id].intro).toContain('अंग्रेज़ी');
    }
  });
});
