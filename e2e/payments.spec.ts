import { readFile, writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { SPEC_BASE_PORTS } from '../playwright.config';
import { startCluster, type Cluster } from './support/cluster';
import { field, records, unique } from './support/forms';
import { decodedQr, firstPage, pdfText } from './support/documents';
import { download, paymentRecord, storeWaitingPayment } from './support/payments';
import { demoTeam, logIn, openLogin, signedInIdToken, signInToInbox } from './support/team';
import { expect, nextTestAddress, test } from './support/test';
import { en, hi } from './routes';

/**
 * Paying and giving as people do it: the form, the QR code read by a real decoder, the UTR, the
 * treasurer's confirmation in the workspace, and the receipt the payer opens and downloads, read
 * back by poppler in both languages. Every e2e test that confirms a payment is in this file, run
 * in order, so the receipt numbers the last test counts are taken by no other test meanwhile.
 */
test.describe.configure({ mode: 'serial' });

type Catalog = typeof en;
const mobile = () => `9${String(Date.now()).slice(-9)}`;
const utrOf = () => `4${String(Date.now()).slice(-11)}`;
const { treasurer, coordinator } = demoTeam;

async function signInAsTreasurer(page: Page) {
  await openLogin(page, en.Admin);
  await logIn(page, en.Admin, treasurer.memberId, treasurer.invitation);
  await expect(page.getByRole('heading', { level: 2, name: en.TreasurerPayments.title })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(en.TreasurerPayments.loading)).toHaveCount(0, { timeout: 30_000 });
}

async function confirmInWorkspace(page: Page, reference: string) {
  const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: new RegExp(reference) }) });
  await item.getByRole('button', { name: en.TreasurerPayments.confirm }).click();
  await expect(item.getByText(/^RYF\/\d{4}-\d{2}\/\d{5}$/)).toBeVisible({ timeout: 15_000 });
  return (await item.getByText(/^RYF\/\d{4}-\d{2}\/\d{5}$/).innerText()).trim();
}

async function giveUtr(page: Page, t: Catalog, utr: string) {
  await field(page, t.Payments.utr.label).fill(utr);
  await page.getByRole('button', { name: t.Payments.utr.submit }).click();
  await expect(page.getByText(t.Payments.payment.status.utrSubmitted)).toBeVisible();
}

async function openYourPayment(page: Page, t: Catalog, reference: string, phone: string) {
  const l = t.Payments.lookup;
  await page.goto(t === hi ? '/hi/nav/pay/your-payment' : '/nav/pay/your-payment');
  await field(page, l.reference).fill(reference);
  await field(page, l.mobile).fill(phone);
  await page.getByRole('button', { name: l.find }).click();
  await expect(page.getByTestId('payment-reference')).toHaveText(reference);
}

test('a plan is paid through the QR code, confirmed by the treasurer, and its receipt downloaded and read back', async ({
  page,
  browser,
}, testInfo) => {
  const f = en.Payments.form;
  const name = unique();
  const phone = mobile();
  await page.goto('/nav/pay?plan=player');
  await page.getByRole('radio', { name: f.concessions.girl }).check();
  await field(page, f.name).fill(name);
  await field(page, f.mobile).fill(phone);
  await page.getByRole('radio', { name: f.citizenships.indian }).check();
  await page.getByRole('checkbox', { name: f.consent }).check();
  await page.getByRole('button', { name: f.submit }).click();
  const reference = (await page.getByTestId('payment-reference').innerText()).trim();

  // The code a phone's camera reads is the UPI address, field by field as the linking specification lays it out.
  const scanned = await decodedQr(page);
  expect(scanned).toBe(await page.getByRole('link', { name: en.Payments.payment.payWithApp }).getAttribute('href'));
  const address = new URL(scanned ?? '');
  expect(`${address.protocol}//${address.host}`).toBe('upi://pay');
  expect([...address.searchParams.keys()]).toEqual(['pa', 'pn', 'tr', 'tn', 'am', 'cu']);
  expect(Object.fromEntries(address.searchParams)).toEqual({
    pa: 'rohtasyuva.demo@example',
    pn: 'Rohtas Yuva Foundation',
    tr: reference,
    tn: `RYF player plan ${reference}`,
    am: '75.00',
    cu: 'INR',
  });

  const utr = utrOf();
  await giveUtr(page, en, utr);

  const team = await browser.newPage();
  await signInAsTreasurer(team);
  const receiptNumber = await confirmInWorkspace(team, reference);
  await team.close();

  await openYourPayment(page, en, reference, phone);
  await expect(page.getByText(en.Payments.payment.status.confirmed)).toBeVisible();
  const receipt = page.getByRole('region', { name: en.Payments.receipt.title });
  for (const text of [receiptNumber, name, 'Membership: Player plan', 'Rupees Seventy-Five Only', utr]) {
    await expect(receipt.getByText(text, { exact: true })).toBeVisible();
  }
  // A membership is no gift: no 80G statement.
  await expect(receipt.getByText(/80G/)).toHaveCount(0);

  const pdf = await download(page, en.Payments.receipt.download);
  expect(pdf.fileName).toBe(`receipt-${receiptNumber.replaceAll('/', '-')}.pdf`);
  const text = await pdfText(pdf.path);
  for (const expected of [receiptNumber, name, 'Membership: Player plan', '₹75', 'Rupees Seventy-Five Only', utr]) {
    expect(text).toContain(expected);
  }
  expect(text).not.toContain('80G');
  const rendered = await firstPage(pdf.path);
  await testInfo.attach('receipt-en-page-1.png', { body: rendered.png, contentType: 'image/png' });
  expect([rendered.width, rendered.height]).toEqual([414, 585]);
  expect(rendered.ink).toBeGreaterThan(0.01);
});

