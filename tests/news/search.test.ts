// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { filterArticles, isLatinQuery, latinSearchReady, loadLatinSearch, normalizeForSearch } from '@/lib/news/search';
import { toArticle } from '@/lib/news/transform';
import type { Article } from '@/lib/news/types';

const ids = (list: Article[]) => list.map((a) => a.id);
const article = (id: string, title: string, description = ''): Article =>
  toArticle({ id, title, description, url: `https://news.example.com/${id}` }, 4, 0);

// क़ (qa) can be one code point, U+0958, or क + nukta U+093C. U+0958 is a composition exclusion,
// so NFC turns both into क + ़. ऩ (nnna) is the other way round: न + ़ composes to U+0929.
const QA_PRECOMPOSED = '\u0958';
const QA_DECOMPOSED = '\u0915\u093C';
const NNNA_PRECOMPOSED = '\u0929';
const NNNA_DECOMPOSED = '\u0928\u093C';

describe('normalizeForSearch', () => {
  it('lower-cases Latin letters, trims and collapses whitespace', () => {
    expect(normalizeForSearch('  Bihar   NEWS\n Today ')).toBe('bihar news today');
  });

  it('gives the same text for both spellings of क़ and of ऩ (NFC)', () => {
    expect(QA_PRECOMPOSED).not.toBe(QA_DECOMPOSED);
    expect(normalizeForSearch(QA_PRECOMPOSED)).toBe(normalizeForSearch(QA_DECOMPOSED));
    expect(normalizeForSearch(`${NNNA_DECOMPOSED}ई`)).toBe(`${NNNA_PRECOMPOSED}ई`);
  });

  it('removes zero-width joiners, non-joiners, spaces and BOMs', () => {
    expect(normalizeForSearch('क्\u200Dष')).toBe('क्ष');
    expect(normalizeForSearch('क्\u200Cष')).toBe('क्ष');
    expect(normalizeForSearch('पट\u200Bना\uFEFF')).toBe('पटना');
  });
});

describe('filterArticles', () => {
  const articles = [
    article('a', 'Bihar Cricket League', 'Matches in Patna'),
    article('b', `${QA_PRECOMPOSED}ानून व्यवस्था पर बैठक`, 'ज़िला प्रशासन की समीक्षा'),
    article('c', 'किसान मेला', 'रोहतास में उन्नत बीज का वितरण'),
    article('d', 'क्षेत्रीय समाचार', 'सड़क निर्माण'),
  ];

  it('matches Latin text case-insensitively', () => {
    expect(ids(filterArticles(articles, 'CRICKET'))).toEqual(['a']);
    expect(ids(filterArticles(articles, 'patna'))).toEqual(['a']);
  });

  it('finds text written with the precomposed क़ when the query is typed decomposed', () => {
    expect(ids(filterArticles(articles, `${QA_DECOMPOSED}ानून`))).toEqual(['b']);
  });

  it('finds text written decomposed when the query is typed precomposed', () => {
    const decomposed = [article('e', `${QA_DECOMPOSED}िला`, '')];
    expect(ids(filterArticles(decomposed, `${QA_PRECOMPOSED}िला`))).toEqual(['e']);
  });

  it('ignores zero-width joiners in the query and in the text', () => {
    expect(ids(filterArticles(articles, 'क्\u200Dषेत्रीय'))).toEqual(['d']);
    const joined = [article('f', 'क्\u200Dषेत्रीय खेल', '')];
    expect(ids(filterArticles(joined, 'क्षेत्रीय'))).toEqual(['f']);
  });

  it('searches the title and the description', () => {
    expect(ids(filterArticles(articles, 'किसान'))).toEqual(['c']);
    expect(ids(filterArticles(articles, 'उन्नत बीज'))).toEqual(['c']);
  });

  it('does not search other fields', () => {
    const withSource = [toArticle({ id: 'g', title: 'शिक्षा', author: 'रमेश', url: 'https://x.example.com/रमेश' }, 4, 0)];
    expect(filterArticles(withSource, 'रमेश')).toEqual([]);
  });

  it('returns every article for an empty or blank query', () => {
    expect(filterArticles(articles, '')).toBe(articles);
    expect(filterArticles(articles, '   ')).toBe(articles);
    expect(filterArticles(articles, '\u200D')).toBe(articles);
  });

  it('returns nothing when nothing matches', () => {
    expect(filterArticles(articles, 'मौसम')).toEqual([]);
  });

  it('finds an article written in another common Hindi spelling of the words searched for', () => {
    const variants = [
      toArticle({ id: 'z', title: 'ज़िला प्रशासन ने हिन्दी दिवस मनाया', description: 'गाँव के स्कूल में' }, 0, 0),
      toArticle({ id: 'k', title: 'कुल्हाड़ी से हमला', description: '' }, 1, 0),
    ];
    expect(ids(filterArticles(variants, 'जिला'))).toEqual(['z']);
    expect(ids(filterArticles(variants, 'हिंदी दिवस'))).toEqual(['z']);
    expect(ids(filterArticles(variants, 'गांव'))).toEqual(['z']);
    expect(ids(filterArticles(variants, 'ज़िला'))).toEqual(['z']);
    // Distinct words stay distinct: short and long vowels are not folded.
    expect(filterArticles(variants, 'दीन')).toEqual([]);
  });
});

describe('a query in Latin letters', () => {
  const headlines = [
    article('paddy', 'धान खरीद में नमी की शर्त से परेशान किसान', 'नोखा में पैक्स से लौटाए गए ट्रैक्टर'),
    article('jobs', 'सरकारी नौकरी: सिपाही भर्ती की परीक्षा 2 दिसंबर से'),
    article('cold', 'शीतलहर की दस्तक: सासाराम में न्यूनतम तापमान 11 डिग्री'),
    article('english', 'Dehri gets a new bridge over the Sone'),
  ];

  it('finds only Latin words in the text until the rules for Hindi have loaded, then the Hindi too', async () => {
    expect(ids(filterArticles(headlines, 'sasaram'))).toEqual([]);
    expect(ids(filterArticles(headlines, 'sone'))).toEqual(['english']);
    await loadLatinSearch();
    expect(latinSearchReady()).toBe(true);
    expect(ids(filterArticles(headlines, 'sasaram'))).toEqual(['cold']);
    expect(ids(filterArticles(headlines, 'dhan kharid'))).toEqual(['paddy']);
    expect(ids(filterArticles(headlines, 'Kisan'))).toEqual(['paddy']);
    expect(ids(filterArticles(headlines, 'sarkari naukri'))).toEqual(['jobs']);
    expect(ids(filterArticles(headlines, 'nokha'))).toEqual(['paddy']);
    expect(ids(filterArticles(headlines, 'sone'))).toEqual(['english']);
    expect(ids(filterArticles(headlines, 'dhanbad'))).toEqual([]);
  });

  it('keeps the Devanagari search as it was', async () => {
    await loadLatinSearch();
    expect(ids(filterArticles(headlines, 'किसान'))).toEqual(['paddy']);
    expect(isLatinQuery('किसान')).toBe(false);
    expect(isLatinQuery('kisan')).toBe(true);
  });
});
