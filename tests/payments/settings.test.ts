// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { parseServerEnv } from '@/lib/env/server';
import { DEMO_UPI_ID, paymentSettings } from '@/lib/payments/settings';
import { isVpa } from '@/lib/payments/upi-link';
import { siteConfig } from '@/lib/site-config';

vi.mock('server-only', () => ({}));

describe('the payments’ settings', () => {
  it('pay UPI_ID, checked at start-up as a UPI ID', () => {
    expect(paymentSettings({ UPI_ID: 'rohtasyuva@sbi' }).payeeVpa).toBe('rohtasyuva@sbi');
    expect(() => parseServerEnv({ UPI_ID: 'rohtasyuva sbi' })).toThrow(/UPI_ID must be a UPI ID/);
  });

  it('pay nobody where no UPI ID is set: a demo ID no app can pay, or none on a production server', () => {
    expect(isVpa(DEMO_UPI_ID)).toBe(true);
    expect(paymentSettings({ NODE_ENV: 'development' }).payeeVpa).toBe(DEMO_UPI_ID);
    expect(paymentSettings({ NODE_ENV: 'production', DEMO_MODE: '1' }).payeeVpa).toBe(DEMO_UPI_ID);
    expect(paymentSettings({ NODE_ENV: 'production' }).payeeVpa).toBeNull();
  });

  it('take the payee, bounds and FCRA registration from the site’s configuration', () => {
    expect(paymentSettings({})).toMatchObject({
      payeeName: siteConfig.payments.payeeName,
      maxDonationRupees: siteConfig.payments.maxDonationRupees,
      fcraRegistered: siteConfig.payments.fcraRegistered,
    });
    for (const preset of siteConfig.payments.donationPresetsRupees) {
      expect(preset).toBeLessThanOrEqual(siteConfig.payments.maxDonationRupees);
    }
  });
});
