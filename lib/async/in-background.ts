import 'server-only';
import { after } from 'next/server';

/**
 * Runs `work` once the answer has gone (outside a request, as in a scheduled job: at once,
 * unawaited); failures are logged. For what a person should not wait for, nor see fail.
 */
export function inBackground(what: string, work: () => Promise<unknown>): void {
  const logged = () =>
    work().catch((error: unknown) => console.error(`${what} failed`, error instanceof Error ? error.message : error));
  try {
    after(logged);
  } catch {
    void logged();
  }
}
