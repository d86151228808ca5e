import { postPath } from '@/lib/posts/blog-pages';
import type { Post } from '@/lib/posts/types';
import { locales } from '@/lib/i18n/locales';
import { shortBody, type PushMessage, type PushTopic } from './message';
import { subscribersOf, type PushSubscription } from './subscription';

/** A notice with an event goes to those who want events; any other notice to those who want notices. */
export const topicOfPost = (post: Post): PushTopic | null =>
  post.live?.kind !== 'notice' ? null : post.live.event ? 'events' : 'notices';

/**
 * The alerts a newly published notice sends: each language's subscribers get that language's title,
 * summary and link. A notice written in one language only goes to both, in that language (its page
 * shows it so in either): nobody who asked for notices misses one.
 */
export function postAlerts(post: Post, subscriptions: readonly PushSubscription[]): PushMessage[] {
  const topic = topicOfPost(post);
  const live = post.live;
  if (!topic || !live) return [];
  return locales.flatMap((locale) => {
    const text = live.text[locale]?.title ? live.text[locale] : Object.values(live.text).find((t) => t?.title);
    if (!text) return [];
    const alert = {
      locale,
      title: text.title,
      body: shortBody(text.description || text.place || ''),
      url: postPath(locale, post.slug),
    };
    return subscribersOf(subscriptions, topic, locale).map(({ token }) => ({ ...alert, token }));
  });
}
