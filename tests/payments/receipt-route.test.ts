// @vitest-environment node
// POST /api/payments/receipt, a plain form, against the embedded database: the PDF for the payer
// who proves the payment, and the way back to the Your payment page for anyone else.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import type { LocalDatabase } from '../../scripts/local-database.mjs';
import { startServerDatabase, stopServerDatabase } from '../support/server-database';

vi.mock('server-only', () => ({}));

const run = promisify(execFile);
let database: LocalDatabase;
let route: typeof import('@/app/api/payments/receipt/route');
let dir = '';
let addressCount = 0;

const ISSUED = Date.UTC(2026, 4, 14, 4, 30);
const stored = (reference: string, status: string, extra: object = {}) => ({
  reference,
  purpose: { kind: 'donation' },
  amountPaise: 1_25_000_00,
  name: 'प्रियंका कुमारी',
  mobile: '9876543210',
  email: '',
  address: 'वार्ड 4, डेहरी, रोहतास',
  wants80GReceipt: true,
  pan: 'ABCPK1234F',
  citizenship: 'indian',
  locale: 'hi',
  status,
  utr: '412345678901',
  createdAt: ISSUED - 60_000,
  noticeVersion: '2026-11-01',
  consentedAt: ISSUED - 60_000,
  statusHistory: [{ status: 'pending', at: ISSUED - 60_000 }],
  ...extra,
});

const post = (fields: Record<string, string>, body?: string) =>
  route.POST(
    new NextRequest('https://site.test/api/payments/receipt', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': `203.0.113.${++addressCount}`,
      },
      body: body ?? new URLSearchParams(fields).toString(),
    }),
  );

beforeAll(async () => {
  database = await startServerDatabase();
  vi.resetModules();
  route = await import('@/app/api/payments/receipt/route');
  const admin = await import('@/lib/firebase/admin');
  await admin.adminWrite('payments', {
    '-confirmed': stored('PAYRCPT2345', 'confirmed', {
      receipt: { number: 'RYF/2026-27/00042', fyLabel: '2026-27', serial: 42, issuedAt: ISSUED },
    }),
    '-waiting': stored('PAYRCPT2346', 'utrSubmitted'),
  });
  await admin.adminWrite('paymentReferences', {
    PAYRCPT2345: { key: '-confirmed' },
    PAYRCPT2346: { key: '-waiting' },
  });
  dir = await mkdtemp(path.join(tmpdir(), 'receipt-route-'));
}, 60_000);

afterAll(async () => {
  await stopServerDatabase(database);
  await rm(dir, { recursive: true, force: true });
});

describe('POST /api/payments/receipt', () => {
  it('answers the proven payer with the receipt as a PDF download in the language they paid in', async () => {
    const response = await post({ reference: 'payrcpt2345', mobile: '98765 43210', locale: 'en' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="receipt-RYF-2026-27-00042.pdf"');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const file = path.join(dir, 'receipt.pdf');
    await writeFile(file, Buffer.from(await response.arrayBuffer()));
    const text = (await run('pdftotext', [file, '-'])).stdout;
    for (const expected of [
      'RYF/2026-27/00042',
      'प्रियंका कुमारी',
      'ABCPK1234F',
      'रुपये एक लाख पच्चीस हज़ार मात्र',
      'AAATR0000AF20221',
      'न्यास का पैन: AAATR0000A',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('sends anyone without the right mobile number back to the Your payment page, saying nothing found', async () => {
    const response = await post({ reference: 'PAYRCPT2345', mobile: '9876543211', locale: 'hi' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/hi/nav/pay/your-payment?receipt=notFound');
  });

  it('has no receipt for a payment not yet confirmed', async () => {
    const response = await post({ reference: 'PAYRCPT2346', mobile: '9876543210', locale: 'en' });
    expect(response.headers.get('location')).toBe('/nav/pay/your-payment?receipt=notFound');
  });

  it('refuses a body larger than the form', async () => {
    expect((await post({}, `reference=${'A'.repeat(5000)}`)).status).toBe(413);
  });
});
