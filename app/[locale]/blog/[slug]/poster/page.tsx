import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PostsUnavailablePage } from '@/components/blog/posts-unavailable';
import { EventPoster } from '@/components/events/event-poster';
import { eventPosterPath } from '@/lib/events/event-posts';
import { pageLocale } from '@/lib/i18n/page-locale';
import { routing } from '@/lib/i18n/routing';
import { postsOrNull } from '@/lib/posts/blog-page-data';
import { isSlug } from '@/lib/posts/limits';
import { isEventPost } from '@/lib/posts/home-notices';
import { publishedPosts } from '@/lib/posts/public-posts';
import { pageMetadata } from '@/lib/seo/metadata';

interface PosterParams {
  params: Promise<{ locale: string; slug: string }>;
}

// Kept like the event's own page, and rendered again with it when a post is published.
export const revalidate = 300;

export async function generateStaticParams() {
  const perLocale = await Promise.all(
    routing.locales.map(async (locale) =>
      (await publishedPosts(locale)).filter(isEventPost).map((post) => ({ locale, slug: post.slug })),
    ),
  );
  return perLocale.flat();
}

/** The event at this address; undefined when the posts cannot be read; a 404 for anything else. */
async function findEvent(params: PosterParams['params']) {
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
