import { getTranslations } from 'next-intl/server';
import {
  drawerGroupIds,
  drawerGroupRoutes,
  menuIcons,
  menuIds,
  menuRoutes,
  topLevelRoutes,
  type NavIconName,
  type RouteId,
  type SiteRoute,
} from '@/lib/navigation';
import { localizedPath, type Locale } from '@/lib/i18n/routing';

/** Navigation with labels and localized hrefs resolved, ready to hand to client components. */
export interface NavLinkItem {
  id: RouteId;
  href: string;
  label: string;
  icon?: NavIconName;
}

export interface NavGroup {
  id: string;
  label: string;
  icon?: NavIconName;
  items: NavLinkItem[];
}

export interface NavModel {
  locale: Locale;
  topLevel: NavLinkItem[];
  menus: NavGroup[];
  drawerGroups: NavGroup[];
}

export async function buildNavModel(locale: Locale): Promise<NavModel> {
  const tNav = await getTranslations({ locale, namespace: 'Nav' });
  const tMenus = await getTranslations({ locale, namespace: 'Menus' });
  // One object per route: a route in a menu and in a drawer group then goes to the browser once,
  // the second time as a reference to the first.
  const items = new Map<RouteId, NavLinkItem>();
  const toItem = (route: SiteRoute): NavLinkItem => {
    const known = items.get(route.id);
    if (known) return known;
    const item: NavLinkItem = {
      id: route.id,
      href: localizedPath(locale, route.path),
      label: tNav(route.id),
      ...(route.icon ? { icon: route.icon } : {}),
    };
    items.set(route.id, item);
    return item;
  };
  return {
    locale,
    topLevel: topLevelRoutes().map(toItem),
    menus: menuIds.map((id) => ({
      id,
      label: tMenus(id),
      icon: menuIcons[id],
      items: menuRoutes(id).map(toItem),
    })),
    drawerGroups: drawerGroupIds.map((id) => ({
      id,
      label: tMenus(id),
      items: drawerGroupRoutes(id).map(toItem),
    })),
  };
}