test('a donation in Hindi with an 80G receipt: its PDF is in Hindi, shaped, with the donor PAN and the 80G statement', async ({
  page,
  browser,
}, testInfo) => {
  const f = hi.Payments.form;
  const name = `प्रियंका कुमारी ${Date.now().toString(36)}`;
  const phone = mobile();
  await page.goto('/hi/nav/pay');
  await page.getByRole('radio', { name: f.ownAmount }).check();
  await field(page, f.ownAmountLabel).fill('25000');
  await field(page, f.name).fill(name);
  await field(page, f.mobile).fill(phone);
  await page.getByRole('checkbox', { name: f.wants80GReceipt }).check();
  await field(page, f.pan).fill('ABCPK1234F');
  await field(page, f.address).fill('वार्ड 4, डेहरी, रोहतास');
  await page.getByRole('radio', { name: f.citizenships.indian }).check();
  await page.getByRole('checkbox', { name: f.consent }).check();
  await page.getByRole('button', { name: f.submit }).click();
  const reference = (await page.getByTestId('payment-reference').innerText()).trim();
  expect(new URL((await decodedQr(page)) ?? '').searchParams.get('am')).toBe('25000.00');
  const utr = utrOf();
  await giveUtr(page, hi, utr);

  const team = await browser.newPage();
  await signInAsTreasurer(team);
  const receiptNumber = await confirmInWorkspace(team, reference);
  await team.close();

  await openYourPayment(page, hi, reference, phone);
  const receipt = page.getByRole('region', { name: hi.Payments.receipt.title });
  await expect(receipt.getByText('रुपये पच्चीस हज़ार मात्र')).toBeVisible();
  await expect(receipt.getByText(/धारा 80G/).first()).toBeVisible();

  const pdf = await download(page, hi.Payments.receipt.download);
  const text = await pdfText(pdf.path);
  for (const expected of [
    'रसीद',
    receiptNumber,
    name,
    'ABCPK1234F',
    'वार्ड 4, डेहरी, रोहतास',
    'दान',
    'रुपये पच्चीस हज़ार मात्र',
    'यह दान आयकर अधिनियम, 1961 की धारा 80G(5)(vi) के अंतर्गत कटौती के योग्य है',
    'इस दान के बदले कोई वस्तु या सेवा नहीं दी गई।',
    'न्यास का पैन: AAATR0000A',
  ]) {
    expect(text.replace(/\s+/g, ' ')).toContain(expected);
  }
  const rendered = await firstPage(pdf.path);
  await testInfo.attach('receipt-hi-page-1.png', { body: rendered.png, contentType: 'image/png' });
  expect(rendered.ink).toBeGreaterThan(0.01);
  const stored = (await records('payments')).find((r) => r.reference === reference);
  expect(stored).toMatchObject({
    status: 'confirmed',
    amountPaise: 25_000_00,
    locale: 'hi',
    receipt: { number: receiptNumber },
  });
});

test("the treasurer uploads the bank's statement: the payment it shows is confirmed, one whose amount differs is flagged", async ({
  page,
}, testInfo) => {
  const stamp = Date.now()
    .toString(36)
    .toUpperCase()
    .replace(/[01IO]/g, 'Z')
    .slice(-6);
  const matched = {
    key: `-e2eStatementA${stamp}`,
    reference: `PAY${stamp}SA`,
    utr: `7${String(Date.now()).slice(-9)}01`,
  };
  const differs = {
    key: `-e2eStatementB${stamp}`,
    reference: `PAY${stamp}SB`,
    utr: `7${String(Date.now()).slice(-9)}02`,
  };
  for (const payment of [matched, differs]) {
    await storeWaitingPayment(payment.key, paymentRecord(payment.reference, unique(), mobile(), { utr: payment.utr }));
  }
  const csv = [
    'Account Name :,ROHTAS YUVA FOUNDATION',
    '',
    'Txn Date,Value Date,Description,Ref No./Cheque No.,Debit,Credit,Balance',
    `14 May 2026,14 May 2026,UPI/CR/${matched.utr}/PAYER/SBIN,,,500.00,"10,500.00"`,
    `14 May 2026,14 May 2026,UPI/CR/${differs.utr}/PAYER/HDFC,,,50.00,"10,550.00"`,
  ].join('\r\n');
  const file = testInfo.outputPath('statement.csv');
  await writeFile(file, csv);

  await signInAsTreasurer(page);
  const s = en.TreasurerPayments.statement;
  await page.getByLabel(s.file).setInputFiles(file);
  await page.getByRole('button', { name: s.upload }).click();
  const result = page.getByRole('status').filter({ hasText: matched.reference });
  await expect(result).toContainText(`${matched.reference}: ₹500, receipt RYF/`);
  await expect(result).toContainText(`${differs.reference} (UTR ${differs.utr}): ${s.flags.amountDiffers}`);
  const stored = await records('payments');
  expect(stored.find((r) => r.reference === matched.reference)).toMatchObject({ status: 'confirmed' });
  expect(stored.find((r) => r.reference === differs.reference)).toMatchObject({ status: 'utrSubmitted' });
});

