import type { Locale } from '@/lib/i18n/routing';

export const PUSH_TOPICS = ['notices', 'events', 'news'] as const;
export type PushTopic = (typeof PUSH_TOPICS)[number];

/** One alert to one device, in the language its subscriber chose. */
export interface PushMessage {
  token: string;
  locale: Locale;
  title: string;
  body: string;
  /** Where tapping it leads: a path on this site. */
  url: string;
}

/** The longest body a notification shows in full on most phones; longer text is cut at a word. */
export const PUSH_BODY_MAX = 140;

export function shortBody(text: string, max = PUSH_BODY_MAX): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * The FCM HTTP v1 `message` of an alert. Data only (every value a string): the site's own worker
 * (public/firebase-messaging-sw.js) shows it, in its language, and opens its link; a `notification`
 * payload would have the browser's Firebase code show it instead, without either.
 */
export const fcmMessageOf = ({ token, locale, title, body, url }: PushMessage) => ({
  token,
  data: { title, body, url, lang: locale },
  // A day: an alert about a notice that waited longer on a switched-off phone is stale.
  webpush: { headers: { Urgency: 'normal', TTL: String(24 * 60 * 60) } },
});
