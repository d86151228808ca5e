// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import sitemap from '@/app/sitemap';
import { createInfoPage } from '@/components/content/info-page';
import { pathOf, siteRoutes } from '@/lib/navigation';
import { pageMetadata } from '@/lib/seo/metadata';

// Outside a Next request there is no request locale to set, nor a request to wait for.
vi.mock('next-intl/server', () => ({ setRequestLocale: () => {} }));
vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal()), connection: async () => {} }));
// The posts come from the database; one published post stands in for them.
vi.mock('@/lib/posts/blog-page-data', () => ({ postsOrNull: async () => [{ slug: 'health-camp-nokha' }] }));

const base = { locale: 'en', path: '/nav/about', title: 'About', description: 'Who we are' } as const;

describe('pages kept out of search engines', () => {
  it('are only the team page', () => {
    expect(siteRoutes.filter((r) => r.noindex).map((r) => r.id)).toEqual(['adminLogin']);
  });

  it('ask for noindex in their metadata; other pages say nothing about robots', () => {
    expect(pageMetadata({ ...base, noindex: true }).robots).toEqual({ index: false, follow: false });
    expect(pageMetadata(base)).not.toHaveProperty('robots');
  });

  it('includes the team page, whose metadata comes from its route', async () => {
    const { generateMetadata } = createInfoPage('adminLogin');
    const metadata = await generateMetadata({ params: Promise.resolve({ locale: 'hi' }) });
    expect(metadata.robots).toEqual({ index: false, follow: false });
    const about = await createInfoPage('about').generateMetadata({ params: Promise.resolve({ locale: 'en' }) });
    expect(about).not.toHaveProperty('robots');
  });

  it('are left out of the sitemap, in every language, while the other pages and the posts stay', async () => {
    const urls = (await sitemap()).map((entry) => entry.url);
    expect(urls.some((url) => url.endsWith('/hi/blog/health-camp-nokha'))).toBe(true);
    expect(urls.some((url) => url.endsWith('/blog/health-camp-nokha'))).toBe(true);
    expect(urls.filter((url) => url.includes(pathOf('adminLogin')))).toEqual([]);
    expect(urls.some((url) => url.endsWith('/hi/nav/about'))).toBe(true);
    expect(urls.some((url) => url.endsWith('/nav/rufc-complaint-portal'))).toBe(true);
  });
});
