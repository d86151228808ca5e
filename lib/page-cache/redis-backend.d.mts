import type { SharedRedisClient } from '../shared-store/redis-connection.mjs';
import type { PageBackend } from './memory-backend.mjs';
export function createRedisBackend(client: SharedRedisClient, buildId: string): PageBackend;
