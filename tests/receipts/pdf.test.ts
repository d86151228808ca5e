// @vitest-environment node
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import type { Locale } from '@/lib/i18n/locales';
import { renderReceiptPdf, type ReceiptData } from '@/lib/receipts/pdf';
import { drawnRuns } from './pdf-glyphs';

vi.mock('server-only', () => ({}));

// The receipt checked as a person's tools read it: poppler's pdftotext (what copy and search
// give), pdffonts and pdftoppm (Debian's poppler-utils).
const run = promisify(execFile);

const receipts: Record<Locale, ReceiptData> = {
  hi: {
    trust: { name: 'रोहतास युवा फ़ाउंडेशन (धर्मार्थ न्यास)', address: 'स्टेशन रोड, सासाराम, रोहतास, बिहार 821115' },
    receiptNumber: 'RYF/2026-27/00042',
    date: '2026-05-14',
    rows: [
      { label: 'भुगतानकर्ता', value: 'श्रीमती प्रियंका कुमारी' },
      { label: 'भुगतान का माध्यम', value: 'यूपीआई (UPI)' },
      { label: 'यूटीआर / संदर्भ संख्या', value: '412345678901' },
    ],
    amount: 5000,
    amountInWords: 'पाँच हज़ार रुपये मात्र',
    statement: [
      'यह राशि रोहतास क्षेत्र के युवाओं के लिए धर्मार्थ कार्यक्रमों (खेल, स्वास्थ्य, ज्ञान और बौद्धिक विकास) हेतु प्राप्त हुई है।',
      'आयकर अधिनियम, 1961 की धारा 80G के अंतर्गत कटौती हेतु अनुमोदन संख्या AAATR1234XF20214 (2026-27 से 2030-31 तक)।',
      'यह रसीद हिंदी में, भुगतानकर्ता की चुनी हुई भाषा में, जारी की गई है।',
    ],
  },
  en: {
    trust: { name: 'Rohtas Yuva Foundation', address: 'Station Road, Sasaram, Rohtas, Bihar 821115' },
    receiptNumber: 'RYF/2026-27/00043',
    date: '2026-05-15',
    rows: [
      { label: 'Received from', value: 'Priyanka Kumari' },
      { label: 'Mode of payment', value: 'Bank transfer (IMPS)' },
      { label: 'UTR / reference no.', value: '612345678902' },
    ],
    amount: 1250.5,
    amountInWords: 'Rupees one thousand two hundred fifty and fifty paise only',
    statement: [
      'Donations to Rohtas Yuva Foundation qualify for deduction under section 80G of the Income-tax Act, 1961: approval no. AAATR1234XF20214, valid from 2026-27 to 2030-31.',
    ],
  },
};

let dir = '';
const rendered = new Map<Locale, { bytes: Buffer; file: string }>();

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'receipt-pdf-'));
  for (const locale of ['hi', 'en'] as const) {
    const bytes = Buffer.from(await renderReceiptPdf(receipts[locale], locale));
    const file = path.join(dir, `${locale}.pdf`);
    await writeFile(file, bytes);
    rendered.set(locale, { bytes, file });
  }
});

afterAll(() => rm(dir, { recursive: true, force: true }));

function pdf(locale: Locale) {
  const found = rendered.get(locale);
  if (!found) throw new Error(`no ${locale} receipt`);
  return found;
}

async function extractedText(locale: Locale): Promise<string> {
  return (await run('pdftotext', ['-layout', pdf(locale).file, '-'])).stdout;
}

