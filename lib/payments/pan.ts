import type { Locale } from '@/lib/i18n/locales';

/**
 * The Permanent Account Number the Income Tax Department gives every taxpayer, as a donor types
 * it for an 80G receipt: five letters, four digits, one letter (AAAPL1234C). Only its form is
 * checked here. The last letter is a check letter whose formula is not published, so a PAN of the
 * right form may still not exist; the Department's portal finds that out when the foundation
 * reports the donation.
 */

/** The fourth letter: who holds the PAN. */
export const PAN_HOLDER_TYPES = {
  P: 'individual',
  C: 'company',
  H: 'hinduUndividedFamily',
  F: 'firm',
  A: 'associationOfPersons',
  T: 'trust',
  B: 'bodyOfIndividuals',
  L: 'localAuthority',
  J: 'artificialJuridicalPerson',
  G: 'government',
} as const;

export type PanHolderLetter = keyof typeof PAN_HOLDER_TYPES;
export type PanHolderType = (typeof PAN_HOLDER_TYPES)[PanHolderLetter];

/** What a receipt or the team's list calls each holder, in both languages. */
export const PAN_HOLDER_LABELS: Record<PanHolderType, Record<Locale, string>> = {
  individual: { en: 'Individual', hi: 'व्यक्ति' },
  company: { en: 'Company', hi: 'कंपनी' },
  hinduUndividedFamily: { en: 'Hindu Undivided Family', hi: 'हिंदू अविभाजित परिवार' },
  // Limited liability partnerships are given PANs of this type too.
  firm: { en: 'Firm/LLP', hi: 'फ़र्म/एलएलपी' },
  associationOfPersons: { en: 'Association of Persons', hi: 'व्यक्तियों का संघ' },
  trust: { en: 'Trust', hi: 'ट्रस्ट' },
  bodyOfIndividuals: { en: 'Body of Individuals', hi: 'व्यक्तियों का निकाय' },
  localAuthority: { en: 'Local authority', hi: 'स्थानीय प्राधिकरण' },
  artificialJuridicalPerson: { en: 'Artificial juridical person', hi: 'कृत्रिम न्यायिक व्यक्ति' },
  government: { en: 'Government', hi: 'सरकार' },
};

/**
 * Letters 1–3 a series, 4 the holder, 5 the initial of the surname or name, 6–9 a serial number
 * (0001 to 9999: no PAN has 0000), 10 the check letter.
 */
const PAN_PATTERN = /^[A-Z]{3}([PCHFATBLJG])[A-Z](?!0000)\d{4}[A-Z]$/;

/** A PAN as written on the card: spaces around it dropped, capital letters. */
export const normalizePan = (value: string): string => value.trim().toUpperCase();

/** The PAN in its written form, or null when `value` cannot be one. */
export function parsePan(value: string): { pan: string; holder: PanHolderType } | null {
  const pan = normalizePan(value);
  const letter = PAN_PATTERN.exec(pan)?.[1] as PanHolderLetter | undefined;
  return letter ? { pan, holder: PAN_HOLDER_TYPES[letter] } : null;
}

export const isPan = (value: string): boolean => parsePan(value) !== null;

/** Who holds the PAN, or null when `value` is not one. */
export const panHolderType = (value: string): PanHolderType | null => parsePan(value)?.holder ?? null;
