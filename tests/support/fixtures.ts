import { PRESENTATION_SIZES } from '@/lib/news/presentation';
import type { Article, RawNewsItem } from '@/lib/news/types';

/**
 * Raw Currents API items in Hindi. The first five are the special cases the transform must handle;
 * their position matters, because the image size (and so the placeholder) depends on the index.
 */

/** Index 0 (featured): no id, image "None", provider date format. */
export const noId: RawNewsItem = {
  title: 'बिहार में बाढ़ राहत कार्य तेज',
  description: 'राज्य सरकार ने प्रभावित जिलों में नावें और राहत शिविर भेजे।',
  url: 'https://news.example.com/bihar/baadh-rahat',
  published: '2019-08-04 14:22:08 +0000',
  author: 'रमेश कुमार',
  source: 'दैनिक समाचार',
  image: 'None',
  language: 'hi',
  category: ['regional'],
};

/** Index 1 (thumbnail): author null but a source, protocol-relative image, two categories, ISO date. */
export const authorNullWithSource: RawNewsItem = {
  id: 'n-002',
  title: 'पटना विश्वविद्यालय में नई भर्ती',
  description: 'सहायक प्राध्यापकों के पदों के लिए आवेदन शुरू।',
  url: 'https://news.example.com/patna/bharti',
  published: '2024-03-15T09:30:00Z',
  author: null,
  source: 'पटना टाइम्स',
  image: '//cdn.example.com/x.jpg',
  language: 'hi',
  category: ['education', 'jobs'],
};

/** Index 2 (thumbnail): neither author nor source, a data: image, no categories. */
export const noAuthorNoSource: RawNewsItem = {
  id: 'n-003',
  title: 'गया में सांस्कृतिक महोत्सव का आयोजन',
  description: 'लोक कलाकारों ने पारंपरिक नृत्य प्रस्तुत किए।',
  url: 'https://news.example.com/gaya/mahotsav',
  published: '2024-03-14T10:00:00.000Z',
  author: null,
  source: null,
  image: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUg==',
  language: 'hi',
  category: [],
};

/** Index 3 (thumbnail): a plain http image and a javascript: url. */
export const httpImageScriptUrl: RawNewsItem = {
  id: 'n-004',
  title: 'रोहतास के किसानों को नई बीज योजना',
  description: 'कृषि विभाग ने उन्नत बीज मुफ्त बांटे।',
  url: 'javascript:alert(1)',
  published: '2024-03-13T07:15:00Z',
  author: 'सीमा देवी',
  source: 'कृषि जागरण',
  image: 'http://images.example.com/khet.jpg',
  language: 'hi',
  category: ['agriculture'],
};

/** Index 4 (regular): an ISO date with an offset, an https image. */
export const isoWithOffset: RawNewsItem = {
  id: 'n-005',
  title: 'भागलपुर में क्रिकेट प्रतियोगिता',
  description: 'जिला स्तरीय टूर्नामेंट में बारह टीमें भाग ले रही हैं।',
  url: 'https://news.example.com/bhagalpur/cricket',
  published: '2024-03-14T18:45:00+05:30',
  author: 'अजय सिंह',
  source: 'खेल समाचार',
  image: 'https://images.example.com/cricket.jpg',
  language: 'hi',
  category: ['sports'],
};

const fillerTitles = [
  'मुजफ्फरपुर में स्वास्थ्य शिविर',
  'दरभंगा में नया पुस्तकालय',
  'सासाराम में सड़क निर्माण',
  'नालंदा में पर्यटन बढ़ा',
  'आरा में रोजगार मेला',
  'पूर्णिया में मक्का की बंपर फसल',
  'बक्सर में गंगा सफाई अभियान',
  'सीवान में विद्यालय भवन का उद्घाटन',
  'मोतिहारी में कबड्डी लीग',
  'छपरा में टीकाकरण अभियान',
  'कटिहार में लोक संगीत संध्या',
  'बेगूसराय में औद्योगिक निवेश',
  'हाजीपुर में केला उत्पादकों की बैठक',
  'जहानाबाद में युवा संवाद',
  'औरंगाबाद में सौर ऊर्जा परियोजना',
  'मधुबनी चित्रकला प्रदर्शनी',
  'किशनगंज में चाय बागान',
  'समस्तीपुर में रेलवे स्टेशन का विस्तार',
  'सुपौल में तटबंध मरम्मत',
  'नवादा में खेल छात्रवृत्ति',
] as const;

const fillerCategories = ['regional', 'education', 'sports', 'agriculture', 'jobs', 'health', 'culture'] as const;

const fillers: RawNewsItem[] = fillerTitles.map((title, i) => {
  const n = i + 6;
  return {
    id: `n-${String(n).padStart(3, '0')}`,
    title,
    description: `${title} — विस्तृत समाचार।`,
    url: `https://news.example.com/item/${n}`,
    published: `2024-03-${String(12 - (i % 10)).padStart(2, '0')}T08:00:00Z`,
    author: `संवाददाता ${n}`,
    source: 'बिहार समाचार',
    image: `https://images.example.com/${n}.jpg`,
    language: 'hi',
    category: [fillerCategories[i % fillerCategories.length] ?? 'regional'],
  };
});

/** 25 items: the five special cases first, then 20 ordinary ones (ids n-006 … n-025). */
export const fixtureItems: RawNewsItem[] = [
  noId,
  authorNullWithSource,
  noAuthorNoSource,
  httpImageScriptUrl,
  isoWithOffset,
  ...fillers,
];

/** An article as the reader shows it, with a picture from a news site. */
export const jobFairArticle: Article = {
  id: 'ba78b62e-b127-4697-ad47-975614c169ff',
  title: 'सासाराम में रोजगार मेला',
  description: 'जिले के युवाओं के लिए रोजगार मेला।',
  link: 'https://news.example.com/bihar/rozgar-mela',
  publishedAt: '2026-11-20T08:30:00.000Z',
  source: { name: 'रोहतास समाचार' },
  urlToImage: 'https://cdn.example.com/rozgar-mela.jpg',
  imageSize: PRESENTATION_SIZES.regular,
  category: 'jobs',
  // The server's signed address for the picture (lib/news/picture-address.ts); the browser only
  // passes it on, so any signature of the right shape does here.
  picturePath: `/api/news/image/aHR0cHM6Ly9jZG4uZXhhbXBsZS5jb20vcm96Z2FyLW1lbGEuanBn.${'S'.repeat(43)}`,
};
