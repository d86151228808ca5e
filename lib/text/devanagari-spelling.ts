/**
 * Hindi spelling variants folded to one form, for comparing words (not for showing them). Input is
 * expected to be NFC already (see normalizeForSearch). Only variants that Hindi newspapers really
 * print side by side are folded; each rule keeps words that differ in meaning apart:
 * - nukta dropped: ज़िला and जिला, फ़सल and फसल, ख़बर and खबर (many writers never type it);
 * - chandrabindu written as anusvara: गाँव and गांव;
 * - a nasal consonant with virama before a consonant of its own row written as anusvara:
 *   हिन्दी and हिंदी, ठण्ड and ठंड, सम्बन्ध and संबंध (अन्य, सम्मान keep their nasal);
 * - the open o of English loan words as the long a: डॉक्टर and डाक्टर, ऑफिस and आफिस;
 * - यी and ये after a vowel (a bare consonant has one) as ई and ए: गयी and गई, लिये and लिए;
 * - Devanagari digits as ASCII digits: २०२४ and 2024.
 * Short and long vowels (ि/ी, ु/ू) are left apart: folding them would join दिन (day) and दीन (poor).
 */
export function foldDevanagariSpelling(text: string): string {
  return (
    text
      // NFD splits the nukta off every letter (also ऩ, ऱ, ऴ, which NFC composes); NFC puts back the rest.
      .normalize('NFD')
      .replace(/\u093C/g, '')
      .normalize('NFC')
      .replace(/\u0901/g, '\u0902')
      .replace(/ङ्(?=[कखगघ])|ञ्(?=[चछजझ])|ण्(?=[टठडढ])|न्(?=[तथदध])|म्(?=[पफबभ])/g, '\u0902')
      .replace(/\u0911/g, '\u0906')
      .replace(/\u0949/g, '\u093E')
      // After a letter or vowel sign, never after a virama (ध्येय keeps its य).
      .replace(/(?<=[\u0905-\u0939\u093E-\u094C])य([ीे])/g, (_, sign: string) => (sign === 'ी' ? 'ई' : 'ए'))
      .replace(/[०-९]/g, (digit) => String(digit.charCodeAt(0) - 0x0966))
  );
}
