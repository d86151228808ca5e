import { connection } from 'next/server';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PostsUnavailablePage } from '@/components/blog/posts-unavailable';
import { EventPoster } from '@/components/events/event-poster';
import { eventPosterPath } from '@/lib/events/event-posts';
import { pageLocale } from '@/lib/i18n/page-locale';
import { postsOrNull } from '@/lib/posts/blog-page-data';
import { isSlug } from '@/lib/posts/limits';
import { isEventPost } from '@/lib/posts/home-notices';
import { pageMetadata } from '@/lib/seo/metadata';

interface PosterParams {
  params: Promise<{ locale: string; slug: string }>;
}

// Rendered for each request from the cached posts, like the event's own page.

/** The event at this address; undefined when the posts cannot be read; a 404 for anything else. */
async function findEvent(params: PosterParams['params']) {
  await connection();
  const locale = await pageLocale(params);
  const { slug } = await params;
  if (!isSlug(slug)) notFound();
  const posts = await postsOrNull(locale);
  if (!posts) return { locale, post: undefined };
  const post = posts.find((candidate) => candidate.slug === slug);
  if (!post || !isEventPost(post)) notFound();
  return { locale, post };
}

export async function generateMetadata({ params }: PosterParams): Promise<Metadata> {
  const { locale, post } = await findEvent(params);
  if (!post) return {};
  const t = await getTranslations({ locale, namespace: 'Events' });
  return pageMetadata({
    locale,
    // The default language's path, without a prefix: pageMetadata puts each language's on it.
    path: eventPosterPath('en', post.slug),
    title: `${t('posterHeading')}: ${post.text.title}`,
    description: post.text.description,
    // The event's own page is what search engines should find; the poster repeats it.
    noindex: true,
  });
}

export default async function EventPosterPage({ params }: PosterParams) {
  const { locale, post } = await findEvent(params);
  return post ? <EventPoster locale={locale} post={post} /> : <PostsUnavailablePage locale={locale} />;
}
