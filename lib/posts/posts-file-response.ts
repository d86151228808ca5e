import 'server-only';
import { routeLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import type { Locale } from '@/lib/i18n/routing';
import { postsOrNull } from './blog-page-data';
import type { PublicPost } from './types';

/**
 * The answer of a file made from the published posts in the route's language (a feed, a
 * calendar): 404 for an unknown language, 503 while the posts cannot be read, else the file.
 */
export async function postsFileResponse(
  params: LocaleParams['params'],
  contentType: string,
  make: (posts: PublicPost[], locale: Locale) => string | Promise<string>,
): Promise<Response> {
  const locale = await routeLocale(params);
  if (!locale) return new Response('Not found', { status: 404 });
  const posts = await postsOrNull(locale);
  if (!posts)
    return new Response('Posts could not be read; try again soon.', { status: 503, headers: { 'Retry-After': '60' } });
  return new Response(await make(posts, locale), { headers: { 'Content-Type': contentType } });
}
