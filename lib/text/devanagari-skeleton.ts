import Sanscript from '@indic-transliteration/sanscript';
import { foldDevanagariSpelling } from './devanagari-spelling';

/** One sound of a Devanagari word: the Latin spellings (see latin-spelling.ts) a reader may type for it. */
export interface SkeletonUnit {
  readonly spellings: readonly string[];
  /** An inherent vowel that speech drops (सरकारी is "sarkari"): the query may skip it. */
  readonly optional: boolean;
}

/** A reading of a Devanagari word: the whole word, or its stem without an inflection ending. */
export interface SkeletonForm {
  readonly units: readonly SkeletonUnit[];
  readonly whole: boolean;
}

type Kind = 'consonant' | 'vowel' | 'nasal' | 'visarga' | 'digit';
interface Token {
  readonly hk: string;
  readonly kind: Kind;
  readonly spellings: readonly string[];
}

const symbol = (kind: Kind, spellings: string[]) => ({ kind, spellings });

/**
 * Harvard-Kyoto, as Sanscript writes Devanagari, read sound by sound. Retroflex and dental letters
 * get the same Latin letter (ट त are both t, ड द d, ण न n): Latin typing does not tell them apart.
 * श and ष are s like स, फ is f, छ is c like च (see latin-spelling.ts). ळ stands for ड़ (see
 * harvardKyotoOf) and is d or r: सड़क is typed "sadak" and "sarak". ज्ञ is "gy" ("gyan"), क्ष
 * "ks" or, as many say it, "chh" ("chhetra"), ऋ "ri" ("krishi"), ै "ai" or "e", ौ "au", "o" or "ou".
 * (Kept out of the formatter: a table of letters reads best in rows of the alphabet.)
 */
// prettier-ignore
const HARVARD_KYOTO: ReadonlyMap<string, { kind: Kind; spellings: string[] }> = new Map([
  ...Object.entries({
    k: ['k'], kh: ['kh'], g: ['g'], gh: ['gh'], G: ['n'],
    c: ['c'], ch: ['c'], j: ['j'], jh: ['jh'], J: ['n'],
    T: ['t'], Th: ['th'], D: ['d'], Dh: ['dh'], N: ['n'],
    t: ['t'], th: ['th'], d: ['d'], dh: ['dh'], n: ['n'],
    p: ['p'], ph: ['f'], b: ['b'], bh: ['bh'], m: ['m'],
    y: ['y'], r: ['r'], l: ['l'], v: ['v'], z: ['s'], S: ['s'], s: ['s'], h: ['h'],
    L: ['d', 'r'], jJ: ['gy'], kS: ['ks', 'c'],
  }).map(([hk, spellings]) => [hk, symbol('consonant', spellings)] as const),
  ...Object.entries({
    a: ['a'], A: ['a'], i: ['i'], I: ['i'], u: ['u'], U: ['u'], e: ['e'], o: ['o'], O: ['o'],
    ai: ['ai', 'e'], au: ['au', 'o', 'ou'], R: ['ri'], RR: ['ri'],
  }).map(([hk, spellings]) => [hk, symbol('vowel', spellings)] as const),
  ['M', symbol('nasal', ['n'])],
  ['~', symbol('nasal', ['n'])],
  ['H', symbol('visarga', ['h'])],
]);

const LABIALS = new Set(['p', 'f', 'b', 'bh', 'm']);
const OPTIONAL_A: SkeletonUnit = { spellings: ['a'], optional: true };

/**
 * The word in Harvard-Kyoto, where a lowercase a after a consonant is the inherent vowel and A is
 * ा. Sanscript has no letter for ड़ and ढ़ (it writes the nukta after the vowel), so they become
 * ळ, a letter Hindi does not use, before the spelling fold drops the other nuktas (ज़ is j).
 */
function harvardKyotoOf(word: string): string {
  const marked = word
    .normalize('NFC')
    .replace(/\u0921\u093C|\u095C/g, 'ळ')
    .replace(/\u0922\u093C|\u095D/g, 'ळ्ह');
  return Sanscript.t(foldDevanagariSpelling(marked), 'devanagari', 'hk');
}

/** Longest symbol first (kh before k); anything Sanscript left unknown (a dash, ॅ) is dropped. */
function tokensOf(hk: string): Token[] {
  const tokens: Token[] = [];
  for (let at = 0; at < hk.length;) {
    const length = HARVARD_KYOTO.has(hk.slice(at, at + 2)) ? 2 : 1;
    const found = hk.slice(at, at + length);
    const known = HARVARD_KYOTO.get(found);
    if (known) tokens.push({ hk: found, ...known });
    else if (/[0-9]/.test(found)) tokens.push({ hk: found, kind: 'digit', spellings: [found] });
    at += length;
  }
  return tokens;
}

const isVowel = (token: Token | undefined) => token?.kind === 'vowel';

