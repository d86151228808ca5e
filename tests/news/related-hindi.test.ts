// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { HINDI_STOP_WORDS } from '@/lib/news/hindi-stop-words';
import { STOP_WORDS, keywordForm, keywordLength, keywordsOf, relatedArticles, relatedScore } from '@/lib/news/related';
import { normalizeForSearch } from '@/lib/news/search';
import type { Article } from '@/lib/news/types';

// Every story comes from the same regional feed on the same day, so only shared keywords rank them.
const PUBLISHED = '2024-08-20T06:00:00.000Z';

const story = (id: string, title: string, description: string): Article => ({
  id,
  title,
  description,
  link: `https://news.example.com/${id}`,
  publishedAt: PUBLISHED,
  source: { name: 'Rohtas Samachar' },
  urlToImage: '/api/placeholder/400x225',
  imageSize: { width: 400, height: 225 },
  category: 'regional',
});

const flood = story(
  'flood',
  'रोहतास में सोन नदी का जलस्तर बढ़ा, नासरीगंज के निचले इलाकों में बाढ़ का खतरा',
  'इंद्रपुरी बराज से पानी छोड़े जाने के बाद सोन नदी का जलस्तर तेजी से बढ़ रहा है। जिला प्रशासन ने बताया कि नासरीगंज और दावथ प्रखंड के गांवों में राहत शिविर खोले गए हैं और लोगों से ऊंचे स्थानों पर जाने की अपील की गई है।',
);
// Same flood, other writers: ज़िला, गाँवों, लिये, गयी are the variant spellings of the first story's words.
const floodVillages = story(
  'flood-villages',
  'सोन नदी में उफान, नासरीगंज के दर्जनों गाँवों में घुसा बाढ़ का पानी',
  'ज़िला प्रशासन ने प्रभावित परिवारों के लिये राहत शिविर में भोजन की व्यवस्था की है। एनडीआरएफ की टीम नाव से लोगों को सुरक्षित निकाल रही है।',
);
const floodRelief = story('flood-relief', 'नासरीगंज में बाढ़ पीड़ितों के बीच बाँटी गयी राहत सामग्री', '');
const floodBoats = story('flood-boats', 'ज़िला प्रशासन ने सोन किनारे के गाँवों में भेजीं नावें', '');
const examResult = story(
  'exam-result',
  'बिहार बोर्ड मैट्रिक परीक्षा का परिणाम जारी, रोहतास के छात्रों ने किया कमाल',
  'परिणाम जारी होने के बाद सासाराम के एक छात्र ने राज्य में पांचवां स्थान हासिल किया है। जिला शिक्षा पदाधिकारी ने बताया कि सफल छात्रों को सम्मानित किया जाएगा और इस बार जिले का परिणाम पिछले साल से बेहतर रहा है।',
);
const football = story(
  'football',
  'सासाराम में जिला स्तरीय फुटबॉल टूर्नामेंट का फाइनल आज, डेहरी और बिक्रमगंज की टीमें आमने-सामने',
  'फुटबॉल संघ के सचिव ने बताया कि फाइनल मुकाबला शाम चार बजे से खेला जाएगा। सेमीफाइनल में डेहरी ने नोखा को दो गोल से हराया था।',
);
const paddy = story(
  'paddy',
  'रोहतास में धान अधिप्राप्ति की रफ्तार धीमी, पैक्सों पर किसानों की लंबी कतार',
  'सहकारिता विभाग के अनुसार अब तक लक्ष्य का केवल चालीस प्रतिशत धान ही खरीदा गया है। किसानों ने बताया कि नमी के नाम पर धान लौटाया जा रहा है और भुगतान में भी देरी हो रही है।',
);
const paddyPayment = story(
  'paddy-payment',
  'धान बेचने के महीने भर बाद भी किसानों को नहीं मिला भुगतान',
  'पैक्सों पर धान की अधिप्राप्ति के बाद किसान भुगतान के लिये सहकारिता कार्यालय के चक्कर काट रहे हैं।',
);
const hospital = story(
  'hospital',
  'सदर अस्पताल सासाराम में नई ओपीडी शुरू, मरीजों को मिलेगी राहत',
  'सिविल सर्जन ने बताया कि अस्पताल में अब हड्डी और नेत्र रोग के विशेषज्ञ डॉक्टर रोज बैठेंगे। इससे मरीजों को इलाज के लिए वाराणसी या पटना नहीं जाना पड़ेगा।',
);

const pool = [flood, floodVillages, floodRelief, floodBoats, examResult, football, paddy, paddyPayment, hospital];
const floodIds = [floodVillages, floodRelief, floodBoats].map((a) => a.id);
const ids = (list: Article[]) => list.map((a) => a.id);

/** The words both articles have as keywords. */
const sharedKeywords = (a: Article, b: Article) => {
  const mine = keywordsOf(a);
  return [...keywordsOf(b)].filter((word) => mine.has(word));
};

/** The keywords of the product's rule read literally: code points, English stop words, no folding. */
const literalKeywords = (a: Article) =>
  new Set(
    normalizeForSearch(`${a.title} ${a.description}`)
      .split(/[^\p{L}\p{M}\p{N}]+/u)
      .filter((w) => [...w].length > 2 && !STOP_WORDS.has(w)),
  );