describe('the Hindi receipt', () => {
  it('gives its Hindi back exactly when the text is extracted', async () => {
    const text = await extractedText('hi');
    for (const expected of [
      'रसीद',
      'रोहतास युवा फ़ाउंडेशन (धर्मार्थ न्यास)',
      'धर्मार्थ',
      'कार्यक्रम',
      'क्षेत्र',
      'लिए',
      'प्राप्त',
      'राशि',
      'हिंदी',
      'स्वास्थ्य, ज्ञान और बौद्धिक',
      'पाँच हज़ार रुपये मात्र',
      'श्रीमती प्रियंका कुमारी',
      '14 मई 2026',
      'RYF/2026-27/00042',
      '₹5,000',
      '412345678901',
    ]) {
      expect(text).toContain(expected);
    }
    // Glyph order leaking into the text would start a word with a sign (िलए for लिए).
    expect(text).not.toMatch(/(^|[\s(])[\u0900-\u0903\u093A-\u094F]/mu);
    expect(text).not.toContain('\uFFFD');
  });

  it('draws the glyphs shaped: vowel sign ि first, reph after its syllable, conjuncts as one glyph', () => {
    const runs = drawnRuns(pdf('hi').bytes);
    const find = (word: string) => runs.find((run) => (run.actualText ?? run.glyphs.join('')) === word);
    // Each glyph as the PDF's ToUnicode map gives it, in the order the glyphs are drawn.
    const glyphs = (word: string) => find(word)?.glyphs;
    expect(glyphs('लिए')).toEqual(['ि', 'ल', 'ए']);
    expect(glyphs('राशि')).toEqual(['र', 'ा', 'ि', 'श']);
    expect(glyphs('प्रियंका')).toEqual(['ि', 'प्र', 'य', 'ं', 'क', 'ा']);
    expect(glyphs('धर्मार्थ')).toEqual(['ध', 'म', 'ा', 'र्', 'थ', 'र्']);
    // ों: Noto draws ो as ा and े, here े with the anusvara.
    expect(glyphs('कार्यक्रमों')).toEqual(['क', 'ा', 'य', 'र्', 'क्र', 'म', 'ा', 'ें']);
    expect(glyphs('क्षेत्र')).toEqual(['क्ष', 'े', 'त्र']);
    expect(glyphs('प्राप्त')).toEqual(['प्र', 'ा', 'प्', 'त']);
    expect(glyphs('ज्ञान')).toEqual(['ज्ञ', 'ा', 'न']);
    expect(glyphs('बौद्धिक')).toEqual(['ब', 'ौ', 'ि', 'द्ध', 'क']);
    expect(glyphs('स्वास्थ्य')).toEqual(['स्', 'व', 'ा', 'स्', 'थ्', 'य']);
    // हिं: Noto draws ि with the anusvara as one glyph, before ह.
    expect(glyphs('हिंदी')?.[0]).toBe('िं');
    // The nukta: फ़ as Noto's one glyph (U+095E, the same letter precomposed).
    expect(glyphs('फ़ाउंडेशन')?.[0]?.normalize('NFD')).toBe('फ़');
    expect(glyphs('पाँच')).toEqual(['प', 'ा', 'ँ', 'च']);
    // Where the glyphs do not spell the word, the word is marked with its text; where they do
    // (क्षेत्र: क्ष, े, त्र), the ToUnicode map is enough.
    expect(find('लिए')?.actualText).toBe('लिए');
    expect(find('धर्मार्थ')?.actualText).toBe('धर्मार्थ');
    expect(find('क्षेत्र')?.actualText).toBeUndefined();
  });

  it('embeds its fonts', async () => {
    const { stdout } = await run('pdffonts', [pdf('hi').file]);
    for (const font of ['NotoSansDevanagari-Regular', 'NotoSansDevanagari-Bold', 'NotoSans-Regular', 'NotoSans-Bold']) {
      // name, type (CID TrueType), encoding, then emb sub uni
      expect(stdout).toMatch(new RegExp(`^[A-Z]{6}\\+${font} +CID TrueType +Identity-H +yes +yes +yes `, 'm'));
    }
  });

  it('renders page 1', async () => {
    const ink = await inkOfFirstPage('hi');
    expect(ink).toBeGreaterThan(0.01);
    expect(ink).toBeLessThan(0.2);
  });
});

describe('the English receipt', () => {
  it('gives its text back, the ligatures and the rupee sign too', async () => {
    const text = await extractedText('en');
    for (const expected of [
      'Receipt',
      'Rohtas Yuva Foundation',
      'RYF/2026-27/00043',
      '15 May 2026',
      'Priyanka Kumari',
      '₹1,250.50',
      'Rupees one thousand two hundred fifty and fifty paise only',
      'Bank transfer (IMPS)',
      '612345678902',
      'qualify for deduction under section 80G',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('embeds its fonts and renders page 1', async () => {
    const { stdout } = await run('pdffonts', [pdf('en').file]);
    expect(stdout).toMatch(/^[A-Z]{6}\+NotoSans-Regular +CID TrueType +Identity-H +yes +yes +yes /m);
    expect(await inkOfFirstPage('en')).toBeGreaterThan(0.01);
  });
});

/** The share of page 1's pixels that are not near-white, rendered by pdftoppm at 50 dpi. */
async function inkOfFirstPage(locale: Locale): Promise<number> {
  const prefix = path.join(dir, `${locale}-page`);
  await run('pdftoppm', ['-png', '-r', '50', '-f', '1', '-l', '1', '-singlefile', pdf(locale).file, prefix]);
  const { data, info } = await sharp(`${prefix}.png`).greyscale().raw().toBuffer({ resolveWithObject: true });
  expect([info.width, info.height]).toEqual([414, 585]); // A4, 595 × 842 pt, at 50 dpi
  let ink = 0;
  for (const value of data) if (value < 200) ink++;
  return ink / data.length;
}

describe('renderReceiptPdf', () => {
  it('refuses a receipt without a date or an amount', async () => {
    await expect(renderReceiptPdf({ ...receipts.en, date: 'soon' }, 'en')).rejects.toThrow('Not a date');
    await expect(renderReceiptPdf({ ...receipts.en, amount: Number.NaN }, 'en')).rejects.toThrow('Not an amount');
    await expect(renderReceiptPdf({ ...receipts.en, amount: 0 }, 'en')).rejects.toThrow('Not an amount');
  });
});
