import { siteConfig } from '../site-config';

/**
 * The district's value in the reader's URL (`/news?district=rohtas`). On its own, with a relative
 * import, because next.config.ts (which cannot follow the `@/` alias) reads it through the
 * kept editions' rewrites.
 */
export const DISTRICT_SLUG = siteConfig.district.toLowerCase();
