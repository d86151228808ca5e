import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { analyticsScript, GTAG_MISSING_WARNING, gtagScriptUrl, SCRIPT_FAILED_MESSAGE } from '@/lib/analytics/gtag';

type GaWindow = Window & { dataLayer?: unknown[][]; gtag?: (...args: unknown[]) => void };
const w = window as GaWindow;
const pageViews = () =>
  (w.dataLayer ?? [])
    .filter((args) => args[0] === 'event' && args[1] === 'page_view')
    .map((args) => (args[2] as { page_path: string }).page_path);
const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('analytics script', () => {
  const originalPush = history.pushState;
  const originalReplace = history.replaceState;

  beforeEach(() => {
    delete w.dataLayer;
    delete w.gtag;
    history.replaceState(null, '', '/');
    document.head.querySelectorAll('script').forEach((s) => s.remove());
  });
  afterEach(() => {
    history.pushState = originalPush;
    history.replaceState = originalReplace;
  });

  const run = () => new Function(analyticsScript('G-TEST1'))();

  it('loads gtag.js at start and sends one page_view with the path', () => {
    run();
    expect(document.head.querySelector('script')?.getAttribute('src')).toBe(gtagScriptUrl('G-TEST1'));
    expect([...(w.dataLayer?.[1] ?? [])]).toEqual(['config', 'G-TEST1', { send_page_view: false }]);
    expect(pageViews()).toEqual(['/']);
  });

  it('sends one page_view per route or query change and none twice', async () => {
    run();
    history.pushState(null, '', '/blog');
    await settle();
    history.replaceState(null, '', '/blog');
    await settle();
    history.pushState(null, '', '/news?category=sports');
    await settle();
    history.pushState(null, '', '/news?category=sports');
    await settle();
    expect(pageViews()).toEqual(['/', '/blog', '/news?category=sports']);
  });

  it('logs the spec message when the script fails to load', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    run();
    document.head.querySelector('script')?.dispatchEvent(new Event('error'));
    expect(error).toHaveBeenCalledWith(SCRIPT_FAILED_MESSAGE);
    error.mockRestore();
  });

  it('warns when the analytics function is missing, and keeps going', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    run();
    delete w.gtag;
    history.pushState(null, '', '/faqs');
    await settle();
    expect(warn).toHaveBeenCalledWith(GTAG_MISSING_WARNING);
    warn.mockRestore();
  });
});
