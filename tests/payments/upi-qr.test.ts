// @vitest-environment node
import jsQR from 'jsqr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { upiPaymentLink } from '@/lib/payments/upi-link';
import { QUIET_ZONE_MODULES, upiQrSvg } from '@/lib/payments/upi-qr';

const link = upiPaymentLink({
  payeeVpa: 'rohtasyuva@sbi',
  payeeName: 'Rohtas Yuva Foundation',
  amountPaise: 1_25_000_00,
  reference: 'RYFD2627000042',
  note: 'Donation RYF 2026-27',
  url: 'https://rohtasyuva.org/donate/receipt?ref=RYFD2627000042',
});

/** The SVG drawn as a phone camera would see it (8 pixels a module), read by a real QR decoder. */
async function decode(svg: string): Promise<string | undefined> {
  const { data, info } = await sharp(Buffer.from(svg), { density: 72 * 8 })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  expect(info.channels).toBe(4);
  const pixels = new Uint8ClampedArray(data.buffer, data.byteOffset, data.length);
  return jsQR(pixels, info.width, info.height)?.data;
}

const viewBoxSide = (svg: string) => Number(/viewBox="0 0 (\d+) \1"/.exec(svg)?.[1]);

describe('the UPI QR code', () => {
  it('decodes to exactly the upi:// address', async () => {
    const svg = upiQrSvg(link, 'QR code: pay ₹1,25,000 to Rohtas Yuva Foundation by UPI');
    expect(await decode(svg)).toBe(link);
  });

  it('is read by the decoder, not assumed: without its modules it decodes to nothing', async () => {
    const svg = upiQrSvg(link, 'Pay by UPI');
    expect(await decode(svg.replace(/ d="[^"]*"/, ' d=""'))).toBeUndefined();
  });

  it('decodes for a short link and a Hindi title alike', async () => {
    const short = upiPaymentLink({
      payeeVpa: 'a@ybl',
      payeeName: 'R',
      amountPaise: 100,
      reference: 'R1',
      note: 'दान',
    });
    expect(await decode(upiQrSvg(short, 'यूपीआई से ₹1 भुगतान का क्यूआर कोड'))).toBe(short);
  });

  it('is a square SVG sized by its viewBox alone, with a light margin of 4 modules', () => {
    const svg = upiQrSvg(link, 'Pay by UPI');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" ')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    const side = viewBoxSide(svg);
    // A QR code of version v has 17 + 4v modules a side.
    expect((side - 2 * QUIET_ZONE_MODULES - 17) % 4).toBe(0);
    expect(side).toBeGreaterThan(2 * QUIET_ZONE_MODULES + 21);
    expect(svg).not.toMatch(/<svg[^>]* (width|height)=/);
    expect(svg).toContain(`<rect width="${side}" height="${side}" fill="#fff"/>`);
    // No dark module in the margin: every run starts at x, y ≥ 4 and ends before side - 4.
    const runs = [...svg.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)];
    expect(runs.length).toBeGreaterThan(50);
    for (const [, x, y, width] of runs) {
      expect(Number(x)).toBeGreaterThanOrEqual(QUIET_ZONE_MODULES);
      expect(Number(y)).toBeGreaterThanOrEqual(QUIET_ZONE_MODULES);
      expect(Number(x) + Number(width)).toBeLessThanOrEqual(side - QUIET_ZONE_MODULES);
      expect(Number(y)).toBeLessThan(side - QUIET_ZONE_MODULES);
    }
  });

  it('names itself with a title and loads nothing from elsewhere', () => {
    const svg = upiQrSvg(link, 'Pay by UPI');
    expect(svg).toContain('role="img"');
    expect(svg).toMatch(/^<svg[^>]*><title>Pay by UPI<\/title>/);
    expect(svg).not.toMatch(/href|<image|<script|<style|url\(|<foreignObject/i);
    // The only address in it is the SVG namespace.
    expect(svg.match(/https?:\/\//g)).toEqual(['http://']);
  });

  it('escapes the title and drops control characters from it', () => {
    const svg = upiQrSvg(link, 'Pay <Rohtas> & "Sons"\u0007');
    expect(svg).toContain('<title>Pay &lt;Rohtas&gt; &amp; &quot;Sons&quot;</title>');
  });

  it('is drawn only for a UPI payment address, and only with a title', () => {
    expect(() => upiQrSvg('https://rohtasyuva.org', 'Pay')).toThrow(/UPI/);
    expect(() => upiQrSvg(link, '  ')).toThrow(/title/);
    expect(() => upiQrSvg(link, '\u0000')).toThrow(/title/);
  });

  it('is the same for the same link', () => {
    expect(upiQrSvg(link, 'Pay')).toBe(upiQrSvg(link, 'Pay'));
  });
});
