import type { SiteContent } from '../types';
import { faqGroups } from './faqs';
import { legalDocuments } from './legal';
import { homeContent, infoPages, plansPage } from './pages';

export const englishContent: SiteContent = {
  home: homeContent,
  info: infoPages,
  legal: legalDocuments,
  blog: {
    title: 'Blog',
    description:
      'Stories from our villages: learning centres, RUFC football, health camps, festivals and the young people who make them happen.',
    heading: 'Stories from the field',
    intro: 'News and stories from our programmes, written by the volunteers and coordinators who run them.',
  },
  faqs: {
    title: 'FAQs',
    description:
      'Answers to common questions about the foundation, RUFC, membership fees, our forms, privacy, the news reader and accessibility settings.',
    heading: 'Frequently asked questions',
    intro: 'Short answers to the questions we hear most often. If yours is not here, the Support Center can help.',
    groups: faqGroups,
  },
  plans: plansPage,
};
