/**
 * A queue of actions the team's phone sends to the server, kept on the device so that nothing
 * marked on the field is lost without a connection. Every action goes through it: it is stored
 * first, then sent at once when the phone is online, else when the connection returns (the
 * `online` event), when the page loads again, and on retries spaced further apart each time.
 *
 * Each action carries an id made on the phone, and the server treats it as the action's
 * idempotency key: a send whose answer was lost is sent again, and the server counts it once.
 * Actions are sent one at a time in the order they were queued; one that fails holds back the
 * ones after it, so the server never sees a later action before an earlier one.
 *
 * Pure logic: the storage, the sending, the clock and the timer are given to it (tests give
 * fakes; the workspace gives IndexedDB, fetch and the browser's clock).
 */

/** One action waiting to be sent. */
export interface OutboxItem<Payload> {
  /** Made on the phone (a random UUID): the server's idempotency key. */
  id: string;
  /** Queued earlier sends first. */
  order: number;
  /** Another action queued later with the same key replaces this one while it waits (e.g. a player's mark). */
  key?: string;
  payload: Payload;
  queuedAt: number;
  /** Failed sends so far. */
  attempts: number;
}

/**
 * What a send came to. `sent`: the server has it (or had it already). `retry`: try again later (no
 * connection, a server error, an expired sign-in). `rejected`: the server will never take it (it is
 * invalid or not allowed): dropped, and counted so the person can be told.
 */
export type SendOutcome = 'sent' | 'retry' | 'rejected';

/** What a team route's answer to a queued action means for the outbox. */
export function outcomeOfStatus(status: number): SendOutcome {
  if (status >= 200 && status < 300) return 'sent';
  // Invalid, not one the server knows (gone, not a player of that group): sending it again cannot help.
  if ([400, 404, 413, 415, 422].includes(status)) return 'rejected';
  // Signed out or expired (401), no longer allowed (403: the next member may be), limited, server errors.
  return 'retry';
}

/** Where the queue is kept on the device. */
export interface OutboxStorage<Payload> {
  all(): Promise<OutboxItem<Payload>[]>;
  put(item: OutboxItem<Payload>): Promise<void>;
  remove(id: string): Promise<void>;
  lastSyncAt(): Promise<number | null>;
  setLastSyncAt(at: number): Promise<void>;
}

/** What the person is shown: how many actions wait and when the queue last emptied into the server. */
export interface OutboxState {
  waiting: number;
  lastSyncAt: number | null;
  sending: boolean;
  /** Actions the server refused since the page loaded. */
  rejected: number;
}

export interface OutboxOptions<Payload> {
  storage: OutboxStorage<Payload>;
  send: (item: OutboxItem<Payload>) => Promise<SendOutcome>;
  now?: () => number;
  newId?: () => string;
  /** Runs `run` after `ms`; answers a function that cancels it. */
  schedule?: (run: () => void, ms: number) => () => void;
  /** Whether the device believes it is online; when it is not, nothing is tried until `flush()`. */
  isOnline?: () => boolean;
  retryDelay?: (attempts: number) => number;
}

export interface Outbox<Payload> {
  /** Stores an action, then tries to send what waits. Answers the stored item (with its id). */
  enqueue(payload: Payload, options?: { key?: string }): Promise<OutboxItem<Payload>>;
  /**
   * Sends what waits, in order, until one must wait; now, even if a retry was waiting (the
   * connection is back). Calls made meanwhile run once more after.
   */
  flush(): Promise<void>;
  state(): OutboxState;
  /** The actions waiting, in sending order (a panel shows them as done: they will be). */
  waitingItems(): OutboxItem<Payload>[];
  subscribe(listener: (state: OutboxState) => void): () => void;
  /** Reads the stored queue (after a page load) and tries to send it. */
  load(): Promise<void>;
  /** Stops the pending retry. */
  stop(): void;
}

export const FIRST_RETRY_MS = 2_000;
export const LONGEST_RETRY_MS = 5 * 60_000;

/** 2 s, 4 s, 8 s … up to 5 minutes: a phone at the edge of coverage is not hammered, nor left long. */
export const backOff = (attempts: number): number =>
  Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));

