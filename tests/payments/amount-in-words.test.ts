// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { amountInWords, HINDI_BELOW_HUNDRED, numberInWords } from '@/lib/payments/amount-in-words';

/** Whole rupees in paise, for readable cases. */
const rupees = (n: number) => n * 100;

describe('amounts in English words', () => {
  it.each([
    [0, 'Rupees Zero Only'],
    [1, 'Rupees One Only'],
    [15, 'Rupees Fifteen Only'],
    [20, 'Rupees Twenty Only'],
    [21, 'Rupees Twenty-One Only'],
    [40, 'Rupees Forty Only'],
    [99, 'Rupees Ninety-Nine Only'],
    [100, 'Rupees One Hundred Only'],
    [101, 'Rupees One Hundred One Only'],
    [110, 'Rupees One Hundred Ten Only'],
    [999, 'Rupees Nine Hundred Ninety-Nine Only'],
    [1_000, 'Rupees One Thousand Only'],
    [1_001, 'Rupees One Thousand One Only'],
    [10_000, 'Rupees Ten Thousand Only'],
    [99_999, 'Rupees Ninety-Nine Thousand Nine Hundred Ninety-Nine Only'],
    [1_00_000, 'Rupees One Lakh Only'],
    [1_25_000, 'Rupees One Lakh Twenty-Five Thousand Only'],
    [10_01_000, 'Rupees Ten Lakh One Thousand Only'],
    [12_34_567, 'Rupees Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven Only'],
    [99_99_999, 'Rupees Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine Only'],
    [1_00_00_000, 'Rupees One Crore Only'],
    [10_00_00_000, 'Rupees Ten Crore Only'],
    [12_34_56_789, 'Rupees Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine Only'],
    [1_00_00_00_000, 'Rupees One Hundred Crore Only'],
    [1_00_000_00_00_000, 'Rupees One Lakh Crore Only'],
    [5_00_00_005, 'Rupees Five Crore Five Only'],
  ])('%i rupees: %s', (value, words) => {
    expect(amountInWords('en', rupees(value))).toBe(words);
  });

  it('adds paise after "and", one paisa in the singular', () => {
    expect(amountInWords('en', 15_050)).toBe('Rupees One Hundred Fifty and Fifty Paise Only');
    expect(amountInWords('en', 1_25_000_99)).toBe('Rupees One Lakh Twenty-Five Thousand and Ninety-Nine Paise Only');
    expect(amountInWords('en', 101)).toBe('Rupees One and One Paisa Only');
    expect(amountInWords('en', 105)).toBe('Rupees One and Five Paise Only');
  });

  it('leaves out the rupees of an amount in paise alone', () => {
    expect(amountInWords('en', 50)).toBe('Fifty Paise Only');
    expect(amountInWords('en', 1)).toBe('One Paisa Only');
  });
});

describe('amounts in Hindi words', () => {
  it.each([
    [0, 'रुपये शून्य मात्र'],
    [1, 'रुपये एक मात्र'],
    [15, 'रुपये पंद्रह मात्र'],
    [99, 'रुपये निन्यानवे मात्र'],
    [100, 'रुपये एक सौ मात्र'],
    [101, 'रुपये एक सौ एक मात्र'],
    [999, 'रुपये नौ सौ निन्यानवे मात्र'],
    [1_000, 'रुपये एक हज़ार मात्र'],
    [1_00_000, 'रुपये एक लाख मात्र'],
    [1_25_000, 'रुपये एक लाख पच्चीस हज़ार मात्र'],
    [12_34_567, 'रुपये बारह लाख चौंतीस हज़ार पाँच सौ सड़सठ मात्र'],
    [10_00_00_000, 'रुपये दस करोड़ मात्र'],
    [12_34_56_789, 'रुपये बारह करोड़ चौंतीस लाख छप्पन हज़ार सात सौ नवासी मात्र'],
    [1_00_00_00_000, 'रुपये एक सौ करोड़ मात्र'],
    [79_49_029, 'रुपये उन्यासी लाख उनचास हज़ार उनतीस मात्र'],
  ])('%i rupees: %s', (value, words) => {
    expect(amountInWords('hi', rupees(value))).toBe(words);
  });

  it('adds paise after और, one paisa in the singular, and drops the rupees of paise alone', () => {
    expect(amountInWords('hi', 15_050)).toBe('रुपये एक सौ पचास और पचास पैसे मात्र');
    expect(amountInWords('hi', 101)).toBe('रुपये एक और एक पैसा मात्र');
    expect(amountInWords('hi', 99)).toBe('निन्यानवे पैसे मात्र');
    expect(amountInWords('hi', 1)).toBe('एक पैसा मात्र');
  });
});

