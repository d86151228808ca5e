import type { Script } from './fonts';

export interface ScriptRun {
  script: Script;
  text: string;
}

// Devanagari, its extensions and Vedic signs, the joiners that choose half forms (क्‍ष) and the
// dotted circle the shaper puts under a stray sign: shaped together, in the Devanagari font.
const DEVANAGARI = /[\u0900-\u097F\uA8E0-\uA8FF\u1CD0-\u1CFF\u200C\u200D\u25CC]/u;
// A combining mark belongs to the character before it, whatever its block.
const MARK = /\p{M}/u;

/**
 * Splits text into runs for one font each: Devanagari to the Devanagari font, anything else to
 * the Latin font when it has the glyph (digits, punctuation and spaces in Hindi text too), else
 * to the Devanagari font when that has it (₹), else Latin, whose missing-glyph box then shows.
 * Shaping never needs to see across a change of script, so runs are shaped one by one.
 */
export function scriptRuns(text: string, hasGlyph: (script: Script, codePoint: number) => boolean): ScriptRun[] {
  const runs: ScriptRun[] = [];
  for (const char of text) {
    const last = runs.at(-1);
    const codePoint = char.codePointAt(0) ?? 0;
    let script: Script;
    if (DEVANAGARI.test(char)) script = 'devanagari';
    else if (last && MARK.test(char)) script = last.script;
    else if (hasGlyph('latin', codePoint)) script = 'latin';
    else script = hasGlyph('devanagari', codePoint) ? 'devanagari' : 'latin';
    if (last?.script === script) last.text += char;
    else runs.push({ script, text: char });
  }
  return runs;
}
