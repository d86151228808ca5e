import { connection } from 'next/server';
import type { MetadataRoute } from 'next';
import { localizedPath, routing } from '@/lib/i18n/routing';
import { pathOf, siteRoutes } from '@/lib/navigation';
import { postsOrNull } from '@/lib/posts/blog-page-data';
import { siteUrl } from '@/lib/seo/metadata';

/** Every route of the navigation list (but those kept out of search engines) and every published post, in every language. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  // Rendered for each request from the cached posts (lib/posts/public-posts.ts).
  await connection();
  const posts = (await postsOrNull(routing.defaultLocale)) ?? [];
  const blogPaths = posts.map((p) => `${pathOf('blog')}/${p.slug}`);
  const paths = [...siteRoutes.filter((r) => !r.noindex).map((r) => r.path), ...blogPaths];
  return paths.flatMap((path) =>
    routing.locales.map((locale) => ({
      url: new URL(localizedPath(locale, path), siteUrl).toString(),
      changeFrequency: path === '/' ? ('weekly' as const) : ('monthly' as const),
      priority: path === '/' ? 1 : 0.6,
      alternates: {
        languages: Object.fromEntries(
          routing.locales.map((l) => [l, new URL(localizedPath(l, path), siteUrl).toString()]),
        ),
      },
    })),
  );
}
