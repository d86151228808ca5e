import {
  RateLimiterMemory,
  RateLimiterRedis,
  RLWrapperTimeouts,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import {
  COMMAND_TIMEOUT_MS,
  KEY_PREFIX,
  withCommandTimeout,
  type SharedRedisClient,
} from '@/lib/shared-store/redis-connection.mjs';

/** A counter of hits per key (rate-limiter-flexible's common interface). */
export type Limiter = RateLimiterAbstract;

/** What one limiter counts: at most `points` hits per key in a window of `durationSeconds`. */
export interface LimiterShape {
  /** Names its keys (`yuva:<name>:<key>` in Redis), so limiters never count each other's hits. */
  name: string;
  points: number;
  durationSeconds: number;
}

/** Counts in this process's memory: each instance on its own. Keys leave memory when their window ends. */
export const memoryLimiter = ({ name, points, durationSeconds }: LimiterShape): RateLimiterMemory =>
  new RateLimiterMemory({ keyPrefix: `${KEY_PREFIX}${name}`, points, duration: durationSeconds });

/**
 * Counts in Redis, shared by every instance (one Lua script per hit, so parallel hits are never
 * lost; each key is written with an expiry of one window). While Redis cannot answer, this
 * process's memory counts instead (the insurance limiter), so limits still hold, per instance.
 */
export function redisLimiter(client: SharedRedisClient, shape: LimiterShape): Limiter {
  const insurance = memoryLimiter(shape);
  const redis = new RateLimiterRedis({
    // Gives up on commands not yet sent after COMMAND_TIMEOUT_MS.
    storeClient: withCommandTimeout(client),
    // The library guesses the client kind from its class name, which bundling changes.
    useRedisPackage: true,
    // A client that is not connected fails at once (it keeps no offline queue): no waiting on a timeout.
    rejectIfRedisNotReady: true,
    keyPrefix: `${KEY_PREFIX}${shape.name}`,
    points: shape.points,
    duration: shape.durationSeconds,
    insuranceLimiter: insurance,
  });
  // node-redis stops timing a command once it is sent, so a Redis that accepts it and never
  // answers (stuck, or a network that drops packets) would hold the request: this gives up on
  // the whole call after COMMAND_TIMEOUT_MS and counts in memory instead.
  return new RLWrapperTimeouts({ limiter: redis, timeoutMs: COMMAND_TIMEOUT_MS, insuranceLimiter: insurance });
}

/** One hit counted: the key's hits so far in its window, and the wait when that is over the limit (else 0). */
export interface Hit {
  consumedPoints: number;
  waitMs: number;
}

/**
 * Counts one hit for the key (`durationSeconds`: the window a key that does not exist yet opens
 * with, instead of the limiter's). Throws when the limiter itself fails.
 */
export async function hit(limiter: Limiter, key: string, durationSeconds?: number): Promise<Hit> {
  const options = durationSeconds === undefined ? {} : { customDuration: durationSeconds };
  try {
    const { consumedPoints } = await limiter.consume(key, 1, options);
    return { consumedPoints, waitMs: 0 };
  } catch (reason) {
    const refusal = refusalOf(reason);
    if (refusal === null) throw reason;
    return { consumedPoints: refusal.consumedPoints, waitMs: Math.max(1, refusal.msBeforeNext) };
  }
}

/**
 * Counts one hit for the key: 0 when it was within the limiter's points, else the milliseconds
 * until the key's window resets. Throws when the limiter itself fails.
 */
export const countHit = async (limiter: Limiter, key: string): Promise<number> => (await hit(limiter, key)).waitMs;

/**
 * What a refusal names, or null for a failure: over its points, a limiter rejects with its
 * result (not an Error). Checked by shape, not `instanceof`: limiters are kept process-wide, and
 * each Next route bundle has its own copy of the library's classes.
 */
function refusalOf(reason: unknown): { msBeforeNext: number; consumedPoints: number } | null {
  if (reason instanceof Error || typeof reason !== 'object' || reason === null) return null;
  if (!('msBeforeNext' in reason) || typeof reason.msBeforeNext !== 'number') return null;
  const consumedPoints =
    'consumedPoints' in reason && typeof reason.consumedPoints === 'number' ? reason.consumedPoints : 0;
  return { msBeforeNext: reason.msBeforeNext, consumedPoints };
}
