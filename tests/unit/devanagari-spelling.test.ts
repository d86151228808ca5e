// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { foldDevanagariSpelling } from '@/lib/text/devanagari-spelling';

const fold = (word: string) => foldDevanagariSpelling(word.normalize('NFC'));

describe('foldDevanagariSpelling', () => {
  it.each([
    ['ज़िला', 'जिला'],
    ['ख़बर', 'खबर'],
    ['\u0958ानून', 'कानून'], // precomposed क़
    ['\u0915\u093Cानून', 'कानून'], // क + nukta
    ['सड़क', 'सडक'],
    ['गाँव', 'गांव'],
    ['हिन्दी', 'हिंदी'],
    ['ठण्ड', 'ठंड'],
    ['सम्बन्ध', 'संबंध'],
    ['गङ्गा', 'गंगा'],
    ['पञ्चायत', 'पंचायत'],
    ['डॉक्टर', 'डाक्टर'],
    ['ऑफिस', 'आफिस'],
    ['गयी', 'गई'],
    ['लिये', 'लिए'],
    ['जायेंगे', 'जाएंगे'],
    ['स्थायी', 'स्थाई'],
    ['२०२४', '2024'],
  ])('writes %s like %s', (variant, usual) => {
    expect(fold(variant)).toBe(fold(usual));
  });

  it.each([
    ['दिन', 'दीन'],
    ['कुल', 'कूल'],
    ['अन्य', 'अंय'],
    ['सम्मान', 'संमान'],
  ])('keeps %s apart from %s', (a, b) => {
    expect(fold(a)).not.toBe(fold(b));
  });

  it('keeps य after a virama and य without a vowel sign', () => {
    expect(fold('ध्येय')).toBe('ध्येय');
    expect(fold('विधेयक')).toBe('विधेयक');
    expect(fold('समय')).toBe('समय');
  });

  it('changes nothing in Latin text', () => {
    const text = 'Patna café relief 2024';
    expect(fold(text)).toBe(text);
  });
});
