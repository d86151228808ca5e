import { routing, type Locale } from '@/lib/i18n/routing';
import { bodyText } from './sanitise-body';
import type { Post, PublicPost } from './types';

/** Words a reader gets through in a minute, about the same in Hindi and English prose. */
const WORDS_PER_MINUTE = 200;

const FIRST_PICTURE = /<img\b[^>]*>/i;
const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`, 'i')
    .exec(tag)?.[1]
    ?.replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"');

/** The body's first picture (sanitised markup: double-quoted attributes), for link previews. */
function firstPicture(body: string): PublicPost['picture'] {
  const tag = FIRST_PICTURE.exec(body)?.[0];
  const src = tag && attribute(tag, 'src');
  if (!tag || !src) return undefined;
  const size = (name: string) => Number(attribute(tag, name)) || undefined;
  return { src, alt: attribute(tag, 'alt') ?? '', width: size('width'), height: size('height') };
}

/**
 * A published post as a page in `locale` shows it: in that language, or in the other when the post
 * has only that one (`language` says which, so the page can say so). Null when it is not published.
 */
export function publicPost(post: Post, locale: Locale): PublicPost | null {
  const live = post.live;
  if (!live || post.publishedAt === undefined) return null;
  const language = [locale, ...routing.locales].find((l) => live.text[l]?.title.trim());
  const text = language && live.text[language];
  if (!language || !text) return null;
  const words = bodyText(text.body).split(' ').filter(Boolean).length;
  return {
    id: post.id,
    slug: post.slug,
    kind: live.kind,
    category: live.category,
    language,
    text,
    event: live.event,
    author: text.byline?.trim() || post.createdBy.name,
    publishedAt: new Date(post.publishedAt).toISOString(),
    updatedAt: new Date(post.updatedAt).toISOString(),
    readingMinutes: Math.max(1, Math.round(words / WORDS_PER_MINUTE)),
    picture: firstPicture(text.body),
  };
}
