import 'server-only';
import { inBackground } from '@/lib/async/in-background';
import type { Post } from '@/lib/posts/types';
import { postAlerts } from './post-alerts';
import { sendAlerts } from './send';
import { readSubscriptions } from './subscriptions-database';

/**
 * Alerts the subscribers of a notice that has just been published for the first time. Publishing
 * neither waits for the sending nor fails with it: it runs after the team's answer has gone.
 */
export function announcePost(post: Post): void {
  inBackground(`Alerts: notice ${post.id}`, async () =>
    sendAlerts(postAlerts(post, await readSubscriptions()), `notice ${post.id}`),
  );
}