/** The unit of a token, by its neighbours; final: the last sound, or the last before an inherent a. */
function unitOf(token: Token, before: Token | undefined, after: Token | undefined, final: boolean): SkeletonUnit {
  const unit = (spellings: readonly string[], optional = false) => ({ spellings, optional });
  switch (token.kind) {
    case 'vowel':
      // A lowercase a after a consonant is the inherent vowel; at the start (अनोखा) it is written.
      if (token.hk === 'a' && before?.kind === 'consonant') return OPTIONAL_A;
      // ई and ए after a vowel are typed with a y: गई "gayi", गए "gaye" (the fold wrote गयी as गई).
      if (isVowel(before) && ['i', 'I', 'e'].includes(token.hk)) {
        return unit([...token.spellings, ...token.spellings.map((s) => `y${s}`)]);
      }
      return unit(token.spellings);
    case 'nasal': {
      // Anusvara is n, or m before p, ph, b, bh, m ("champaran", "sambhal"). At the end of a word it
      // only nasalises the vowel (हैं, किसानों) and is often not typed ("hai", "kisano").
      const labial = after?.spellings.some((s) => LABIALS.has(s)) ?? false;
      return unit(labial ? ['n', 'm'] : ['n'], final);
    }
    case 'visarga':
      return unit(token.spellings, true);
    case 'consonant':
      // A final व is often typed o: चुनाव "chunao".
      if (token.hk === 'v' && final) return unit(['v', 'o']);
      // A final य after a vowel is often typed i: बेगूसराय "begusarai", राय "rai".
      if (token.hk === 'y' && final && isVowel(before)) return unit(['y', 'i']);
      // य between इ and a vowel is often left out: पूर्णिया "purnia", किया "kia".
      if (token.hk === 'y' && /^[iI]$/.test(before?.hk ?? '') && isVowel(after)) return unit(['y'], true);
      return unit(token.spellings);
    default:
      return unit(token.spellings);
  }
}

const single = (unit: SkeletonUnit) => !unit.optional && unit.spellings.length === 1;

/**
 * Units of a word, a doubled sound written once as the Latin side does (बच्चा "bacha", पक्का
 * "paka"), and a consonant before its own aspirate dropped (पत्थर "pathar", बुद्ध "budh").
 */
function unitsOf(tokens: readonly Token[]): SkeletonUnit[] {
  const units: SkeletonUnit[] = [];
  tokens.forEach((token, at) => {
    const after = tokens[at + 1];
    const final = at === tokens.length - 1 || (at === tokens.length - 2 && after?.hk === 'a');
    const unit = unitOf(token, tokens[at - 1], after, final);
    const last = units.at(-1);
    if (last && single(last) && single(unit)) {
      const [was] = last.spellings;
      const [now] = unit.spellings;
      if (now === was) return;
      if (now === `${was}h`) units.pop();
    }
    units.push(unit);
  });
  return units;
}

/** Whether the word ends in these Harvard-Kyoto sounds, each one of the letters given. */
const endsWith = (tokens: readonly Token[], ...sounds: string[]) =>
  tokens.length > sounds.length &&
  sounds.every((letters, i) => letters.split('').includes(tokens[tokens.length - sounds.length + i]?.hk ?? ''));

/**
 * Stems of a word without a common inflection ending, for query words long enough not to meet
 * another word by chance (see latin-hindi.ts):
 * - ों/ओं and ें/एं, the plurals and oblique forms: किसानों, सड़कें, महिलाओं;
 * - ियों/ियां after the i: नौकरियों and गाड़ियां keep "naukri" and "gadi";
 * - ी after a consonant, the feminine and the adjective: बिहारी, सरकारी from सरकार.
 * Where the ending took the place of a final vowel (बच्चों from बच्चा), the stem may end in an a.
 * Not े: it would read किसने ("who") as किसान.
 */
function stemsOf(tokens: readonly Token[]): SkeletonUnit[][] {
  const stems: SkeletonUnit[][] = [];
  const cut = (count: number) => tokens.slice(0, tokens.length - count);
  const withA = (stem: Token[]) => (stem.at(-1)?.kind === 'consonant' ? [...unitsOf(stem), OPTIONAL_A] : unitsOf(stem));
  if (endsWith(tokens, 'oe', 'M')) stems.push(withA(cut(2)));
  if (endsWith(tokens, 'iI', 'y', 'oA', 'M')) stems.push(unitsOf(cut(3)));
  if (endsWith(tokens, 'I') && tokens.at(-2)?.kind === 'consonant') stems.push(withA(cut(1)));
  return stems.filter((units) => units.length > 1);
}

/** The readings of one Devanagari word: the whole word first, then its stems. */
export function devanagariForms(word: string): SkeletonForm[] {
  const tokens = tokensOf(harvardKyotoOf(word));
  return [{ units: unitsOf(tokens), whole: true }, ...stemsOf(tokens).map((units) => ({ units, whole: false }))];
}
