import { inflateSync } from 'node:zlib';

/** A run of glyphs in one font, as drawn: each glyph's text, and the run's ActualText if marked. */
export interface DrawnRun {
  glyphs: string[];
  actualText?: string;
}

interface PdfObject {
  dict: string;
  data?: Buffer;
}

/**
 * Reads what pdftotext does not show: the glyphs of each run (lib/receipts sets the font for
 * each), in the order they are drawn, each as its ToUnicode text. pdftotext gives a marked run's
 * ActualText back whatever glyphs were drawn; this shows whether the glyphs themselves are shaped
 * (ि drawn before its consonant, क्ष one glyph). Enough PDF for the files lib/receipts writes,
 * not a general reader.
 */
export function drawnRuns(pdf: Buffer): DrawnRun[] {
  const objects = readObjects(pdf);
  const fontMaps = new Map<string, Map<string, string>>();
  for (const { dict } of objects.values()) {
    for (const [, name, id] of dict.matchAll(/\/(\w+) (\d+) 0 R/g)) {
      const font = objects.get(Number(id));
      const toUnicode = font?.dict.includes('/Type0') && /\/ToUnicode (\d+) 0 R/.exec(font.dict);
      const cmap = toUnicode && objects.get(Number(toUnicode[1]))?.data;
      if (name && cmap) fontMaps.set(name, readCMap(cmap.toString('latin1')));
    }
  }
  const runs: DrawnRun[] = [];
  for (const { data } of objects.values()) {
    const content = data?.toString('latin1');
    if (content?.includes('BT')) runs.push(...runsIn(content, fontMaps));
  }
  return runs;
}

function readObjects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  for (const match of text.matchAll(/(\d+) 0 obj\n([\s\S]*?)endobj/g)) {
    const [whole, id, body = ''] = match;
    const streamAt = body.indexOf('\nstream\n');
    if (streamAt < 0) {
      objects.set(Number(id), { dict: body });
      continue;
    }
    const dict = body.slice(0, streamAt);
    const start = (match.index ?? 0) + whole.indexOf(body) + streamAt + '\nstream\n'.length;
    const raw = pdf.subarray(start, start + Number(/\/Length (\d+)/.exec(dict)?.[1] ?? 0));
    objects.set(Number(id), { dict, data: dict.includes('/FlateDecode') ? inflateSync(raw) : raw });
  }
  return objects;
}

function readCMap(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const [, code = '', hex = ''] of cmap.matchAll(/<([0-9A-F]{4})> <([0-9A-F]+)>/gi)) {
    map.set(code.toUpperCase(), String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16))));
  }
  return map;
}

function runsIn(content: string, fontMaps: ReadonlyMap<string, Map<string, string>>): DrawnRun[] {
  const runs: DrawnRun[] = [];
  let font: Map<string, string> | undefined;
  for (const line of content.split('\n')) {
    const setFont = /^\/(\w+) [\d.]+ Tf$/.exec(line);
    const actualText = /ActualText <FEFF([0-9A-F]*)>/.exec(line)?.[1];
    const run = runs.at(-1);
    if (setFont) {
      font = fontMaps.get(setFont[1] ?? '');
      runs.push({ glyphs: [] });
    } else if (actualText !== undefined && run) {
      run.actualText = String.fromCharCode(...(actualText.match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)));
    } else if (run && /T[Jj]$/.test(line)) {
      for (const [, hex = ''] of line.matchAll(/<([0-9A-F]+)>/g)) {
        for (const code of hex.match(/.{4}/g) ?? []) run.glyphs.push(font?.get(code) ?? `?${code}`);
      }
    }
  }
  return runs;
}