const literalSharedCount = (a: Article, b: Article) => {
  const mine = literalKeywords(a);
  return [...literalKeywords(b)].filter((word) => mine.has(word)).length;
};

describe('Hindi function words', () => {
  it('are not keywords of a flood story; its subject words are', () => {
    const keywords = keywordsOf(flood);
    for (const word of [
      'में',
      'के',
      'का',
      'की',
      'से',
      'ने',
      'है',
      'हैं',
      'और',
      'कि',
      'बाद',
      'रहा',
      'बताया',
      'गए',
      'गई',
      'लोगों',
    ]) {
      expect(keywords, word).not.toContain(keywordForm(word));
    }
    for (const word of ['रोहतास', 'सोन', 'नदी', 'नासरीगंज', 'बाढ़', 'जिला', 'प्रशासन', 'राहत', 'शिविर', 'गांवों']) {
      expect(keywords, word).toContain(keywordForm(word));
    }
  });

  it('are never keywords, in any spelling', () => {
    for (const word of [...HINDI_STOP_WORDS, 'ख़बर', 'लिये', 'गयी', 'किये', 'गये', 'करोड']) {
      expect([...keywordsOf({ title: word, description: '' })], word).toEqual([]);
    }
  });

  it('are not shared by stories on different subjects', () => {
    expect(sharedKeywords(flood, paddy)).toEqual([keywordForm('रोहतास')]);
    expect(sharedKeywords(flood, football)).toEqual([keywordForm('जिला')]);
    // Read literally, the rule finds the same flood story "related" by में, रहा and बताया as well.
    expect(literalSharedCount(flood, paddy)).toBe(4);
  });
});

describe('Devanagari word length', () => {
  it('counts letters and vowel signs, not nasal marks, nukta or virama', () => {
    expect(keywordLength('में')).toBe(2);
    expect(keywordLength('हैं')).toBe(2);
    expect(keywordLength('का')).toBe(2);
    expect(keywordLength(keywordForm('बाढ़'))).toBe(3);
    expect(keywordLength('धान')).toBe(3);
    expect(keywordLength('खेल')).toBe(3);
    expect(keywordLength('किसान')).toBe(5);
  });

  it('keeps short subject words and drops short function words by length alone', () => {
    expect([...keywordsOf({ title: 'धान बाढ़ खेल', description: '' })]).toEqual(['धान', 'बाढ', 'खेल']);
    // Code points would make में and हैं 3 long; they are not on the English stop list.
    expect(['में', 'हैं'].map((w) => [...w].length)).toEqual([3, 3]);
    expect(['में', 'हैं'].filter((w) => keywordLength(w) > 2)).toEqual([]);
  });

  it('counts Latin words by code points, as before', () => {
    expect(keywordLength('go')).toBe(2);
    expect(keywordLength('relief')).toBe(6);
    expect(keywordLength('2024')).toBe(4);
  });
});

describe('Hindi spelling variants', () => {
  it('match as one keyword', () => {
    const a = story('a', 'ज़िला अस्पताल में हिन्दी दिवस पर ठण्ड से बचाव की जानकारी', 'गाँव के डॉक्टर सम्मानित');
    const b = story('b', 'जिला अस्पताल हिंदी दिवस', 'ठंड बचाव गांव डाक्टर');
    expect(sharedKeywords(a, b).sort()).toEqual(['अस्पताल', 'गांव', 'जिला', 'डाक्टर', 'दिवस', 'बचाव', 'हिंदी'].sort());
    // As written, only अस्पताल, दिवस and बचाव are the same.
    expect(literalSharedCount(a, b)).toBe(3);
  });
});

describe('related Rohtas stories', () => {
  it('put the flood stories above the exam, football, paddy and hospital stories', () => {
    const ranked = ids(relatedArticles(flood, pool, pool.length));
    expect(ranked.slice(0, floodIds.length).sort()).toEqual([...floodIds].sort());
    expect(ranked).not.toContain('flood');
  });

  it('rank a short relief report above a long exam story that shares only function words', () => {
    expect(relatedScore(flood, floodRelief)).toBeGreaterThan(relatedScore(flood, examResult));
    expect(relatedScore(flood, floodBoats)).toBeGreaterThan(relatedScore(flood, examResult));
    // Read literally (code points, no Hindi stop words, no folding) the exam story would win.
    expect(literalSharedCount(flood, examResult)).toBeGreaterThanOrEqual(literalSharedCount(flood, floodRelief));
    expect(literalSharedCount(flood, examResult)).toBeGreaterThanOrEqual(literalSharedCount(flood, floodBoats));
  });

  it('put the other paddy story first for a paddy story', () => {
    expect(ids(relatedArticles(paddy, pool))[0]).toBe('paddy-payment');
    expect(sharedKeywords(paddy, paddyPayment).sort()).toEqual(
      ['अधिप्राप्ति', 'किसानों', 'धान', 'पैक्सों', 'भुगतान', 'सहकारिता'].sort(),
    );
  });
});
