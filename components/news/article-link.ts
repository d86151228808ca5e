/**
 * The data attribute that marks an article's link in a card, naming the article. The reader opens
 * it in place with one click handler around its list (news-reader.tsx), whichever list rendered
 * the card (the server's or the browser's), so a card holds no handler and renders on either side.
 */
export const ARTICLE_LINK_ATTRIBUTE = 'data-opens-article';