test("Form 10BD for a finished year lists its deductible donations in the template's columns", async ({ page }) => {
  const pan = `ABCP${Date.now()
    .toString(36)
    .toUpperCase()
    .replace(/[^A-Z]/g, 'Q')
    .slice(-1)}1234F`;
  const issuedAt = Date.UTC(2025, 5, 1, 6, 30);
  await storeWaitingPayment(
    `-e2eForm10bd${Date.now().toString(36)}`,
    paymentRecord(
      `PAY${Date.now()
        .toString(36)
        .toUpperCase()
        .replace(/[01IO]/g, 'Z')
        .slice(-6)}TB`,
      'Sunita Devi',
      mobile(),
      {
        amountPaise: 2_500_00,
        wants80GReceipt: true,
        pan,
        address: 'Ward 2, Sasaram',
        status: 'confirmed',
        receipt: { number: 'RYF/2025-26/90001', fyLabel: '2025-26', serial: 90001, issuedAt },
      },
    ),
  );
  await signInAsTreasurer(page);
  const r = en.TreasurerPayments.reports;
  await page.getByRole('combobox', { name: r.year }).click();
  await page.getByRole('option', { name: '2025-26' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: r.form10bd }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe('form-10bd-2025-26.csv');
  const text = await readFile((await file.path())!, 'utf8');
  expect(text.split('\r\n')[0]).toBe(
    '\uFEFFSl. No.,Pre Acknowledgement Number,ID Code,Unique Identification Number,Section Code,Unique Registration Number (URN),Date of Issuance of Unique Registration Number,Name of donor,Address of donor,Donation Type,Mode of receipt,Amount of donation (Indian rupees)',
  );
  expect(text).toContain(
    `,,Permanent Account Number,${pan},Section 80G,AAATR0000AF20221,27-May-2022,Sunita Devi,"Ward 2, Sasaram",Others,Electronic modes including account payee cheque/draft,2500`,
  );
});

test.describe('on two instances', () => {
  let cluster: Cluster;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    cluster = await startCluster(SPEC_BASE_PORTS.payments);
  });
  test.afterAll(async () => {
    await cluster?.stop();
  });

  test('20 confirmations at once through the front get 20 distinct consecutive receipt numbers', async ({ page }) => {
    test.setTimeout(120_000);
    const keys = Array.from(
      { length: 20 },
      (_, i) => `-e2eParallel${Date.now().toString(36)}${String(i).padStart(2, '0')}`,
    );
    for (const [i, key] of keys.entries()) {
      const reference = `PAY${Date.now()
        .toString(36)
        .toUpperCase()
        .replace(/[01IO]/g, 'Z')
        .slice(-6)}${'ABCDEFGHJKLMNPQRSTUV'[i]}Z`;
      await storeWaitingPayment(
        key,
        paymentRecord(reference, `Parallel payer ${i}`, '9876543210', {
          utr: `5${String(Date.now()).slice(-9)}${String(i).padStart(2, '0')}`,
        }),
      );
    }
    await signInToInbox(page, en, coordinator, `${cluster.front}/nav/admin-login-page`);
    const token = await signedInIdToken(page);
    const address = nextTestAddress();
    const answers = await Promise.all(
      keys.map(async (paymentKey) => {
        const response = await fetch(`${cluster.front}/api/team/payments`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-forwarded-for': address },
          body: JSON.stringify({ action: 'confirm', paymentKey }),
        });
        expect(response.status).toBe(200);
        return ((await response.json()) as { receiptNumber: string }).receiptNumber;
      }),
    );
    const serials = answers.map((number) => Number(number.slice(-5))).sort((a, b) => a - b);
    expect(new Set(answers).size).toBe(20);
    expect(serials.at(-1)! - serials[0]!).toBe(19);
    const stored = (await records('payments')).filter((r) => String(r.name).startsWith('Parallel payer'));
    expect(new Set(stored.map((r) => (r.receipt as { number: string }).number))).toEqual(new Set(answers));
  });
});
