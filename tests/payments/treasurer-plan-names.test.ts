// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { getContent } from '@/lib/content';
import { PLAN_PRICES } from '@/lib/content/plan-prices';
import en from '@/lib/i18n/messages/en.json';
import hi from '@/lib/i18n/messages/hi.json';

// The treasurer's panel names the plans from its own labels (the team workspace loads no page
// content); they must read as the plans page names them, in both languages.
describe.each([
  ['en', en],
  ['hi', hi],
] as const)('the treasurer’s plan names in %s', (locale, catalog) => {
  it('are the plans page’s names, one for each plan', () => {
    const pageNames = Object.fromEntries(getContent(locale).plans.plans.map((plan) => [plan.id, plan.name]));
    expect(Object.keys(pageNames).sort()).toEqual(Object.keys(PLAN_PRICES).sort());
    expect(catalog.TreasurerPayments.plans).toEqual(pageNames);
  });
});
