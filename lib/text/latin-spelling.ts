import { DEVANAGARI, isLatinQuery } from './query-script';

export { DEVANAGARI, isLatinQuery };

/**
 * Hindi typed in Latin letters ("sarkari naukri"), folded to the letters that
 * devanagari-skeleton.ts writes for Devanagari, so that the usual ways of typing one sound meet:
 * - "ch" and "chh" are c (च and छ: "chhapra" and "chapra" are both typed for छपरा);
 * - "sh" is s (श ष स are one sound for most readers), "ph" is f (फ and फ़), "z" is j (ज़ and ज),
 *   "w" is v, "q" is k, "x" is ks;
 * - c elsewhere is English spelling: s before e, i, y ("science"), k otherwise ("cricket");
 * - "ee" is i and "oo" is u (the long vowels), then any doubled letter is one: "aa" is a,
 *   "aspataal" is "aspatal", "bachcha" is "baca" (Devanagari doubles fold the same way).
 * Aspirates keep their h (kh, gh, th, dh, bh): dhan (wealth) and dan (gift) differ.
 */
export function latinSkeleton(word: string): string {
  return (
    word
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')
      // A placeholder (upper case never survives toLowerCase) keeps this c from the English rule below.
      .replace(/ch+/g, 'C')
      .replace(/sh/g, 's')
      .replace(/ph/g, 'f')
      .replace(/c(?=[eiy])/g, 's')
      .replace(/c/g, 'k')
      .replace(/C/g, 'c')
      .replace(/x/g, 'ks')
      .replace(/q/g, 'k')
      .replace(/z/g, 'j')
      .replace(/w/g, 'v')
      .replace(/ee/g, 'i')
      .replace(/oo/g, 'u')
      .replace(/([a-z0-9])\1+/g, '$1')
  );
}

/**
 * English words that news readers type in English spelling for a loan word that Hindi writes by
 * its sound: पुलिस is typed "police", not "pulis". The spelling rules above cannot bridge these
 * (o for उ, a silent e), so each such word gets its Hindi sound as a second spelling. Only words
 * that Hindi news prints in Devanagari every day belong here.
 */
const LOAN_WORDS: Readonly<Record<string, readonly string[]>> = {
  police: ['pulis'],
  college: ['kalej', 'kolej'],
  school: ['skul'],
  station: ['stesan'],
  doctor: ['daktar'],
  office: ['afis'],
  hospital: ['haspital'],
  court: ['kort'],
  bus: ['bas'],
  bank: ['baink'],
  train: ['tren'],
  road: ['rod'],
  cycle: ['saikil'],
};

/** The skeletons a query word stands for: its own spelling, and the Hindi sound of a loan word. */
export function latinWordSpellings(word: string): string[] {
  const own = latinSkeleton(word);
  const loans = LOAN_WORDS[word.toLowerCase()] ?? [];
  return [...new Set([own, ...loans.map(latinSkeleton)])].filter(Boolean);
}
