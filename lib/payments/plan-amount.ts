import { PLAN_CONCESSION, PLAN_PRICES, type ConcessionGround, type PlanId } from '@/lib/content/plan-prices';
import { rupeesToPaise } from './money';

/** Whether a concession can be asked on `plan`: only on the plan the Subscription Info page names. */
export const planHasConcession = (plan: PlanId): boolean => plan === PLAN_CONCESSION.plan;

/**
 * What one period of `plan` costs, in paise, with the concession when one is claimed on the plan
 * that has it. The price is the plans page's own (PLAN_PRICES). A concession that left a fraction
 * of a paisa (it does not at 50% of whole rupees) is rounded down: the payer is never asked for more
 * than the page promises.
 */
export function planAmountPaise(plan: PlanId, concession: ConcessionGround | null): number {
  const full = rupeesToPaise(PLAN_PRICES[plan].rupees);
  if (concession === null || !planHasConcession(plan)) return full;
  return Math.floor((full * (100 - PLAN_CONCESSION.percentOff)) / 100);
}
