import Sanscript from '@indic-transliteration/sanscript';
import { SLUG_MAX_LENGTH } from './limits';
import type { PostContent } from './types';

/** Lower-case Latin words joined by hyphens: accents dropped, everything else a separator. */
function slugWords(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, '');
}

/**
 * Devanagari the transliteration scheme knows: the nukta dropped (फ़ → फ) and the borrowed
 * vowels of English words written as the nearest Hindi ones (फ़ुटबॉल → फुटबोल).
 */
const plainDevanagari = (text: string) =>
  text
    .replace(/\u093C/g, '')
    .replace(/\u0949/g, '\u094B')
    .replace(/\u0945/g, '\u0947')
    .replace(/\u0911/g, '\u0913');

/**
 * A post's address: its English title's words, or its Hindi title's in Latin letters, as ITRANS
 * writes them (स्वास्थ्य शिविर → svasthya-shivira), so an address shared on WhatsApp reads as words; `fallback` (the post's id)
 * when neither gives any. A taken address gets -2, -3… so two posts never share one.
 */
export function slugFor(content: PostContent, fallback: string, taken: ReadonlySet<string>): string {
  const english = slugWords(content.text.en?.title ?? '');
  const hindi = slugWords(Sanscript.t(plainDevanagari(content.text.hi?.title ?? ''), 'devanagari', 'itrans'));
  const base = english || hindi || slugWords(fallback) || 'post';
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base.slice(0, SLUG_MAX_LENGTH - 1 - String(n).length)}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
