import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ServiceWorkerRegistration } from '@/components/offline/service-worker-registration';

const route = vi.hoisted(() => ({ pathname: '/' }));
vi.mock('next/navigation', () => ({ usePathname: () => route.pathname }));

const register = vi.fn(async () => ({}) as ServiceWorkerRegistration);
const postMessage = vi.fn();
const keepMessage = (href: string) => ({
  type: 'CACHE_URLS',
  payload: { urlsToCache: [[href, { headers: { Accept: 'text/html' } }]] },
});

/** navigator.serviceWorker as the page sees it: with or without a worker controlling it. */
function fakeContainer(controlled: boolean) {
  const container = Object.assign(new EventTarget(), {
    register,
    controller: controlled ? { postMessage } : null,
  });
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return container;
}

describe('the service worker registration', () => {
  beforeEach(() => {
    route.pathname = '/';
    register.mockClear();
    postMessage.mockClear();
    fakeContainer(true);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('registers nothing outside a production build (next dev, unit tests)', () => {
    render(<ServiceWorkerRegistration />);
    window.dispatchEvent(new Event('load'));
    expect(register).not.toHaveBeenCalled();
  });

  it('registers the site worker for the whole site once the page has loaded', () => {
    vi.stubEnv('NODE_ENV', 'production');
    render(<ServiceWorkerRegistration />);
    // jsdom's document has finished loading by now, so it registers at once.
    expect(register).toHaveBeenCalledTimes(1);
    expect(register).toHaveBeenCalledWith('/serwist/sw.js', { scope: '/' });
  });

  it('waits for the load event while the page is still loading', () => {
    vi.stubEnv('NODE_ENV', 'production');
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    render(<ServiceWorkerRegistration />);
    expect(register).not.toHaveBeenCalled();
    readyState.mockRestore();
    window.dispatchEvent(new Event('load'));
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('asks the worker to keep a page opened by a link inside the site, not the page loaded first', () => {
    vi.stubEnv('NODE_ENV', 'production');
    const { rerender } = render(<ServiceWorkerRegistration />);
    expect(postMessage).not.toHaveBeenCalled();
    route.pathname = '/nav/about';
    rerender(<ServiceWorkerRegistration />);
    expect(postMessage).toHaveBeenCalledTimes(1);
    expect(postMessage).toHaveBeenCalledWith(keepMessage(window.location.href));
  });

  it('on a first visit, asks the worker to keep the first page once it takes control', () => {
    vi.stubEnv('NODE_ENV', 'production');
    const container = fakeContainer(false);
    render(<ServiceWorkerRegistration />);
    expect(postMessage).not.toHaveBeenCalled();
    container.controller = { postMessage };
    container.dispatchEvent(new Event('controllerchange'));
    expect(postMessage).toHaveBeenCalledWith(keepMessage(window.location.href));
  });

  it('hands no page over when the browser asks to save data', () => {
    vi.stubEnv('NODE_ENV', 'production');
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    try {
      const { rerender } = render(<ServiceWorkerRegistration />);
      route.pathname = '/nav/about';
      rerender(<ServiceWorkerRegistration />);
      expect(register).toHaveBeenCalled();
      expect(postMessage).not.toHaveBeenCalled();
    } finally {
      Reflect.deleteProperty(navigator, 'connection');
    }
  });

  it("hands no page over when the reader turned on the site's Save data setting", () => {
    vi.stubEnv('NODE_ENV', 'production');
    window.localStorage.setItem('save_data', 'on');
    try {
      const { rerender } = render(<ServiceWorkerRegistration />);
      route.pathname = '/nav/contact-us';
      rerender(<ServiceWorkerRegistration />);
      expect(register).toHaveBeenCalled();
      expect(postMessage).not.toHaveBeenCalled();
    } finally {
      window.localStorage.removeItem('save_data');
    }
  });
});
