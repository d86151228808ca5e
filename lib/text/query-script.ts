export const DEVANAGARI = /[\u0900-\u097F]/;

/**
 * The query has Latin letters and no Devanagari: a Devanagari query goes to the ordinary search.
 * In a module of its own, apart from the Latin spelling rules and latin-hindi.ts, so that the
 * reader's first load carries only this and loads the rest (Sanscript is about 35 kB gzipped)
 * for the first Latin query.
 */
export function isLatinQuery(query: string): boolean {
  return /[a-z]/i.test(query) && !DEVANAGARI.test(query);
}
