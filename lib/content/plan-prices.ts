import type { SubscriptionPlan } from './types';

export type PlanId = SubscriptionPlan['id'];

export interface PlanPrice {
  /** Whole rupees: the plans page shows them, and a payment turns them into paise (lib/payments). */
  rupees: number;
  period: SubscriptionPlan['period'];
}

/**
 * Each plan's price, once: the plans page of both languages and the payment for a plan read it
 * here, so the price a person reads is the price the UPI link asks.
 */
export const PLAN_PRICES: Record<PlanId, PlanPrice> = {
  player: { rupees: 150, period: 'month' },
  supporter: { rupees: 500, period: 'year' },
  family: { rupees: 250, period: 'month' },
  patron: { rupees: 5000, period: 'year' },
};

/** Who the concession is for, as the Subscription Info page names them. */
export const CONCESSION_GROUNDS = ['girl', 'singleParent', 'disability'] as const;
export type ConcessionGround = (typeof CONCESSION_GROUNDS)[number];

/**
 * The concession the Subscription Info page states (and the FAQ repeats): girls, children of single
 * parents and children with a disability pay half the player plan, without having to ask. Both
 * languages' pages write the percentage from here.
 */
export const PLAN_CONCESSION = { plan: 'player', percentOff: 50 } as const satisfies {
  plan: PlanId;
  percentOff: number;
};
