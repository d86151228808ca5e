import type { MetadataRoute } from 'next';
import { pathOf } from '@/lib/navigation';
import { siteUrl } from '@/lib/seo/metadata';

export default function robots(): MetadataRoute.Robots {
  return {
    // The team login page has nothing for search engines.
    rules: [{ userAgent: '*', allow: '/', disallow: [pathOf('adminLogin'), '/api/'] }],
    sitemap: new URL('/sitemap.xml', siteUrl).toString(),
  };
}
