import { describe, expect, it, vi } from 'vitest';
import { GTAG_MISSING_WARNING, gtagInitScript, pagePathOf, sendPageView } from '@/lib/analytics/gtag';

const fakeWindow = (gtag?: (...args: unknown[]) => void) => ({
  gtag,
  location: { href: 'http://localhost/news?category=sports' },
  document: { title: 'News' },
});

describe('page_view events', () => {
  it('sends one page_view carrying the page path', () => {
    const gtag = vi.fn();
    expect(sendPageView('/news?category=sports', fakeWindow(gtag))).toBe(true);
    expect(gtag).toHaveBeenCalledOnce();
    expect(gtag).toHaveBeenCalledWith('event', 'page_view', {
      page_path: '/news?category=sports',
      page_location: 'http://localhost/news?category=sports',
      page_title: 'News',
    });
  });

  it('warns, and sends nothing, when the analytics function is missing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(sendPageView('/', fakeWindow(undefined))).toBe(false);
    expect(warn).toHaveBeenCalledWith(GTAG_MISSING_WARNING);
    warn.mockRestore();
  });

  it('reports the path with its query, and without an empty one', () => {
    expect(pagePathOf('/news', 'page=2')).toBe('/news?page=2');
    expect(pagePathOf('/blog', '')).toBe('/blog');
  });

  it('turns off automatic page views so that none is counted twice', () => {
    expect(gtagInitScript('G-TEST1')).toContain(`gtag('config',"G-TEST1",{send_page_view:false})`);
  });
});
