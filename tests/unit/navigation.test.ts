// @vitest-environment node
import { describe, expect, it } from 'vitest';
import en from '@/lib/i18n/messages/en.json';
import {
  drawerGroupRoutes,
  footerGroupRoutes,
  isCurrentPath,
  menuRoutes,
  pathOf,
  siteRoutes,
  specRoutes,
  topLevelRoutes,
} from '@/lib/navigation';

// The spec's route table (section 2), verbatim.
const specTable: [string, string][] = [
  ['/', 'Home'],
  ['/nav/traditional-survey-form', 'Survey Form'],
  ['/blog', 'Blog'],
  ['/nav/admin-login-page', 'Admin Login'],
  ['/nav/rufc-membership-form', 'RUFC Membership'],
  ['/nav/rufc-complaint-portal', 'RUFC Complaint Portal'],
  ['/nav/subscriptions-plan', 'Subscription Plans'],
  ['/nav/subscription-info', 'Subscription Info'],
  ['/nav/about', 'About Us'],
  ['/nav/contact-us', 'Contact Us'],
  ['/footer/privacy-policy', 'Privacy Policy'],
  ['/footer/support-center', 'Support Center'],
  ['/footer/faqs', 'FAQs'],
  ['/footer/cookie-policy', 'Cookie Policy'],
  ['/footer/terms-of-service', 'Terms of Service'],
  ['/footer/return-policy', 'Return Policy'],
  ['/footer/disclaimer', 'Disclaimer'],
  ['/footer/copyright', 'Copyright'],
  ['/footer/your-data', 'Your data'],
  ['/footer/accessibility-statement', 'Accessibility Statement'],
];

const title = (id: string) => en.Nav[id as keyof typeof en.Nav];
const titles = (routes: { id: string }[]) => routes.map((r) => title(r.id));

describe('navigation data', () => {
  it('lists every spec route exactly once, with its spec title', () => {
    expect(specRoutes()).toHaveLength(20);
    expect(specRoutes().map((r) => [r.path, title(r.id)])).toEqual(specTable);
    expect(new Set(siteRoutes.map((r) => r.path)).size).toBe(siteRoutes.length);
    expect(new Set(siteRoutes.map((r) => r.id)).size).toBe(siteRoutes.length);
    expect(siteRoutes.filter((r) => r.extra).map((r) => r.path)).toEqual([
      '/news',
      '/nav/pay',
      '/nav/pay/your-payment',
      '/nav/alerts',
    ]);
  });

  it('has the spec top-level entries and menus', () => {
    expect(titles(topLevelRoutes())).toEqual(['Home', 'Survey Form', 'Blog', 'Admin Login']);
    expect(titles(menuRoutes('rufc'))).toEqual(['RUFC Membership', 'RUFC Complaint Portal']);
    expect(titles(menuRoutes('membership'))).toEqual(['Subscription Plans', 'Subscription Info']);
    expect(titles(menuRoutes('about'))).toEqual(['About Us', 'Privacy Policy', 'Contact Us', 'Support Center']);
  });

  it('fills the drawer groups RUFC, Membership and More from the menus', () => {
    expect(drawerGroupRoutes('rufc')).toEqual(menuRoutes('rufc'));
    expect(drawerGroupRoutes('membership')).toEqual(menuRoutes('membership'));
    expect(drawerGroupRoutes('more')).toEqual(menuRoutes('about'));
    expect([en.Menus.rufc, en.Menus.membership, en.Menus.more]).toEqual(['RUFC', 'Membership', 'More']);
  });

  it('keeps the footer-only routes out of the header and in a footer group', () => {
    const footerOnly = [
      'faqs',
      'cookiePolicy',
      'termsOfService',
      'returnPolicy',
      'disclaimer',
      'copyright',
      'accessibilityStatement',
      'yourData',
    ];
    for (const route of siteRoutes.filter((r) => footerOnly.includes(r.id))) {
      expect(route.topLevel).toBe(false);
      expect(route.menu).toBeUndefined();
      expect(route.footerGroup).toBeDefined();
    }
    expect(footerGroupRoutes('accessibility').map((r) => r.id)).toEqual(['accessibilityStatement']);
  });

  it('sends the footer quick link "Contact" to the support center', () => {
    const contact = footerGroupRoutes('quickLinks').find((r) => r.footerLabel === 'contactQuickLink');
    expect(contact?.path).toBe('/footer/support-center');
    expect(en.Nav.contactQuickLink).toBe('Contact');
  });

  it('reaches every route from the header or the footer', () => {
    const reachable = siteRoutes.filter((r) => r.topLevel || r.menu || r.footerGroup);
    expect(reachable).toHaveLength(siteRoutes.length);
  });

  it('marks the current page, and blog posts under Blog', () => {
    expect(isCurrentPath('/', '/')).toBe(true);
    expect(isCurrentPath('/', '/blog')).toBe(false);
    expect(isCurrentPath(pathOf('blog'), '/blog/some-post')).toBe(true);
    expect(isCurrentPath(pathOf('about'), '/nav/about-us')).toBe(false);
  });
});

describe('locale paths', () => {
  it('drops the default-locale prefix the proxy adds', async () => {
    const { unprefixedPath, localizedPath } = await import('@/lib/i18n/locales');
    expect(unprefixedPath('/en')).toBe('/');
    expect(unprefixedPath('/en/nav/about')).toBe('/nav/about');
    expect(unprefixedPath('/nav/about')).toBe('/nav/about');
    expect(unprefixedPath('/english-club')).toBe('/english-club');
    expect(localizedPath('en', '/nav/about')).toBe('/nav/about');
  });
});
