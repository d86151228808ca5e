import en from '../lib/i18n/messages/en.json';
import hi from '../lib/i18n/messages/hi.json';
import { localizedPath } from '../lib/i18n/locales';
import { specRoutes, type RouteId } from '../lib/navigation';
import { siteConfig } from '../lib/site-config';

export const titleOf = (id: RouteId): string => en.Nav[id];

/** Every route of the spec with the title its page must carry. */
export const routes = specRoutes().map((r) => ({ id: r.id, path: r.path, title: titleOf(r.id) }));

/** The same routes in Hindi, under /hi, with their Hindi titles. */
export const hiRoutes = specRoutes().map((r) => ({
  id: r.id,
  path: localizedPath('hi', r.path),
  englishPath: r.path,
  title: hi.Nav[r.id],
}));

export const widths = { small: 375, medium: 900, large: 1440 } as const;

export { en, hi, siteConfig };
