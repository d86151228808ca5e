import 'server-only';
import { processWide } from '@/lib/shared-store';
import { sharedRedis } from '@/lib/shared-store/redis-connection.mjs';
import { memoryLimiter, redisLimiter, type Limiter, type LimiterShape } from './limiters';

/**
 * The server's limiter of this name: over Redis (with memory as insurance) when REDIS_URL is set,
 * else in memory. One per name per process, kept on globalThis, because Next bundles each route
 * with its own copy of this module and a limiter per copy would count each route's hits apart.
 */
export const processLimiter = (shape: LimiterShape): Limiter =>
  processWide(`limiter:${shape.name}`, () => {
    const client = sharedRedis();
    return client ? redisLimiter(client, shape) : memoryLimiter(shape);
  });
