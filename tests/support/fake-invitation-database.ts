import type { InvitationDatabase } from '@/lib/team/invitations';

export type FakeInvitationDatabase = InvitationDatabase & {
  nodes: Map<string, unknown>;
  advance: (ms: number) => void;
};

/**
 * An in-memory database whose transactions behave as Firebase's: `update` is first called with
 * null (nothing cached yet), then, if the node holds something else, again with what is stored;
 * the last answer is committed (null deletes), undefined aborts. Each step awaits, so two
 * transactions in flight interleave, and a commit over a value changed since it was read runs
 * the update again, as Firebase's compare-and-set does. The clock is `start` until advanced.
 */
export function fakeInvitationDatabase(start: number, now?: () => number): FakeInvitationDatabase {
  const nodes = new Map<string, unknown>();
  let offset = 0;
  return {
    nodes,
    advance: (ms) => void (offset += ms),
    now: () => (now ? now() : start) + offset,
    async write(path, value) {
      await Promise.resolve();
      nodes.set(path, value);
    },
    async transaction(path, update) {
      let guess: unknown = null;
      for (;;) {
        const answer = update(guess);
        await Promise.resolve();
        const stored = nodes.get(path) ?? null;
        if (stored !== guess) {
          guess = stored;
          continue;
        }
        if (answer === undefined) return false;
        if (answer === null) nodes.delete(path);
        else nodes.set(path, answer);
        return true;
      }
    },
  };
}
