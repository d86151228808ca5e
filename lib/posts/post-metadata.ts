import type { Metadata } from 'next';
import type { Locale } from '@/lib/i18n/routing';
import { pathOf } from '@/lib/navigation';
import { pageMetadata, siteUrl } from '@/lib/seo/metadata';
import { siteNames } from '@/lib/site-names';
import { postPath } from './blog-pages';
import type { PublicPost } from './types';

/** The site's own picture for a post without one, so every preview shows something of ours. */
const SITE_PICTURE = { url: '/og-image.png', width: 1200, height: 630 };

const pictureOf = (post: PublicPost) =>
  post.picture
    ? { url: post.picture.src, width: post.picture.width, height: post.picture.height, alt: post.picture.alt }
    : { ...SITE_PICTURE, alt: post.text.title };

/**
 * A post's link preview (Open Graph, read by WhatsApp and Facebook, and X's card): its own title,
 * description and first picture, in the language it is shown in.
 */
export function postMetadata(post: PublicPost, locale: Locale): Metadata {
  const base = pageMetadata({
    locale,
    path: `${pathOf('blog')}/${post.slug}`,
    title: post.text.title,
    description: post.text.description,
    type: 'article',
  });
  const picture = pictureOf(post);
  return {
    ...base,
    openGraph: {
      ...base.openGraph,
      type: 'article',
      publishedTime: post.publishedAt,
      modifiedTime: post.updatedAt,
      authors: [post.author],
      images: [picture],
    },
    twitter: {
      card: 'summary_large_image',
      title: post.text.title,
      description: post.text.description,
      images: [picture],
    },
  };
}

/** The post for search engines (schema.org BlogPosting, or a NewsArticle-free Event for events). */
export function postStructuredData(post: PublicPost, locale: Locale): Record<string, unknown> {
  const url = new URL(postPath(locale, post.slug), siteUrl).href;
  const organisation = { '@type': 'Organization', name: siteNames(locale).name, url: new URL('/', siteUrl).href };
  const article = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.text.title,
    description: post.text.description,
    inLanguage: post.language === 'hi' ? 'hi-IN' : 'en-IN',
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    author: { '@type': 'Person', name: post.author },
    publisher: organisation,
    mainEntityOfPage: url,
    image: new URL(pictureOf(post).url, siteUrl).href,
  };
  if (!post.event) return article;
  const start = post.event.time ? `${post.event.date}T${post.event.time}:00+05:30` : post.event.date;
  return {
    ...article,
    about: {
      '@type': 'Event',
      name: post.text.title,
      startDate: start,
      ...(post.text.place ? { location: { '@type': 'Place', name: post.text.place } } : {}),
      organizer: organisation,
    },
  };
}

/** JSON for a script element: `<` escaped, so no text in a post can close the element. */
export const structuredDataJson = (data: Record<string, unknown>) => JSON.stringify(data).replace(/</g, '\\u003c');
