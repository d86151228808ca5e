import type { RedisClientType } from 'redis';

/** The shared Redis client and its state (see the .mjs file). */
export type SharedRedisClient = RedisClientType;
export type SharedStoreState = 'memory' | 'connecting' | 'ready' | 'unavailable';

export const KEY_PREFIX: string;
export const COMMAND_TIMEOUT_MS: number;
export const CONNECT_TIMEOUT_MS: number;
export const MAX_RECONNECT_DELAY_MS: number;
export function redisUrl(env?: Record<string, string | undefined>): string;
export function reconnectDelay(retries: number): number;
export function sharedRedis(): SharedRedisClient | null;
export function withCommandTimeout(client: SharedRedisClient): SharedRedisClient;
export function withinDeadline<T>(command: Promise<T>, ms?: number): Promise<T>;
export function sharedStoreState(): SharedStoreState;
export function closeSharedRedis(): Promise<void>;
