import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import jsQR from 'jsqr';
import sharp from 'sharp';

/**
 * Documents the site makes (receipts, posters) and their QR codes, read as a person's tools read
 * them: poppler's pdftotext, pdfinfo and pdftoppm, and a real QR decoder (jsqr).
 */

const run = promisify(execFile);

/** The QR code in a picture (PNG or any format sharp reads), as a phone's camera decodes it. */
export async function qrIn(picture: Buffer): Promise<string | undefined> {
  const { data, info } = await sharp(picture).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data;
}

/** The page's QR code as a phone's camera reads it: a screenshot of the page, decoded by jsqr. */
export async function decodedQr(page: Page): Promise<string | undefined> {
  return qrIn(await page.getByRole('img', { name: /QR/ }).screenshot());
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

/** The QR code on a PDF's first page, printed (rendered at 150 dpi) and read by a camera. */
export async function qrInPdf(file: string): Promise<string | undefined> {
  const prefix = `${file}-qr`;
  await run('pdftoppm', ['-png', '-r', '150', '-f', '1', '-l', '1', '-singlefile', file, prefix]);
  return qrIn(await sharp(`${prefix}.png`).toBuffer());
}
