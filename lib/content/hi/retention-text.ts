import { formatDate } from '@/lib/i18n/format';
import { surveyClosedAt } from '@/lib/privacy/retention-run/survey-closing';
import { RETENTION_RULES, type RetentionKind, type RetentionPeriod, type RetentionRule } from '@/lib/privacy/retention';
import { siteConfig } from '@/lib/site-config';

/** "3 साल", "12 महीने", "1 साल और 6 महीने". */
export function periodInHindi({ years = 0, months = 0, days = 0 }: RetentionPeriod): string {
  const parts = [
    ...(years ? [`${years} साल`] : []),
    ...(months ? [`${months} ${months === 1 ? 'महीना' : 'महीने'}`] : []),
    ...(days ? [`${days} दिन`] : []),
  ];
  return parts.join(' और ') || 'तुरंत';
}

const closingDay = () => formatDate('hi', surveyClosedAt(siteConfig.surveyClosesOn), { dateStyle: 'long' });

/** हर सार्वजनिक नियम, निजता नीति के शब्दों में; अवधि हमेशा तालिका से आती है। */
const SENTENCES: Partial<Record<RetentionKind, (period: string) => string>> = {
  surveyContact: (period) =>
    `सर्वे के जवाब: सर्वे बंद होने के ${period} बाद संपर्क जानकारी हटा दी जाती है (सर्वे ${closingDay()} को बंद होगा); उसके बाद हम सिर्फ़ ऐसे जवाब रखते हैं जिनसे आपकी पहचान न हो सके।`,
  membership: (period) =>
    `सदस्यता के रिकॉर्ड: जब तक आप सदस्य हैं तब तक, और सदस्यता ख़त्म होने या आवेदन अस्वीकार होने के ${period} बाद तक, ताकि क्लब और फ़ीस का हिसाब रखा जा सके।`,
  complaint: (period) =>
    `शिकायतें: शिकायत का हल होने तक, और उसके ${period} बाद तक, ताकि मामला दोबारा उठे तो रिकॉर्ड काम आ सके।`,
  contact: (period) =>
    `संपर्क संदेश: हमारे आख़िरी जवाब के ${period} बाद तक (अगर हमने जवाब नहीं दिया, तो आपके संदेश भेजने के ${period} बाद तक)।`,
  awaitingGuardian: (period) =>
    `18 साल से कम उम्र के व्यक्ति के भेजे फ़ॉर्म: अगर माता-पिता या अभिभावक ${period} के अंदर पुष्टि नहीं करते, तो भेजी गई सारी जानकारी मिटा दी जाती है।`,
  dataRequest: (period) =>
    `आपकी निजी जानकारी से जुड़े आपके अनुरोध और हमारे जवाब: अनुरोध बंद होने के ${period} बाद तक, ताकि हम दिखा सकें कि हमने क्या जवाब दिया।`,
  payment: (period) =>
    `भुगतान और दान: टैक्स क़ानून के मुताबिक़ फ़ाउंडेशन, एक ट्रस्ट होने के नाते, अपना हिसाब-किताब हर देने वाले के नाम, पते और PAN के साथ, भुगतान वाले वित्त वर्ष के बाद के असेसमेंट ईयर के ख़त्म होने के ${period} बाद तक रखता है; उसके बाद देने वाले की पहचान बताने वाली जानकारी हटा दी जाती है। किए गए भुगतान के लिए, जानकारी मिटाने का अनुरोध यह अवधि कम नहीं कर सकता।`,
  eventRegistration: (period) =>
    `कार्यक्रमों के पंजीकरण: नाम और मोबाइल नंबर (18 साल से कम वालों के माता-पिता के भी) कार्यक्रम के ${period} बाद हटा दिए जाते हैं; हम सिर्फ़ यह रखते हैं कि उम्र के हिसाब से कितने लोग आए।`,
  attendance: (period) =>
    `प्रशिक्षण की हाज़िरी (खिलाड़ी हर सत्र में आया या नहीं): सत्र के ${period} बाद तक, क्लब के प्रशिक्षण के लिए पैसा देने वालों के सबूत के तौर पर।`,
  pushSubscription: (period) =>
    `अलर्ट: वह कोड जिससे हम आपके फ़ोन या कंप्यूटर पर अलर्ट भेजते हैं, आपकी चुनी भाषा और अलर्ट के प्रकार के साथ, तब मिटा दिया जाता है जब आप अलर्ट बंद करते हैं, जब आपका ब्राउज़र बताता है कि वह अब अलर्ट नहीं लेता, या उस डिवाइस पर अलर्ट आख़िरी बार चालू करने या बदलने के ${period} बाद।`,
  accessLog: (period) => `किस टीम सदस्य ने आपकी जानकारी देखी या बदली, इसका रिकॉर्ड: ${period} तक।`,
};

/** निजता नीति की सूची: हर तरह का रिकॉर्ड कब तक रखा जाता है, रिटेंशन तालिका से। */
export function retentionBullets(rules: readonly RetentionRule[] = RETENTION_RULES): string[] {
  return rules.flatMap((rule) => {
    const sentence = rule.public ? SENTENCES[rule.kind] : undefined;
    if (rule.public && !sentence) throw new Error(`The Privacy Policy has no words for ${rule.kind}`);
    return sentence ? [sentence(periodInHindi(rule.period))] : [];
  });
}
