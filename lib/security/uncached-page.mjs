// Plain JavaScript: read by Next's cache handler at run time (lib/page-cache/handler.mjs)
// as well as by the pages that use it. Keep it free of imports from the TypeScript code.

/**
 * A page rendered for many requests (a kept edition of the news reader) carries this attribute on
 * an empty <template> when it shows a failure, such as the news provider not answering. The cache
 * handler then does not keep it: the last good page stays, or the next request renders again.
 */
export const UNCACHED_PAGE_ATTRIBUTE = 'data-uncached-page';

/** The element's markup as React writes it. Page text cannot contain it: it would be escaped. */
const MARK = `<template ${UNCACHED_PAGE_ATTRIBUTE}=""></template>`;

/** Whether the rendered HTML asks not to be kept. */
export const isUncachedPage = (html) => html.includes(MARK);
