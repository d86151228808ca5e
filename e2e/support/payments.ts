import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { writeAsServer } from './database-admin';

const run = promisify(execFile);

/** The payment's QR code as a phone's camera reads it: a screenshot of the page, decoded by jsqr. */
export async function decodedQr(page: Page): Promise<string | undefined> {
  const shot = await page.getByRole('img', { name: /QR/ }).screenshot();
  const { data, info } = await sharp(shot).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data;
}

/** A PDF's text as a person copies it (poppler's pdftotext), words in reading order. */
export const pdfText = async (file: string) => (await run('pdftotext', [file, '-'])).stdout;

/**
 * Page 1 rendered by poppler's pdftoppm at 50 dpi, as a person would look at it: its size and the
 * share of its pixels that are ink. The PNG is answered too, for the report.
 */
export async function firstPage(file: string) {
  const prefix = `${file}-page`;
  await run('pdftoppm', ['-png', '-r', '50', '-f', '1', '-l', '1', '-singlefile', file, prefix]);
  const png = await sharp(`${prefix}.png`).toBuffer();
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  let ink = 0;
  for (const value of data) if (value < 200) ink++;
  return { width: info.width, height: info.height, ink: ink / data.length, png };
}

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
