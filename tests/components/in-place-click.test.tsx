import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { inPlace } from '@/components/news/in-place-click';

// An article's address in the reader, as the cards and headlines name it.
const ARTICLE_ADDRESS = '/news?article=a1';

function renderLink() {
  const follow = vi.fn();
  render(
    <a href={ARTICLE_ADDRESS} onClick={inPlace(follow)}>
      Story
    </a>,
  );
  return { follow, link: screen.getByRole('link', { name: 'Story' }) };
}

/** Clicks `link` and tells whether the browser would have loaded its address (the test then stops it). */
function clickLeftToBrowser(link: HTMLElement, init?: MouseEventInit): boolean {
  let leftToBrowser = false;
  document.addEventListener(
    'click',
    (event) => {
      leftToBrowser = !event.defaultPrevented;
      event.preventDefault();
    },
    { once: true },
  );
  fireEvent.click(link, init);
  return leftToBrowser;
}

describe('a link the reader follows in place', () => {
  it('follows a plain click itself, and the browser does not load the address', () => {
    const { follow, link } = renderLink();
    expect(clickLeftToBrowser(link)).toBe(false);
    expect(follow).toHaveBeenCalledTimes(1);
  });

  it.each([{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }])(
    'leaves a click with %o to the browser',
    (init) => {
      const { follow, link } = renderLink();
      expect(clickLeftToBrowser(link, init)).toBe(true);
      expect(follow).not.toHaveBeenCalled();
    },
  );
});
