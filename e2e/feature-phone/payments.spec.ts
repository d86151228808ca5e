import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { axeFindingsWithoutScripts } from '../support/axe';
import { en, hi } from '../routes';
import { field, records, unique } from '../support/forms';
import { pdfText } from '../support/documents';
import { download, paymentRecord, storeWaitingPayment } from '../support/payments';

// Without JavaScript the payment pages are plain HTML forms: the plan's form answers with what to
// fix beside each field, then with the payment to pay (QR code and UPI link); the UTR is given on
// that page, and the payment is found again by its reference and mobile number, in Hindi too.

type Catalog = typeof en;
const describedText = async (page: Page, name: string) => {
  const helper = await field(page, name).getAttribute('aria-describedby');
  return page.locator(`[id="${helper}"]`).innerText();
};
const mobile = () => `9${String(Date.now()).slice(-9)}`;

async function payForPlayer(page: Page, t: Catalog, name: string, phone: string) {
  const f = t.Payments.form;
  await page.goto(t === hi ? '/hi/nav/pay?plan=player' : '/nav/pay?plan=player');
  await expect(page.getByTestId('privacy-notice')).toBeVisible();
  await page.getByRole('radio', { name: f.concessions.girl }).check();
  await field(page, f.name).fill(name);
  await field(page, f.mobile).fill('12345');
  await page.getByRole('radio', { name: f.citizenships.indian }).check();
  await page.getByRole('checkbox', { name: f.consent }).check();
  await page.getByRole('button', { name: f.submit }).click();
  await expect(page.getByRole('alert').filter({ hasText: f.fixErrors })).toBeVisible();
  expect(await describedText(page, f.mobile)).toBe(t.Payments.errors.mobile);
  await expect(field(page, f.name)).toHaveValue(name);
  await field(page, f.mobile).fill(phone);
  await page.getByRole('checkbox', { name: f.consent }).check();
  await page.getByRole('button', { name: f.submit }).click();
  return (await page.getByTestId('payment-reference').innerText()).trim();
}

test('a plan is paid without scripts: checked, recorded once, shown with its QR code and UPI link, then its UTR', async ({
  page,
}) => {
  const name = unique();
  const phone = mobile();
  const reference = await payForPlayer(page, en, name, phone);
  expect(reference).toMatch(/^PAY[2-9A-HJ-NP-Z]{8}$/);
  await expect(page.getByRole('heading', { name: 'Pay ₹75' })).toBeVisible();
  await expect(page.getByRole('img', { name: /QR code: pay ₹75/ })).toBeVisible();
  const link = await page.getByRole('link', { name: en.Payments.payment.payWithApp }).getAttribute('href');
  expect(link).toContain(`&tr=${reference}&`);
  expect(link).toContain('&am=75.00&cu=INR');
  expect(await axeFindingsWithoutScripts(page)).toEqual([]);

  const stored = (await records('payments')).filter((r) => r.name === name);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ reference, amountPaise: 7_500, status: 'pending' });

  await field(page, en.Payments.utr.label).fill('4123 4567');
  await page.getByRole('button', { name: en.Payments.utr.submit }).click();
  expect(await describedText(page, en.Payments.utr.label)).toBe(en.Payments.utr.errors.utr);
  const utr = `4${String(Date.now()).slice(-11)}`;
  await field(page, en.Payments.utr.label).fill(utr);
  await page.getByRole('button', { name: en.Payments.utr.submit }).click();
  await expect(page.getByText(en.Payments.payment.status.utrSubmitted)).toBeVisible();
  const after = (await records('payments')).find((r) => r.reference === reference);
  expect(after).toMatchObject({ status: 'utrSubmitted', utr });
});

test('a payment is found again in Hindi only with its reference and mobile number', async ({ page }) => {
  const phone = mobile();
  const reference = await payForPlayer(page, hi, unique(), phone);
  const l = hi.Payments.lookup;
  await page.goto('/hi/nav/pay/your-payment');
  await field(page, l.reference).fill(reference);
  await field(page, l.mobile).fill('9123456789');
  await page.getByRole('button', { name: l.find }).click();
  await expect(page.getByRole('alert')).toHaveText(l.errors.notFound);
  await expect(page.getByRole('img')).toHaveCount(0);
  await field(page, l.mobile).fill(phone);
  await page.getByRole('button', { name: l.find }).click();
  await expect(page.getByTestId('payment-reference')).toHaveText(reference);
  await expect(page.getByRole('img', { name: /QR कोड/ })).toBeVisible();
});

test('a foreign citizen is told why the gift cannot be taken', async ({ page }) => {
  const f = en.Payments.form;
  await page.goto('/nav/pay');
  await page.getByRole('radio', { name: '₹500' }).check();
  await field(page, f.name).fill(unique());
  await field(page, f.mobile).fill(mobile());
  await page.getByRole('radio', { name: f.citizenships.foreign }).check();
  await page.getByRole('checkbox', { name: f.consent }).check();
  await page.getByRole('button', { name: f.submit }).click();
  await expect(page.getByText(en.Payments.errors.foreignRefused)).toBeVisible();
});

test('a confirmed payment shows its receipt without scripts, and the plain form downloads its PDF', async ({
  page,
}) => {
  const key = `-e2eNoScriptReceipt${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const reference = `PAY${Date.now()
    .toString(36)
    .toUpperCase()
    .replace(/[01IO]/g, 'Z')
    .slice(-7)}N`;
  const phone = mobile();
  await storeWaitingPayment(
    key,
    paymentRecord(reference, 'Ramesh Singh', phone, {
      amountPaise: 1_000_00,
      status: 'confirmed',
      utr: '412345678901',
      // A serial far above any the other tests take: this receipt was never in the year's book.
      receipt: { number: 'RYF/2026-27/90001', fyLabel: '2026-27', serial: 90001, issuedAt: Date.now() },
    }),
  );
  const l = en.Payments.lookup;
  await page.goto('/nav/pay/your-payment');
  await field(page, l.reference).fill(reference);
  await field(page, l.mobile).fill(phone);
  await page.getByRole('button', { name: l.find }).click();
  const receipt = page.getByRole('region', { name: en.Payments.receipt.title });
  await expect(receipt.getByText('RYF/2026-27/90001')).toBeVisible();
  await expect(receipt.getByText('Rupees One Thousand Only')).toBeVisible();
  expect(await axeFindingsWithoutScripts(page)).toEqual([]);
  const pdf = await download(page, en.Payments.receipt.download);
  expect(pdf.fileName).toBe('receipt-RYF-2026-27-90001.pdf');
  expect(await pdfText(pdf.path)).toContain('Rupees One Thousand Only');
});

test('a receipt download that proves nothing comes back to the page, which says why', async ({ page }) => {
  await page.goto('/hi/nav/pay/your-payment?receipt=notFound');
  await expect(page.getByRole('alert')).toHaveText(hi.Payments.receipt.problems.notFound);
});
