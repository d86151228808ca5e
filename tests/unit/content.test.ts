// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { getContent } from '@/lib/content';
import type { PageText } from '@/lib/content/types';
import { messagesFor } from '@/lib/i18n/messages';
import { routing } from '@/lib/i18n/routing';
import { specRoutes, type RouteId } from '@/lib/navigation';

describe.each(routing.locales)('page content (%s)', (locale) => {
  const content = getContent(locale);
  const pageText = (id: RouteId): PageText => {
    if (id === 'home') return content.home;
    if (id === 'blog') return content.blog;
    if (id === 'faqs') return content.faqs;
    if (id === 'subscriptionPlans') return content.plans;
    // The "Your data" page is a form: its text is in the messages, beside the form's labels.
    if (id === 'yourData') return messagesFor(locale).YourData.page;
    if (id in content.legal) return content.legal[id as keyof typeof content.legal];
    return content.info[id as keyof typeof content.info];
  };

  it.each(specRoutes().map((r) => r.id))('%s has its route title, a description and an h1', (id) => {
    const page = pageText(id);
    expect(page.title).toBe(messagesFor(locale).Nav[id]);
    expect(page.description.length).toBeGreaterThanOrEqual(70);
    expect(page.description.length).toBeLessThanOrEqual(170);
    expect(page.heading.length).toBeGreaterThan(3);
    expect(page.intro.length).toBeGreaterThan(40);
  });

  it('has real FAQs, plans with prices, and the three initiatives', () => {
    expect(content.faqs.groups.flatMap((g) => g.items).length).toBeGreaterThanOrEqual(10);
    for (const plan of content.plans.plans) {
      expect(plan.priceInr).toBeGreaterThan(0);
      expect(plan.features.length).toBeGreaterThanOrEqual(3);
    }
    expect(content.home.initiatives.map((i) => i.id)).toEqual(['social', 'educational', 'cultural']);
  });

  it('contains no filler text', () => {
    expect(JSON.stringify(content)).not.toMatch(/lorem ipsum|coming soon|\[placeholder\]|TODO/i);
  });

  it('describes the accessibility settings in the accessibility statement', () => {
    const text = JSON.stringify(content.legal.accessibilityStatement);
    for (const fact of ['90%', '100%', '120%', '150%', '20%', 'deuteranopia', 'protanopia', 'tritanopia']) {
      expect(text.toLowerCase()).toContain(fact.toLowerCase());
    }
  });
});
