/**
 * Every route of the site, once. Header, drawer, footer, sitemap and tests read this list;
 * labels come from the `Nav` message catalog under the same id.
 */
export type RouteId =
  | 'home'
  | 'surveyForm'
  | 'blog'
  | 'adminLogin'
  | 'rufcMembership'
  | 'rufcComplaint'
  | 'subscriptionPlans'
  | 'subscriptionInfo'
  | 'about'
  | 'contact'
  | 'privacyPolicy'
  | 'supportCenter'
  | 'faqs'
  | 'cookiePolicy'
  | 'termsOfService'
  | 'returnPolicy'
  | 'disclaimer'
  | 'copyright'
  | 'accessibilityStatement'
  | 'yourData'
  | 'news'
  | 'pay'
  | 'payLookup'
  | 'alerts';

export type MenuId = 'rufc' | 'membership' | 'about';
export type DrawerGroupId = 'rufc' | 'membership' | 'more';
export type FooterGroupId = 'quickLinks' | 'resources' | 'legal' | 'accessibility';

/** Icon names map to icon components inside the client navigation (see nav-icons.tsx). */
export type NavIconName = 'home' | 'survey' | 'blog' | 'admin' | 'rufc' | 'membership' | 'about';

export interface SiteRoute {
  id: RouteId;
  path: string;
  /** Shown as its own header button and drawer entry. */
  topLevel: boolean;
  icon?: NavIconName;
  /** The header dropdown holding this route, and its place in it. */
  menu?: { id: MenuId; position: number };
  drawerGroup?: DrawerGroupId;
  footerGroup?: FooterGroupId;
  /** Not in the spec's route table (the news reader's own page). */
  extra?: boolean;
  /** Message id of the label in the footer when it differs from the route title. */
  footerLabel?: 'contactQuickLink';
  /** For the team only: search engines are asked to leave it out, and the sitemap skips it. */
  noindex?: boolean;
}

export const siteRoutes: readonly SiteRoute[] = [
  { id: 'home', path: '/', topLevel: true, icon: 'home', footerGroup: 'quickLinks' },
  { id: 'surveyForm', path: '/nav/traditional-survey-form', topLevel: true, icon: 'survey', footerGroup: 'quickLinks' },
  { id: 'blog', path: '/blog', topLevel: true, icon: 'blog', footerGroup: 'quickLinks' },
  { id: 'adminLogin', path: '/nav/admin-login-page', topLevel: true, icon: 'admin', noindex: true },
  {
    id: 'rufcMembership',
    path: '/nav/rufc-membership-form',
    topLevel: false,
    menu: { id: 'rufc', position: 1 },
    drawerGroup: 'rufc',
    footerGroup: 'resources',
  },
  {
    id: 'rufcComplaint',
    path: '/nav/rufc-complaint-portal',
    topLevel: false,
    menu: { id: 'rufc', position: 2 },
    drawerGroup: 'rufc',
    footerGroup: 'resources',
  },
  {
    id: 'subscriptionPlans',
    path: '/nav/subscriptions-plan',
    topLevel: false,
    menu: { id: 'membership', position: 1 },
    drawerGroup: 'membership',
    footerGroup: 'resources',
  },
  {
    id: 'subscriptionInfo',
    path: '/nav/subscription-info',
    topLevel: false,
    menu: { id: 'membership', position: 2 },
    drawerGroup: 'membership',
    footerGroup: 'resources',
  },
  {
    id: 'about',
    path: '/nav/about',
    topLevel: false,
    menu: { id: 'about', position: 1 },
    drawerGroup: 'more',
    footerGroup: 'quickLinks',
  },
  {
    id: 'contact',
    path: '/nav/contact-us',
    topLevel: false,
    menu: { id: 'about', position: 3 },
    drawerGroup: 'more',
    footerGroup: 'resources',
  },
  {
    id: 'privacyPolicy',
    path: '/footer/privacy-policy',
    topLevel: false,
    menu: { id: 'about', position: 2 },
    drawerGroup: 'more',
    footerGroup: 'legal',
  },
  // The spec sends the footer's "Contact" quick link to the support center.
  {
    id: 'supportCenter',
    path: '/footer/support-center',
    topLevel: false,
    menu: { id: 'about', position: 4 },
    drawerGroup: 'more',
    footerGroup: 'quickLinks',
    footerLabel: 'contactQuickLink',
  },
  { id: 'faqs', path: '/footer/faqs', topLevel: false, footerGroup: 'resources' },
  { id: 'cookiePolicy', path: '/footer/cookie-policy', topLevel: false, footerGroup: 'legal' },
  { id: 'termsOfService', path: '/footer/terms-of-service', topLevel: false, footerGroup: 'legal' },
  { id: 'returnPolicy', path: '/footer/return-policy', topLevel: false, footerGroup: 'legal' },
  { id: 'disclaimer', path: '/footer/disclaimer', topLevel: false, footerGroup: 'legal' },
  { id: 'copyright', path: '/footer/copyright', topLevel: false, footerGroup: 'legal' },
  // Where a person asks what the foundation holds on them, and has it corrected or erased.
  { id: 'yourData', path: '/footer/your-data', topLevel: false, footerGroup: 'legal' },
  {
    id: 'accessibilityStatement',
    path: '/footer/accessibility-statement',
    topLevel: false,
    footerGroup: 'accessibility',
  },
  { id: 'news', path: '/news', topLevel: false, footerGroup: 'quickLinks', extra: true },
  // Paying for a plan (?plan=<id>, from the plans page) or giving; then coming back to a payment.
  { id: 'pay', path: '/nav/pay', topLevel: false, footerGroup: 'resources', extra: true },
  { id: 'payLookup', path: '/nav/pay/your-payment', topLevel: false, footerGroup: 'resources', extra: true },
  // Which alerts this device gets (notices, events, news headlines), in the page's language.
  { id: 'alerts', path: '/nav/alerts', topLevel: false, footerGroup: 'resources', extra: true },
];

