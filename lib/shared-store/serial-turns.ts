/** Held by one process at a time across instances (see redisRunLock). */
export interface TurnLock {
  acquire(ttlMs: number): Promise<boolean>;
  release(): Promise<void>;
}

export interface SerialTurnsOptions {
  /** The lock shared with other instances; without one (no Redis), this process's queue is enough. */
  lock?: TurnLock;
  /** How long to wait for the lock before going on without it (the work must stay correct without). */
  lockWaitMs?: number;
  lockTtlMs?: number;
  pause?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Work done one at a time: in this process by a queue, across instances by a lock. For work whose
 * correctness rests on a database transaction, where many at once would only retry that
 * transaction over and over. A lock that cannot be had (Redis down, a holder that died) is waited
 * for a little, then done without.
 */
export function createSerialTurns({ lock, lockWaitMs = 3000, lockTtlMs = 5000, pause = wait }: SerialTurnsOptions) {
  let queue: Promise<unknown> = Promise.resolve();

  async function withLock<T>(work: () => Promise<T>): Promise<T> {
    let held = false;
    if (lock) {
      const deadline = Date.now() + lockWaitMs;
      try {
        while (!(held = await lock.acquire(lockTtlMs)) && Date.now() < deadline) await pause(25);
      } catch {
        held = false;
      }
    }
    try {
      return await work();
    } finally {
      if (held) await lock?.release().catch(() => undefined);
    }
  }

  /** Runs `work` after every earlier one of this process has finished, whether it failed or not. */
  return function inTurn<T>(work: () => Promise<T>): Promise<T> {
    const turn = queue.then(() => withLock(work));
    queue = turn.catch(() => undefined);
    return turn;
  };
}
