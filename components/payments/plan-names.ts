import type { PlanId } from '@/lib/content/plan-prices';
import { getContent } from '@/lib/content';
import type { Locale } from '@/lib/i18n/locales';

/** Each plan's name in `locale`, from the plans page's content. */
export const planNamesIn = (locale: Locale): Record<PlanId, string> =>
  Object.fromEntries(getContent(locale).plans.plans.map((plan) => [plan.id, plan.name])) as Record<PlanId, string>;
