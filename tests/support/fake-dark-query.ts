/**
 * A stand-in for the device's `(prefers-color-scheme: dark)` query (jsdom has no matchMedia),
 * whose answer a test can change while listeners watch, as when the device switches its theme.
 */
export function fakeDarkQuery(initiallyDark: boolean) {
  let matches = initiallyDark;
  const listeners = new Set<(event: { matches: boolean }) => void>();
  const query = {
    get matches() {
      return matches;
    },
    media: '(prefers-color-scheme: dark)',
    addEventListener: (_: 'change', listener: (event: { matches: boolean }) => void) => listeners.add(listener),
    removeEventListener: (_: 'change', listener: (event: { matches: boolean }) => void) => listeners.delete(listener),
  };
  const matchMedia = (media: string) => {
    if (media !== query.media) throw new Error(`unexpected media query ${media}`);
    return query;
  };
  return {
    install: () => Object.defineProperty(window, 'matchMedia', { value: matchMedia, configurable: true }),
    setDark: (dark: boolean) => {
      matches = dark;
      listeners.forEach((l) => l({ matches: dark }));
    },
    listenerCount: () => listeners.size,
  };
}