/** The routes of the spec's table (and the "Your data" page), without the site's extra pages. */
export const specRoutes = (): SiteRoute[] => siteRoutes.filter((r) => !r.extra);

export const menuIds: readonly MenuId[] = ['rufc', 'membership', 'about'];
export const menuIcons: Record<MenuId, NavIconName> = { rufc: 'rufc', membership: 'membership', about: 'about' };
export const drawerGroupIds: readonly DrawerGroupId[] = ['rufc', 'membership', 'more'];
export const footerGroupIds: readonly FooterGroupId[] = ['quickLinks', 'resources', 'legal', 'accessibility'];

export function routeById(id: RouteId): SiteRoute {
  const route = siteRoutes.find((r) => r.id === id);
  if (!route) throw new Error(`Unknown route ${id}`);
  return route;
}

export const pathOf = (id: RouteId): string => routeById(id).path;
export const topLevelRoutes = (): SiteRoute[] => siteRoutes.filter((r) => r.topLevel);
export const menuRoutes = (menu: MenuId): SiteRoute[] =>
  siteRoutes.filter((r) => r.menu?.id === menu).sort((a, b) => (a.menu?.position ?? 0) - (b.menu?.position ?? 0));
/** Drawer groups list their routes in the order of the matching header menu. */
export const drawerGroupRoutes = (group: DrawerGroupId): SiteRoute[] =>
  siteRoutes.filter((r) => r.drawerGroup === group).sort((a, b) => (a.menu?.position ?? 0) - (b.menu?.position ?? 0));
export const footerGroupRoutes = (group: FooterGroupId): SiteRoute[] =>
  siteRoutes.filter((r) => r.footerGroup === group);

/** True when `pathname` is this route or, for sections such as the blog, a page below it. */
export function isCurrentPath(routePath: string, pathname: string): boolean {
  if (routePath === '/') return pathname === '/';
  return pathname === routePath || pathname.startsWith(`${routePath}/`);
}
