export const UNCACHED_PAGE_ATTRIBUTE: 'data-uncached-page';
export function isUncachedPage(html: string): boolean;