/** The queue in sending order (ties, which only a clock set back could make, by id). */
export const sendingOrder = <P>(items: readonly OutboxItem<P>[]): OutboxItem<P>[] =>
  [...items].sort((a, b) => a.order - b.order || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

const defaultSchedule = (run: () => void, ms: number) => {
  const timer = setTimeout(run, ms);
  return () => clearTimeout(timer);
};

export function createOutbox<Payload>(options: OutboxOptions<Payload>): Outbox<Payload> {
  const {
    storage,
    send,
    now = Date.now,
    newId = () => crypto.randomUUID(),
    schedule = defaultSchedule,
    isOnline = () => true,
    retryDelay = backOff,
  } = options;
  let items: OutboxItem<Payload>[] = [];
  let state: OutboxState = { waiting: 0, lastSyncAt: null, sending: false, rejected: 0 };
  const listeners = new Set<(state: OutboxState) => void>();
  let running: Promise<void> | null = null;
  let again = false;
  let cancelRetry: (() => void) | null = null;

  const publish = (change: Partial<OutboxState>) => {
    state = { ...state, ...change, waiting: items.length };
    listeners.forEach((listener) => listener(state));
  };

  // The first item in order is the one a running flush may be sending.
  const isSending = (item: OutboxItem<Payload>) => running !== null && sendingOrder(items)[0]?.id === item.id;

  const retryLater = (attempts: number) => {
    cancelRetry?.();
    cancelRetry = schedule(() => {
      cancelRetry = null;
      void flush();
    }, retryDelay(attempts));
  };

  async function drain(): Promise<void> {
    publish({ sending: true });
    try {
      for (;;) {
        const [next] = sendingOrder(items);
        if (!next) return;
        let outcome: SendOutcome;
        try {
          outcome = await send(next);
        } catch {
          outcome = 'retry';
        }
        if (outcome === 'retry') {
          const failed = { ...next, attempts: next.attempts + 1 };
          await storage.put(failed);
          items = items.map((item) => (item.id === failed.id ? failed : item));
          retryLater(failed.attempts);
          return;
        }
        await storage.remove(next.id);
        items = items.filter((item) => item.id !== next.id);
        if (outcome === 'rejected') {
          publish({ rejected: state.rejected + 1 });
        } else if (items.length === 0) {
          const at = now();
          await storage.setLastSyncAt(at);
          publish({ lastSyncAt: at });
        } else {
          publish({});
        }
      }
    } finally {
      publish({ sending: false });
    }
  }

  function flush(): Promise<void> {
    if (!isOnline()) return running ?? Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    cancelRetry?.();
    cancelRetry = null;
    running = (async () => {
      try {
        do {
          again = false;
          await drain();
        } while (again && isOnline() && items.length > 0 && cancelRetry === null);
      } finally {
        running = null;
      }
    })();
    return running;
  }

  return {
    async enqueue(payload, { key } = {}) {
      const order = Math.max(now(), ...items.map((item) => item.order + 1));
      const item: OutboxItem<Payload> = {
        id: newId(),
        order,
        ...(key === undefined ? {} : { key }),
        payload,
        queuedAt: now(),
        attempts: 0,
      };
      // A waiting action with the same key says something this one now says otherwise: only the
      // newer is sent. (One already on its way is decided by the server, by the time it was made.)
      const replaced = key === undefined ? [] : items.filter((waiting) => waiting.key === key && !isSending(waiting));
      await storage.put(item);
      for (const old of replaced) await storage.remove(old.id);
      items = [...items.filter((waiting) => !replaced.includes(waiting)), item];
      publish({});
      // While a retry waits its turn, a new action waits with it: tapping on does not undo the back-off.
      if (cancelRetry === null) void flush();
      return item;
    },
    flush,
    state: () => state,
    waitingItems: () => sendingOrder(items),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async load() {
      const [stored, lastSyncAt] = await Promise.all([storage.all(), storage.lastSyncAt()]);
      const known = new Set(items.map((item) => item.id));
      items = [...items, ...stored.filter((item) => !known.has(item.id))];
      publish({ lastSyncAt: lastSyncAt ?? state.lastSyncAt });
      await flush();
    },
    stop() {
      cancelRetry?.();
      cancelRetry = null;
    },
  };
}

/**
 * Connects an outbox to the browser: tries again when the connection returns and when the page is
 * shown again. Answers a function that disconnects it.
 */
export function sendWhenOnline(outbox: Pick<Outbox<unknown>, 'flush'>, target: Window = window): () => void {
  const retry = () => void outbox.flush();
  const onVisible = () => {
    if (target.document.visibilityState === 'visible') retry();
  };
  target.addEventListener('online', retry);
  target.document.addEventListener('visibilitychange', onVisible);
  return () => {
    target.removeEventListener('online', retry);
    target.document.removeEventListener('visibilitychange', onVisible);
  };
}
