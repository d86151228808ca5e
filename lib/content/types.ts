/** Shapes of the long-form page content. Each locale provides the same shapes. */

export interface ContentSection {
  heading: string;
  paragraphs: string[];
  bullets?: string[];
}

/** Text every route has: metadata, the page's single h1 and an introduction. */
export interface PageText {
  /** Metadata title (without the site name; the layout appends it). */
  title: string;
  /** Metadata and Open Graph description, 120–160 characters. */
  description: string;
  /** The page's h1. */
  heading: string;
  intro: string;
}

export interface InfoPage extends PageText {
  sections: ContentSection[];
}

export interface LegalDocument extends PageText {
  /** ISO date, e.g. '2026-10-01'. */
  lastUpdated: string;
  sections: ContentSection[];
}

export interface Faq {
  question: string;
  answer: string;
}

export interface FaqGroup {
  heading: string;
  items: Faq[];
}

export interface SubscriptionPlan {
  id: 'player' | 'supporter' | 'family' | 'patron';
  name: string;
  priceInr: number;
  period: 'month' | 'year';
  summary: string;
  features: string[];
  highlighted?: boolean;
}

export interface Initiative {
  id: 'social' | 'educational' | 'cultural';
  title: string;
  summary: string;
  highlights: string[];
}

export interface HomeContent extends PageText {
  missionHeading: string;
  mission: string;
  initiativesHeading: string;
  initiatives: Initiative[];
  impactHeading: string;
  impact: { value: string; label: string }[];
  callToAction: { heading: string; text: string; primaryLabel: string; secondaryLabel: string };
}

export type LegalId =
  | 'privacyPolicy'
  | 'cookiePolicy'
  | 'termsOfService'
  | 'returnPolicy'
  | 'disclaimer'
  | 'copyright'
  | 'accessibilityStatement';

export type InfoPageId =
  | 'surveyForm'
  | 'adminLogin'
  | 'rufcMembership'
  | 'rufcComplaint'
  | 'subscriptionInfo'
  | 'about'
  | 'contact'
  | 'supportCenter';

export interface PlansPage extends PageText {
  plans: SubscriptionPlan[];
  /** Short notes under the plans: fee waivers, payment, renewal. */
  notes: string[];
}

export interface FaqPage extends PageText {
  groups: FaqGroup[];
}

/** The blog's own text; its posts are written by the team and kept in the database (lib/posts). */
export type BlogIndex = PageText;

/** All long-form content of one locale. */
export interface SiteContent {
  home: HomeContent;
  info: Record<InfoPageId, InfoPage>;
  legal: Record<LegalId, LegalDocument>;
  blog: BlogIndex;
  faqs: FaqPage;
  plans: PlansPage;
}