describe('the Hindi words for 0 to 99', () => {
  it('are 100 different words of Devanagari alone', () => {
    expect(HINDI_BELOW_HUNDRED).toHaveLength(100);
    expect(new Set(HINDI_BELOW_HUNDRED).size).toBe(100);
    for (const word of HINDI_BELOW_HUNDRED) expect(word).toMatch(/^[\u0900-\u097F]+$/);
  });

  it('have the irregular ones right: one short of each ten, and 89 and 99', () => {
    expect(numberInWords('hi', 19)).toBe('उन्नीस');
    expect(numberInWords('hi', 29)).toBe('उनतीस');
    expect(numberInWords('hi', 39)).toBe('उनतालीस');
    expect(numberInWords('hi', 49)).toBe('उनचास');
    expect(numberInWords('hi', 59)).toBe('उनसठ');
    expect(numberInWords('hi', 69)).toBe('उनहत्तर');
    expect(numberInWords('hi', 79)).toBe('उन्यासी');
    expect(numberInWords('hi', 89)).toBe('नवासी');
    expect(numberInWords('hi', 99)).toBe('निन्यानवे');
  });

  it('have each ten and its neighbours at the right place', () => {
    const at = (from: number, to: number) => HINDI_BELOW_HUNDRED.slice(from, to + 1).join(' ');
    expect(at(0, 10)).toBe('शून्य एक दो तीन चार पाँच छह सात आठ नौ दस');
    expect(at(11, 18)).toBe('ग्यारह बारह तेरह चौदह पंद्रह सोलह सत्रह अठारह');
    expect(at(20, 28)).toBe('बीस इक्कीस बाईस तेईस चौबीस पच्चीस छब्बीस सत्ताईस अट्ठाईस');
    expect(at(30, 38)).toBe('तीस इकतीस बत्तीस तैंतीस चौंतीस पैंतीस छत्तीस सैंतीस अड़तीस');
    expect(at(40, 48)).toBe('चालीस इकतालीस बयालीस तैंतालीस चवालीस पैंतालीस छियालीस सैंतालीस अड़तालीस');
    expect(at(50, 58)).toBe('पचास इक्यावन बावन तिरपन चौवन पचपन छप्पन सत्तावन अट्ठावन');
    expect(at(60, 68)).toBe('साठ इकसठ बासठ तिरसठ चौंसठ पैंसठ छियासठ सड़सठ अड़सठ');
    expect(at(70, 78)).toBe('सत्तर इकहत्तर बहत्तर तिहत्तर चौहत्तर पचहत्तर छिहत्तर सतहत्तर अठहत्तर');
    expect(at(80, 88)).toBe('अस्सी इक्यासी बयासी तिरासी चौरासी पचासी छियासी सत्तासी अट्ठासी');
    expect(at(90, 98)).toBe('नब्बे इक्यानवे बानवे तिरानवे चौरानवे पंचानवे छियानवे सत्तानवे अट्ठानवे');
  });

  it('share each ten’s ending from 21 to 98, so no word has slipped into a neighbour’s place', () => {
    const endings: Record<number, string> = {
      2: '(ई|ी)स',
      3: 'तीस',
      4: 'लीस',
      5: 'न',
      6: 'सठ',
      7: 'हत्तर',
      8: 'सी',
      9: 'नवे',
    };
    for (let n = 21; n <= 98; n += 1) {
      if (n % 10 === 0 || n % 10 === 9) continue;
      expect(HINDI_BELOW_HUNDRED[n], String(n)).toMatch(new RegExp(`${endings[Math.floor(n / 10)]}$`));
    }
  });
});

describe('numbers in words', () => {
  it('are the same words the amounts use', () => {
    expect(numberInWords('en', 0)).toBe('Zero');
    expect(numberInWords('en', 1_25_000)).toBe('One Lakh Twenty-Five Thousand');
    expect(numberInWords('hi', 1_25_000)).toBe('एक लाख पच्चीस हज़ार');
  });

  it('refuse what is not a whole number, and amounts what is not paise', () => {
    expect(() => numberInWords('en', -1)).toThrow(RangeError);
    expect(() => numberInWords('hi', 1.5)).toThrow(RangeError);
    expect(() => amountInWords('en', 100.5)).toThrow(RangeError);
    expect(() => amountInWords('hi', Number.MAX_SAFE_INTEGER + 1)).toThrow(RangeError);
  });

  it('reach the largest amount in paise', () => {
    // 90,07,19,92,54,740 rupees and 91 paise.
    expect(amountInWords('en', Number.MAX_SAFE_INTEGER)).toBe(
      'Rupees Ninety Lakh Seven Thousand One Hundred Ninety-Nine Crore Twenty-Five Lakh Forty-Seven Thousand ' +
        'Four Hundred Nine and Ninety-One Paise Only',
    );
  });
});
