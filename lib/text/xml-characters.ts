/**
 * Characters that are never text a writer means, and that XML 1.0 forbids or discourages: the C0
 * and C1 controls, lone surrogates (half of a character) and the non-characters U+FFFE and U+FFFF.
 * A feed holding one of them is not XML at all, so no reader can open it. Tab, line feed and
 * carriage return are ordinary text in XML and stay where a line break may be written.
 */
const FORBIDDEN = /[\p{Cc}\p{Cs}\uFFFE\uFFFF]/gu;
const LINE_BREAKS_AND_TABS = new Set(['\t', '\n', '\r']);

/** The text with every forbidden character removed; tabs and line breaks kept. */
export const withoutForbiddenCharacters = (text: string): string =>
  text.replace(FORBIDDEN, (character) => (LINE_BREAKS_AND_TABS.has(character) ? character : ''));

/** One line of text (a title, a place): forbidden characters, tabs and line breaks removed. */
export const oneLineWithoutForbiddenCharacters = (text: string): string => text.replace(FORBIDDEN, '');
