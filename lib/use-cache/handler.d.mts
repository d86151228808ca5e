import type { CacheHandler } from 'next/cache';

export function keepMs(expireSeconds: number): number;
export interface TagMark {
  stale?: number;
  expired?: number;
}
export function tagState(
  timestamp: number,
  marks: ReadonlyArray<TagMark | undefined>,
  now?: number,
): 'fresh' | 'stale' | 'expired';
declare const handler: CacheHandler;
export default handler;
