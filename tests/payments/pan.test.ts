// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isPan, normalizePan, PAN_HOLDER_LABELS, PAN_HOLDER_TYPES, panHolderType, parsePan } from '@/lib/payments/pan';

describe('a PAN', () => {
  it('is five letters, four digits and a letter', () => {
    expect(isPan('AAAPL1234C')).toBe(true);
    expect(parsePan('AAAPL1234C')).toEqual({ pan: 'AAAPL1234C', holder: 'individual' });
  });

  it('is read in capitals, with spaces around it dropped', () => {
    expect(normalizePan('  aaapl1234c ')).toBe('AAAPL1234C');
    expect(parsePan(' aaapl1234c\n')).toEqual({ pan: 'AAAPL1234C', holder: 'individual' });
  });

  it('refuses other shapes', () => {
    for (const value of [
      '',
      'AAAPL1234',
      'AAAPL1234CC',
      'AAAPL12345',
      'AAAP11234C',
      '1AAPL1234C',
      'AAAPLL234C',
      'AAAPL1234 ',
      'AAA PL1234C',
      'AAAPL-1234C',
      'AAAPL١٢٣٤C',
      'AAAPL१२३४C',
      'ÀAAPL1234C',
    ]) {
      expect(isPan(value), value).toBe(false);
    }
  });

  it('has a serial of 0001 to 9999', () => {
    expect(isPan('AAAPL0000C')).toBe(false);
    expect(isPan('AAAPL0001C')).toBe(true);
    expect(isPan('AAAPL9999C')).toBe(true);
  });

  it('names its holder by the fourth letter, and no other letter is a holder', () => {
    const expected: Record<string, string> = {
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
    };
    for (const letter of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') {
      expect(panHolderType(`AAA${letter}L1234C`), letter).toBe(expected[letter] ?? null);
    }
    expect(Object.keys(PAN_HOLDER_TYPES).sort()).toEqual(Object.keys(expected).sort());
  });

  it('is not confused by the fifth letter (the initial), which may be any letter', () => {
    expect(panHolderType('ABCTP1234Z')).toBe('trust');
    expect(panHolderType('ABCPT1234Z')).toBe('individual');
  });
});

describe('holder labels', () => {
  it('exist in English and Hindi for every holder', () => {
    for (const holder of Object.values(PAN_HOLDER_TYPES)) {
      expect(PAN_HOLDER_LABELS[holder].en.length).toBeGreaterThan(0);
      expect(PAN_HOLDER_LABELS[holder].hi).toMatch(/^[\u0900-\u097F /]+$/);
    }
  });

  it('read naturally', () => {
    expect(PAN_HOLDER_LABELS.individual).toEqual({ en: 'Individual', hi: 'व्यक्ति' });
    expect(PAN_HOLDER_LABELS.company.hi).toBe('कंपनी');
    expect(PAN_HOLDER_LABELS.hinduUndividedFamily).toEqual({
      en: 'Hindu Undivided Family',
      hi: 'हिंदू अविभाजित परिवार',
    });
    expect(PAN_HOLDER_LABELS.firm).toEqual({ en: 'Firm/LLP', hi: 'फ़र्म/एलएलपी' });
    expect(PAN_HOLDER_LABELS.associationOfPersons.hi).toBe('व्यक्तियों का संघ');
    expect(PAN_HOLDER_LABELS.trust.hi).toBe('ट्रस्ट');
    expect(PAN_HOLDER_LABELS.bodyOfIndividuals.hi).toBe('व्यक्तियों का निकाय');
    expect(PAN_HOLDER_LABELS.localAuthority.hi).toBe('स्थानीय प्राधिकरण');
    expect(PAN_HOLDER_LABELS.artificialJuridicalPerson.hi).toBe('कृत्रिम न्यायिक व्यक्ति');
    expect(PAN_HOLDER_LABELS.government.hi).toBe('सरकार');
  });
});
