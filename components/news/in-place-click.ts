import type { MouseEvent } from 'react';

/**
 * The click handler of a link the reader follows in place (a card, a headline, a page number, a
 * related article): a plain click calls `follow` instead of loading the link's address, which
 * stays a real address for a new tab, a shared link or a browser without scripts. A click with a
 * modifier key or another button is left to the browser (a new tab or window, a download).
 */
export const inPlace = (follow: () => void) => (event: MouseEvent<HTMLAnchorElement>) => {
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
  event.preventDefault();
  follow();
};
