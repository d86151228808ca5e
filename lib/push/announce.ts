import 'server-only';
import { after } from 'next/server';
import type { Post } from '@/lib/posts/types';
import { postAlerts } from './post-alerts';
import { sendAlerts } from './send';
import { readSubscriptions } from './subscriptions-database';

/** Runs `work` once the answer has gone (outside a request: at once, unawaited); failures are logged. */
function inBackground(what: string, work: () => Promise<unknown>): void {
  const logged = () =>
    work().catch((error: unknown) =>
      console.error(`Alerts: ${what} failed`, error instanceof Error ? error.message : error),
    );
  try {
    after(logged);
  } catch {
    void logged();
  }
}

/**
 * Alerts the subscribers of a notice that has just been published for the first time. Publishing
 * neither waits for the sending nor fails with it: it runs after the team's answer has gone.
 */
export function announcePost(post: Post): void {
  inBackground(`notice ${post.id}`, async () =>
    sendAlerts(postAlerts(post, await readSubscriptions()), `notice ${post.id}`),
  );
}
