// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BLOCKS } from '@/lib/forms/options';
import { articlesAboutDistrict, mentionsDistrict } from '@/lib/news/district-filter';
import { DISTRICT_PLACES } from '@/lib/news/district-places';
import { toArticles } from '@/lib/news/transform';
import { siteConfig } from '@/lib/site-config';

describe('the district places', () => {
  it('name every block the survey offers, with a Devanagari name for each', () => {
    for (const block of BLOCKS) {
      const place = DISTRICT_PLACES.find((p) => p.latin.includes(block));
      expect(place, block).toBeDefined();
      expect(place?.devanagari.length, block).toBeGreaterThan(0);
      for (const name of place?.devanagari ?? []) expect(name, block).toMatch(/^[\u0900-\u097F ]+$/);
    }
  });

  it('include the district under the names the site gives it', () => {
    expect(mentionsDistrict(siteConfig.district)).toBe(true);
    expect(mentionsDistrict(siteConfig.districtHi)).toBe(true);
    expect(mentionsDistrict(siteConfig.town)).toBe(true);
    expect(mentionsDistrict(siteConfig.townHi)).toBe(true);
  });
});

describe('mentionsDistrict', () => {
  it.each([
    'रोहतास में धान खरीद तेज',
    'सासाराम के तालाबों की सफाई',
    'डेहरी-ऑन-सोन स्टेशन पर नई ट्रेन',
    'डेहरी ऑन सोन के युवा',
    'तिलौथू की बेटियों का जलवा',
    'अकोढ़ी गोला प्रखंड में शिविर',
    'रोहतासगढ़ किला पर्यटन सर्किट में',
    'इंद्रपुरी बराज से पानी छोड़ा गया',
    'चेनारी, नोखा और दिनारा की टीमें',
    '(करगहर) के किसान',
  ])('finds a place in Hindi: %s', (text) => {
    expect(mentionsDistrict(text)).toBe(true);
  });

  it.each([
    'Floods in ROHTAS district',
    'A new bridge at Dehri-on-Sone',
    "Sasaram's railway station",
    'Farmers of Akorhi Gola block',
    'Farmers of Akorhi-Gola block',
    'the nokha market',
  ])('finds a place in Latin letters, in any case: %s', (text) => {
    expect(mentionsDistrict(text)).toBe(true);
  });

  it('matches the spelling variants Hindi papers print: nukta, chandrabindu, zero-width joiners', () => {
    // ढ़ typed as ढ + nukta (two code points) and as the precomposed letter, and with the nukta left out.
    expect(mentionsDistrict('अकोढ\u093Cी गोला')).toBe(true);
    expect(mentionsDistrict('अकोढी गोला')).toBe(true);
    expect(mentionsDistrict('रोहतासगढ किला')).toBe(true);
    expect(mentionsDistrict('सासा\u200Dराम')).toBe(true);
    expect(mentionsDistrict('इन्द्रपुरी बराज')).toBe(true);
  });

  it.each([
    ['Dehradun', 'a Latin word that only shares letters with Dehri'],
    ['Rajpura in Punjab', 'a longer Latin word that begins with Rajpur'],
    ['Nokhandi', 'a longer Latin word that begins with Nokha'],
    ['अनोखा प्रयोग', 'a Hindi word (anokha, "unique") that ends with नोखा'],
    ['राजपुरा में मेला', 'a Hindi word that continues after राजपुर with a vowel sign'],
    ['देहरादून में बारिश', 'Dehradun in Hindi'],
    ['पटना में क्रिकेट मैच', 'another district'],
    ['', 'no text'],
  ])('does not match %s (%s)', (text) => {
    expect(mentionsDistrict(text)).toBe(false);
  });
});

describe('articlesAboutDistrict', () => {
  const articles = toArticles(
    [
      { id: 'title', title: 'नोखा में नया पुल', description: 'लोकार्पण हुआ' },
      { id: 'description', title: 'नया डायलिसिस केंद्र', description: 'सदर अस्पताल सासाराम में शुरू' },
      { id: 'elsewhere', title: 'गया में मेला', description: 'अनोखा आयोजन' },
    ],
    0,
  );

  it('keeps the articles that name a place in the title or the description, in order', () => {
    expect(articlesAboutDistrict(articles).map((a) => a.id)).toEqual(['title', 'description']);
  });

  it('keeps none when no article names a place', () => {
    expect(articlesAboutDistrict(articles.slice(2))).toEqual([]);
  });
});
