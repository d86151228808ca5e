/**
 * Text as compared by the searches (news and the team inbox): Unicode NFC (so the same Devanagari
 * typed two ways matches), zero-width joiners removed, whitespace collapsed, Latin letters lower-cased.
 */
export function normalizeForSearch(value: string): string {
  return value
    .normalize('NFC')
    .replace(/[\u200B-\u200D\uFEFF]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}
