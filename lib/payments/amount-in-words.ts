import type { Locale } from '@/lib/i18n/locales';
import { isPaise } from './money';

/**
 * An amount in words for a receipt, as Indian cheques and receipts write it: counted in the Indian
 * system (thousand, lakh = 1,00,000, crore = 1,00,00,000), so the words follow the figures'
 * grouping (₹12,34,567: twelve lakh, thirty-four thousand, …).
 *
 * One style in each language, always the same:
 * - English: "Rupees One Lakh Twenty-Five Thousand Only". Every word capitalised, tens and units
 *   joined by a hyphen (Twenty-Five), no "and" inside the rupees; paise follow after "and":
 *   "Rupees One Hundred Fifty and Fifty Paise Only" (One Paisa for one).
 * - Hindi: "रुपये एक लाख पच्चीस हज़ार मात्र", paise after और: "रुपये एक सौ पचास और पचास पैसे मात्र"
 *   (एक पैसा for one).
 * An amount of paise alone drops the rupees ("Fifty Paise Only"); nothing at all is "Rupees Zero Only".
 */

const EN_BELOW_TWENTY = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const EN_TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

const enBelowHundred = (n: number): string => {
  if (n < 20) return EN_BELOW_TWENTY[n] ?? '';
  const tens = EN_TENS[Math.floor(n / 10)] ?? '';
  return n % 10 === 0 ? tens : `${tens}-${EN_BELOW_TWENTY[n % 10]}`;
};

/**
 * Hindi names every number below a hundred with its own word (उनतीस is 29, "one short of thirty",
 * not twenty-nine), so they are a table: index = the number. Where usage varies the table keeps the
 * commonest written form, once: पाँच, छह, चवालीस (not चौवालीस), तिरपन, सड़सठ, उन्यासी (not उनासी),
 * इक्यानवे … निन्यानवे with व (not ब).
 */
export const HINDI_BELOW_HUNDRED: readonly string[] = [
  'शून्य',
  'एक',
  'दो',
  'तीन',
  'चार',
  'पाँच',
  'छह',
  'सात',
  'आठ',
  'नौ',
  'दस',
  'ग्यारह',
  'बारह',
  'तेरह',
  'चौदह',
  'पंद्रह',
  'सोलह',
  'सत्रह',
  'अठारह',
  'उन्नीस',
  'बीस',
  'इक्कीस',
  'बाईस',
  'तेईस',
  'चौबीस',
  'पच्चीस',
  'छब्बीस',
  'सत्ताईस',
  'अट्ठाईस',
  'उनतीस',
  'तीस',
  'इकतीस',
  'बत्तीस',
  'तैंतीस',
  'चौंतीस',
  'पैंतीस',
  'छत्तीस',
  'सैंतीस',
  'अड़तीस',
  'उनतालीस',
  'चालीस',
  'इकतालीस',
  'बयालीस',
  'तैंतालीस',
  'चवालीस',
  'पैंतालीस',
  'छियालीस',
  'सैंतालीस',
  'अड़तालीस',
  'उनचास',
  'पचास',
  'इक्यावन',
  'बावन',
  'तिरपन',
  'चौवन',
  'पचपन',
  'छप्पन',
  'सत्तावन',
  'अट्ठावन',
  'उनसठ',
  'साठ',
  'इकसठ',
  'बासठ',
  'तिरसठ',
  'चौंसठ',
  'पैंसठ',
  'छियासठ',
  'सड़सठ',
  'अड़सठ',
  'उनहत्तर',
  'सत्तर',
  'इकहत्तर',
  'बहत्तर',
  'तिहत्तर',
  'चौहत्तर',
  'पचहत्तर',
  'छिहत्तर',
  'सतहत्तर',
  'अठहत्तर',
  'उन्यासी',
  'अस्सी',
  'इक्यासी',
  'बयासी',
  'तिरासी',
  'चौरासी',
  'पचासी',
  'छियासी',
  'सत्तासी',
  'अट्ठासी',
  'नवासी',
  'नब्बे',
  'इक्यानवे',
  'बानवे',
  'तिरानवे',
  'चौरानवे',
  'पंचानवे',
  'छियानवे',
  'सत्तानवे',
  'अट्ठानवे',
  'निन्यानवे',
];

interface Vocabulary {
  belowHundred: (n: number) => string;
  hundred: string;
  thousand: string;
  lakh: string;
  crore: string;
}

const VOCABULARY: Record<Locale, Vocabulary> = {
  en: { belowHundred: enBelowHundred, hundred: 'Hundred', thousand: 'Thousand', lakh: 'Lakh', crore: 'Crore' },
  hi: {
    belowHundred: (n) => HINDI_BELOW_HUNDRED[n] ?? '',
    hundred: 'सौ',
    thousand: 'हज़ार',
    lakh: 'लाख',
    crore: 'करोड़',
  },
};

/** Words for 1 ≤ n: crores (counted again in words, so 100 crore is "One Hundred Crore"), then lakhs, thousands, hundreds, the rest. */
function positiveInWords(n: number, words: Vocabulary): string[] {
  const parts: string[] = [];
  const crores = Math.floor(n / 10_000_000);
  if (crores > 0) parts.push(...positiveInWords(crores, words), words.crore);
  const lakhs = Math.floor(n / 100_000) % 100;
  if (lakhs > 0) parts.push(words.belowHundred(lakhs), words.lakh);
  const thousands = Math.floor(n / 1_000) % 100;
  if (thousands > 0) parts.push(words.belowHundred(thousands), words.thousand);
  const hundreds = Math.floor(n / 100) % 10;
  if (hundreds > 0) parts.push(words.belowHundred(hundreds), words.hundred);
  const rest = n % 100;
  if (rest > 0) parts.push(words.belowHundred(rest));
  return parts;
}

/** A whole number in words, Indian system: 125000 → "One Lakh Twenty-Five Thousand" / "एक लाख पच्चीस हज़ार". */
export function numberInWords(locale: Locale, value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`Not a whole number: ${value}`);
  const words = VOCABULARY[locale];
  return value === 0 ? words.belowHundred(0) : positiveInWords(value, words).join(' ');
}

/** An amount in paise in words, in the receipt style above. */
export function amountInWords(locale: Locale, paise: number): string {
  if (!isPaise(paise)) throw new RangeError(`Not an amount in paise: ${paise}`);
  const rupees = Math.floor(paise / 100);
  const cents = paise % 100;
  const rupeeWords = numberInWords(locale, rupees);
  const centWords = numberInWords(locale, cents);
  if (locale === 'hi') {
    const paiseWords = `${centWords} ${cents === 1 ? 'पैसा' : 'पैसे'}`;
    if (cents === 0) return `रुपये ${rupeeWords} मात्र`;
    return rupees === 0 ? `${paiseWords} मात्र` : `रुपये ${rupeeWords} और ${paiseWords} मात्र`;
  }
  const paiseWords = `${centWords} ${cents === 1 ? 'Paisa' : 'Paise'}`;
  if (cents === 0) return `Rupees ${rupeeWords} Only`;
  return rupees === 0 ? `${paiseWords} Only` : `Rupees ${rupeeWords} and ${paiseWords} Only`;
}
