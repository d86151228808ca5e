import type { SharedRedisClient } from '../shared-store/redis-connection.mjs';
import type { TagMark } from './handler.mjs';

export const REDIS_CACHE_LIMIT_BYTES: number;
export interface CacheStore {
  get(key: string): Promise<unknown>;
  set(key: string, entry: unknown, ttlMs: number): Promise<void>;
  tagMarks(names: string[]): Promise<Array<TagMark | undefined>>;
  markTags(names: string[], mark: TagMark): Promise<void>;
}
export function createRedisStore(client: SharedRedisClient, limitBytes?: number): CacheStore;
