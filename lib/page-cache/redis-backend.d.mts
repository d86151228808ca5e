import type { SharedRedisClient } from '../shared-store/redis-connection.mjs';
import type { PageBackend } from './memory-backend.mjs';
export const REDIS_PAGES_LIMIT_BYTES: number;
export function createRedisBackend(client: SharedRedisClient, buildId: string, limitBytes?: number): PageBackend;
