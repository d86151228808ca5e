'use client';

import { useTranslations } from 'next-intl';
import type { PlanId } from '@/lib/content/plan-prices';
import { isPlanId } from '@/lib/payments/payment-form';

/**
 * What a payment is for, in words: "Donation", "Player plan", "Player plan (concession)". A
 * purpose the site no longer offers is shown as stored rather than hidden.
 */
export function usePurposeInWords(): (purpose: string, concession?: boolean) => string {
  const t = useTranslations('TreasurerPayments');
  const planName = (plan: PlanId) => t('purposes.plan', { plan: t(`plans.${plan}`) });
  return (purpose, concession = false) => {
    if (purpose === 'donation') return t('purposes.donation');
    const plan = purpose.startsWith('plan:') ? purpose.slice('plan:'.length) : purpose;
    if (!isPlanId(plan)) return purpose;
    return concession ? t('purposes.concession', { purpose: planName(plan) }) : planName(plan);
  };
}
