import 'server-only';
import { adminTransaction } from '@/lib/firebase/admin';
import { claimPathKey, type OnceClaims } from './once-claims';

import { SCHEDULED_SENDS_NODE } from '@/lib/privacy/nodes';

/** Claims kept in the database, which every instance shares with or without Redis. */
export function databaseOnceClaims(now: () => number = Date.now): OnceClaims {
  return {
    // The transaction writes only where nothing is: of two instances, one commits and the other
    // sees the first one's value and leaves it.
    async claim(key) {
      let mine = false;
      await adminTransaction(`${SCHEDULED_SENDS_NODE}/${claimPathKey(key)}`, (current) => {
        mine = current === null || current === undefined;
        return mine ? { claimedAt: now() } : undefined;
      });
      return mine;
    },
  };
}
