/**
 * Runs `work` when the browser is idle (soon, where it cannot tell: Safari has no idle callback):
 * for code fetched ahead of a tap that will need it, without competing with the page's own loading.
 */
export function whenIdle(work: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => work());
  else setTimeout(work, 1);
}
