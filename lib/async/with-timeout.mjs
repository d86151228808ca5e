// Plain JavaScript so that the Redis connection (lib/shared-store/redis-connection.mjs), which the
// page cache handler loads outside the bundler, can use it as well as the TypeScript code.

/** The error a piece of work is rejected with when it does not settle in time. */
export class TimeoutError extends Error {
  constructor(message) {
    super(message);
    this.name = 'TimeoutError';
  }
}

/**
 * What `work` settles with, or a TimeoutError(message) after `ms`. For callees that take no
 * AbortSignal (the Firebase SDKs, node-redis once a command is sent), which would otherwise keep
 * a caller waiting for ever. The timer is cleared as soon as either side settles, so a finished
 * piece of work leaves nothing behind that keeps a process or a test running.
 */
export function withTimeout(work, ms, message) {
  let timer;
  const deadline = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(message)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}
