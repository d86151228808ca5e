import { locales, type Locale } from '@/lib/i18n/locales';
import type { PostContent, PostText, TeamPost } from './types';

/**
 * What the workspace's writing box knows about a post's content: when a language version counts
 * as empty, what is sent to the server, whether it may be published, and how it is listed.
 */

const emptyText = (): PostText => ({ title: '', description: '', body: '', place: '' });

/** A language's text, empty fields filled in, so the writing box always has something to show. */
export const textOf = (content: PostContent, locale: Locale): PostText => ({
  ...emptyText(),
  ...content.text[locale],
});

export const newContent = (kind: PostContent['kind']): PostContent => ({ kind, text: {} });

/** Text a reader would see in a body: none when it holds only empty paragraphs and no picture. */
const bodyIsEmpty = (html: string): boolean =>
  !/<img\b/i.test(html) &&
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim() === '';

const isEmptyText = (text: PostText | undefined): boolean =>
  !text ||
  (text.title.trim() === '' &&
    text.description.trim() === '' &&
    (text.place ?? '').trim() === '' &&
    bodyIsEmpty(text.body));

/** The languages a post has something in. */
export const filledLocales = (content: PostContent): Locale[] =>
  locales.filter((locale) => !isEmptyText(content.text[locale]));

/**
 * The content as the server stores it: an empty language version left out (the public page then
 * shows the other language), an empty body as '', the event only with its day, the category only
 * on a blog post and the place only on a notice.
 */
export function forServer(content: PostContent): PostContent {
  const text: PostContent['text'] = {};
  for (const locale of filledLocales(content)) {
    const { title, description, body, place } = textOf(content, locale);
    text[locale] = {
      title: title.trim(),
      description: description.trim(),
      body: bodyIsEmpty(body) ? '' : body,
      ...(content.kind === 'notice' && place?.trim() ? { place: place.trim() } : {}),
    };
  }
  const date = content.event?.date;
  const time = content.event?.time;
  return {
    kind: content.kind,
    ...(content.kind === 'blog' && content.category ? { category: content.category } : {}),
    text,
    ...(content.kind === 'notice' && date ? { event: { date, ...(time ? { time } : {}) } } : {}),
  };
}

// JSON with its keys in one order, so two copies of the same content compare equal.
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );

/** Whether two contents say the same once sent to the server. */
export const sameContent = (a: PostContent, b: PostContent): boolean =>
  canonical(forServer(a)) === canonical(forServer(b));

export type PostState = 'draft' | 'published' | 'changed';

/** Not public; public as drafted; or public with changes saved since that are not public yet. */
export function postState(post: Pick<TeamPost, 'draft' | 'live'>): PostState {
  if (!post.live) return 'draft';
  return sameContent(post.draft, post.live) ? 'published' : 'changed';
}

/** The title in the page's language, or in the other when that is all there is. */
export function titleIn(content: PostContent, locale: Locale): { title: string; locale: Locale } | null {
  for (const candidate of [locale, ...locales.filter((l) => l !== locale)]) {
    const title = content.text[candidate]?.title.trim();
    if (title) return { title, locale: candidate };
  }
  return null;
}

export type PostIssue =
  | { rule: 'noTitle' }
  | { rule: 'bodyWithoutTitle'; locale: Locale }
  | { rule: 'timeWithoutDate' }
  | { rule: 'noCategory' }
  | { rule: 'pictureWithoutAlt'; locale: Locale };

// Every <img> in a body, and whether it has a description: the writing box writes `alt="…"`.
const picturesWithoutAlt = (html: string): number =>
  (html.match(/<img\b[^>]*>/gi) ?? []).filter((tag) => !/\balt="[^"]*\S[^"]*"/i.test(tag)).length;

/** What stands between the content and publishing it; none: it may be published. */
export function postIssues(content: PostContent): PostIssue[] {
  const issues: PostIssue[] = [];
  if (!locales.some((locale) => textOf(content, locale).title.trim())) issues.push({ rule: 'noTitle' });
  for (const locale of locales) {
    const text = textOf(content, locale);
    if (!bodyIsEmpty(text.body) && !text.title.trim()) issues.push({ rule: 'bodyWithoutTitle', locale });
  }
  if (content.kind === 'blog' && !content.category) issues.push({ rule: 'noCategory' });
  if (content.kind === 'notice' && content.event?.time && !content.event.date) issues.push({ rule: 'timeWithoutDate' });
  for (const locale of locales) {
    if (picturesWithoutAlt(textOf(content, locale).body) > 0) issues.push({ rule: 'pictureWithoutAlt', locale });
  }
  return issues;
}
