import 'server-only';
import { adminRead } from '@/lib/firebase/admin';
import { isDemoBuild } from '@/lib/firebase/demo-mode';
import { newsService } from '@/lib/news';
import { sharedStoreState } from '@/lib/shared-store/redis-connection.mjs';
import { createHealthCheck, type Health } from './health';

let check: (() => Promise<Health>) | undefined;

/** The site's health, from the same news service and database the pages use. */
export function siteHealth(): Promise<Health> {
  check ??= createHealthCheck({
    // The first page of all news, as the home page and the reader ask for it: usually cached.
    checkNews: async () => {
      await newsService().getNews({});
    },
    // A path nobody writes: the answer (null) proves the database answers and the server's
    // credentials are accepted, and reads nothing.
    checkDatabase: async () => {
      await adminRead('healthCheck');
    },
    newsSource: newsService().sample ? 'sample' : 'provider',
    databaseMode: isDemoBuild() ? 'demo' : 'project',
    sharedStoreState,
  });
  return check();
}
