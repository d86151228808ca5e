import { siteConfig } from '@/lib/site-config';
import type { SiteContent } from '../types';
import { faqGroups } from './faqs';
import { legalDocuments } from './legal';
import { homeContent, infoPages, plansPage } from './pages';

const { clubShortName } = siteConfig;

export const hindiContent: SiteContent = {
  home: homeContent,
  info: infoPages,
  legal: legalDocuments,
  blog: {
    title: 'ब्लॉग',
    description: `हमारे गाँवों की कहानियाँ: शिक्षा केंद्र, ${clubShortName} फ़ुटबॉल, स्वास्थ्य शिविर, त्योहार और वे युवा, जिनकी मेहनत से यह सब हो पाता है।`,
    heading: 'गाँव-गाँव से कहानियाँ',
    intro: 'हमारे कार्यक्रमों की ख़बरें और कहानियाँ, जिन्हें उन्हें चलाने वाले स्वयंसेवकों और समन्वयकों ने लिखा है।',
  },
  faqs: {
    title: 'अक्सर पूछे जाने वाले प्रश्न',
    description: `संस्था, ${clubShortName}, सदस्यता फ़ीस, हमारे फ़ॉर्म, गोपनीयता, हिंदी समाचार और सुगम्यता सेटिंग्स के बारे में अक्सर पूछे जाने वाले सवालों के जवाब।`,
    heading: 'अक्सर पूछे जाने वाले प्रश्न',
    intro: 'जो सवाल हमसे सबसे ज़्यादा पूछे जाते हैं, उनके छोटे और सीधे जवाब। अगर आपका सवाल यहाँ नहीं है, तो सहायता केंद्र आपकी मदद करेगा।',
    groups: faqGroups,
  },
  plans: plansPage,
};
