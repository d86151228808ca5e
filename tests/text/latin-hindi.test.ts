// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isLatinQuery, latinQueryMatcher, matchingWords } from '@/lib/text/latin-hindi';

const matches = (query: string, text: string) => {
  const matcher = latinQueryMatcher(query);
  if (!matcher) throw new Error(`no matcher for ${query}`);
  return matcher(text);
};

describe('latinQueryMatcher', () => {
  it.each([
    ['sasaram', 'सासाराम में बारिश से कई सड़कें जलमग्न, लोगों को भारी परेशानी'],
    ['dhan kharid', 'रोहतास में धान खरीद की रफ्तार धीमी, किसान परेशान'],
    ['kisan', 'किसानों को समय पर खाद नहीं मिलने से नाराजगी, प्रखंड कार्यालय पर प्रदर्शन'],
    ['sarkari naukri', 'बिहार में सरकारी नौकरी के लिए आवेदन की अंतिम तिथि बढ़ी'],
    ['dehri', 'डेहरी ऑन सोन स्टेशन पर यात्रियों के लिए नई सुविधाएं शुरू'],
    ['bihar chunav', 'बिहार विधानसभा चुनाव को लेकर सभी दलों ने कसी कमर'],
    ['chunao aayog', 'चुनाव आयोग ने मतदाता सूची के पुनरीक्षण का कार्यक्रम जारी किया'],
    ['patna', 'पटना में गंगा का जलस्तर बढ़ा, निचले इलाकों में अलर्ट'],
    ['shiksha vibhag', 'शिक्षा विभाग ने शिक्षकों के तबादले की सूची जारी की'],
    ['vidyalay', 'मध्य विद्यालय में मध्याह्न भोजन खाने से 20 बच्चे बीमार'],
    ['widyalaya', 'उत्क्रमित उच्च विद्यालय के नए भवन का उद्घाटन'],
    ['baarish', 'मौसम विभाग ने अगले तीन दिन भारी बारिश की चेतावनी दी'],
    ['barish', 'मौसम विभाग ने अगले तीन दिन भारी बारिश की चेतावनी दी'],
    ['mukhyamantri', 'मुख्यमंत्री ने बाढ़ प्रभावित इलाकों का हवाई सर्वेक्षण किया'],
    ['nitish kumar', 'प्रगति यात्रा में नीतीश कुमार ने कई योजनाओं का शिलान्यास किया'],
    ['gyan bhawan', 'ज्ञान भवन में आयोजित समारोह में मेधावी छात्रों को सम्मान'],
    ['sadak', 'बिक्रमगंज-आरा मुख्य सड़क पर जाम से लोग परेशान'],
    ['sarak haadse', 'सड़क हादसे में दो युवकों की मौत, परिजनों में कोहराम'],
    ['pul', 'सोन नदी पर बने पुल की मरम्मत शुरू, एक महीने तक आवागमन बंद'],
    ['zila prashasan', 'ज़िला प्रशासन ने पूरे अनुमंडल में निषेधाज्ञा लागू की'],
    ['jila parishad', 'जिला परिषद की बैठक में विकास योजनाओं पर चर्चा'],
    ['zila parishad', 'जिला परिषद की बैठक में विकास योजनाओं पर चर्चा'],
    ['hindi diwas', 'हिन्दी दिवस पर महाविद्यालय में निबंध प्रतियोगिता'],
    ['hindi', 'हिंदी माध्यम के छात्रों के लिए नई पाठ्यपुस्तकें'],
    ['rohtas police', 'रोहतास पुलिस ने अवैध बालू खनन के आरोप में पांच लोगों को गिरफ्तार किया'],
    ['bikramganj aspatal', 'बिक्रमगंज अनुमंडल अस्पताल में डॉक्टरों की कमी से मरीज बेहाल'],
    ['aspataal', 'सदर अस्पताल में ऑक्सीजन प्लांट फिर से चालू'],
    ['cricket', 'जिला स्तरीय क्रिकेट टूर्नामेंट के फाइनल में सासाराम की टीम विजयी'],
    ['garmi', 'भीषण गर्मी से बेहाल लोग, पारा 44 डिग्री के पार'],
    ['gehun beej', 'किसानों को अनुदान पर गेहूं के बीज का वितरण शुरू'],
    ['champaran', 'पश्चिमी चंपारण में बाघ के हमले से ग्रामीण दहशत में'],
    ['naukri', 'राज्य में नई नौकरियों के लिए बहाली प्रक्रिया तेज'],
    ['mahila', 'जीविका दीदियों ने महिलाओं को स्वरोजगार से जोड़ने का अभियान चलाया'],
    ['kshetra', 'बाढ़ प्रभावित क्षेत्रों में राहत सामग्री का वितरण'],
    ['krishi', 'कृषि विज्ञान केंद्र में किसानों को जैविक खेती का प्रशिक्षण'],
    ['padhai', 'कोचिंग संस्थानों में पढ़ाई के नाम पर मनमानी फीस'],
    ['kaimur', 'कैमूर पहाड़ी पर वन विभाग ने पौधारोपण किया'],
    ['aurangabad', 'औरंगाबाद में नक्सल विरोधी अभियान तेज'],
    ['sabzi mandi', 'सब्ज़ी मंडी में टमाटर के दाम आसमान पर'],
    ['bihar', 'दिल्ली में फंसे बिहारी मजदूरों की घर वापसी शुरू'],
    ['chhapra', 'छपरा जंक्शन पर यात्रियों की भीड़, कई ट्रेनें देर से'],
    ['bachcha cycle', 'सरकारी स्कूल के बच्चों को मिलेगी मुफ्त साइकिल'],
    ['lagayi aag', 'असामाजिक तत्वों ने खलिहान में लगाई आग'],
    ['begusarai', 'बेगूसराय में गंगा का कटाव तेज, कई घर नदी में समाए'],
    ['purnia', 'पूर्णिया हवाई अड्डे से उड़ानें शुरू होने की तैयारी'],
    ['purniya', 'पूर्णिया हवाई अड्डे से उड़ानें शुरू होने की तैयारी'],
  ])('"%s" finds "%s"', (query, title) => {
    expect(matches(query, title)).toBe(true);
  });

  it.each([
    ['rohtak', 'रोहतास में धान खरीद की रफ्तार धीमी, किसान परेशान'],
    ['dhan', 'धनबाद रेल मंडल की कई ट्रेनें रद्द, बिहार के यात्री परेशान'],
    ['pani', 'पानीपत से लौटे प्रवासी मजदूरों की स्वास्थ्य जांच'],
    ['ram', 'रामगढ़ प्रखंड में नल-जल योजना ठप, ग्रामीणों में रोष'],
    ['kisan', 'किसने लगाई खलिहान में आग? पुलिस कर रही जांच'],
    ['nokha', 'अनोखा विवाह: बिना दहेज और बैंड-बाजे के हुई शादी'],
    ['patna', 'पटनायक समिति की रिपोर्ट पर विधानसभा में चर्चा'],
    ['pul', 'पुलिस ने शराब तस्करों को पकड़ा, 200 लीटर शराब बरामद'],
    ['bihar', 'विक्रम विहार कॉलोनी में जलजमाव से लोग परेशान'],
    ['sasaram', 'सहरसा में कोसी का पानी घरों में घुसा'],
    ['dhan kharid', 'धनतेरस पर बाजारों में जमकर खरीदारी'],
    ['sarkari naukri', 'सरकारी अस्पताल में दवाओं की कमी से मरीज परेशान'],
    ['nitish kumar', 'नीतीश ने बाढ़ राहत कार्यों की समीक्षा बैठक की'],
  ])('"%s" does not find "%s"', (query, title) => {
    expect(matches(query, title)).toBe(false);
  });

  it('needs every query word, in any order', () => {
    const title = 'बिहार में सरकारी नौकरी के लिए आवेदन की अंतिम तिथि बढ़ी';
    expect(matches('naukri sarkari', title)).toBe(true);
    expect(matches('sarkari naukri patna', title)).toBe(false);
  });

  it('ignores punctuation in the query and the text', () => {
    expect(matches('  dhan-kharid!! ', 'धान-खरीद: किसानों का भुगतान अटका।')).toBe(true);
    expect(matches('"kisan", (rahat)?', 'किसानों को राहत।')).toBe(true);
  });

  it('ignores the case of the query', () => {
    expect(matches('SaSaRaM', 'सासाराम में बारिश')).toBe(true);
    expect(matches('NITISH Kumar', 'नीतीश कुमार ने की समीक्षा')).toBe(true);
  });

  it('matches the Latin words of a text by the same spelling rules', () => {
    expect(matches('jdu nitish', 'JDU की बैठक में नीतीश कुमार ने दिए निर्देश')).toBe(true);
    expect(matches('cricket', 'IPL: Cricket के दीवानों के लिए खुशखबरी')).toBe(true);
    expect(matches('police', 'Police ने जांच शुरू की')).toBe(true);
  });

  it('leaves short query words to whole words, and longer ones to plural stems', () => {
    expect(matches('pul', 'पुलों की मरम्मत')).toBe(false);
    expect(matches('sadak', 'सड़कों की मरम्मत')).toBe(true);
  });

  it('still matches once the cache of texts is full', () => {
    const matcher = latinQueryMatcher('kisan');
    const texts = Array.from({ length: 1200 }, (_, i) => `किसानों को ${i} रुपये`);
    expect(texts.every((text) => matcher?.(text))).toBe(true);
    expect(matcher?.('किसने दिए रुपये')).toBe(false);
  });

  it('matches digits', () => {
    expect(matches('chunav 2025', 'बिहार चुनाव २०२५ की तैयारी')).toBe(true);
    expect(matches('chunav 2025', 'बिहार चुनाव 2020 के नतीजे')).toBe(false);
  });
});

