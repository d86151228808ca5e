import 'server-only';
import { isProductionSite, serverEnv } from '@/lib/env/server';
import { siteConfig } from '@/lib/site-config';
import type { PaymentLimits } from './payment-check';

/**
 * A UPI ID no app can pay (example is no bank's handle): the demo copy and development show real
 * links and QR codes, and money can never go astray from one.
 */
export const DEMO_UPI_ID = 'rohtasyuva.demo@example';

export interface PaymentSettings extends PaymentLimits {
  /** The foundation's UPI ID; null on a production server where UPI_ID is unset (no payment is taken). */
  payeeVpa: string | null;
  payeeName: string;
  donationPresetsRupees: readonly number[];
}

/** The payments' settings: the UPI ID per deployment (UPI_ID), the rest from lib/site-config.ts. */
export function paymentSettings(source: Record<string, string | undefined> = process.env): PaymentSettings {
  const env = serverEnv(source);
  const { payeeName, maxDonationRupees, donationPresetsRupees, fcraRegistered } = siteConfig.payments;
  return {
    payeeVpa: env.UPI_ID ?? (isProductionSite(env, source) ? null : DEMO_UPI_ID),
    payeeName,
    maxDonationRupees,
    donationPresetsRupees,
    fcraRegistered,
  };
}
