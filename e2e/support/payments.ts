import { expect, type Page } from '@playwright/test';
import { writeAsServer } from './database-admin';

/** A payment record as the payment form writes it, for `name` with `mobile`; `extra` overrides. */
export function paymentRecord(reference: string, name: string, mobile: string, extra: Record<string, unknown> = {}) {
  const at = Date.now();
  return {
    reference,
    purpose: { kind: 'donation' },
    amountPaise: 500_00,
    name,
    mobile,
    email: '',
    address: '',
    wants80GReceipt: false,
    pan: '',
    citizenship: 'indian',
    locale: 'en',
    status: 'utrSubmitted',
    utr: '',
    createdAt: at,
    noticeVersion: 'e2e',
    consentedAt: at,
    statusHistory: [{ status: 'pending', at }],
    ...extra,
  };
}

/** A payment waiting for the treasurer, written as the payment form would, with its reference claimed. */
export async function storeWaitingPayment(key: string, payment: Record<string, unknown>) {
  await writeAsServer(`payments/${key}`, payment);
  await writeAsServer(`paymentReferences/${String(payment.reference)}`, { key });
}

/** Downloads what clicking `name` gives, and answers the file's path. */
export async function download(page: Page, name: string): Promise<{ path: string; fileName: string }> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name }).click();
  const file = await downloading;
  const path = await file.path();
  expect(path).toBeTruthy();
  return { path, fileName: file.suggestedFilename() };
}