describe('isLatinQuery', () => {
  it.each([
    ['sarkari naukri', true],
    ['Patna 2025', true],
    ['सरकारी नौकरी', false],
    ['patna पटना', false],
    ['2025', false],
    ['', false],
    ['   ', false],
  ])('"%s" is Latin: %s', (query, latin) => {
    expect(isLatinQuery(query)).toBe(latin);
  });
});

describe('latinQueryMatcher without a Latin word', () => {
  it.each([['सरकारी नौकरी'], ['patna पटना'], [''], ['   '], ['?!'], ['2025']])('gives null for "%s"', (query) => {
    expect(latinQueryMatcher(query)).toBeNull();
  });
});

describe('matchingWords', () => {
  it('gives the Devanagari words the query matched, as the text writes them', () => {
    expect(matchingWords('kisan', 'किसानों को राहत')).toEqual(['किसानों']);
  });

  it('gives each word once, in the order of the text', () => {
    expect(matchingWords('kharid dhan', 'धान खरीद शुरू, धान के दाम तय')).toEqual(['धान', 'खरीद']);
  });

  it('gives the words of the query words that matched, even when another did not', () => {
    expect(matchingWords('sarkari patna', 'सरकारी अस्पताल में दवाओं की कमी')).toEqual(['सरकारी']);
  });

  it('gives nothing for a Devanagari query or a query without words', () => {
    expect(matchingWords('किसान', 'किसानों को राहत')).toEqual([]);
    expect(matchingWords(' ', 'किसानों को राहत')).toEqual([]);
  });
});
