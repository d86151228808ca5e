export const MEMORY_LIMIT_BYTES: number;
export function entrySize(entry: unknown): number;
export interface PageBackend {
  get(key: string): Promise<unknown>;
  set(key: string, entry: unknown, ttlMs: number): Promise<void>;
  delete(key: string): Promise<void>;
  tagTimes(names: string[]): Promise<number[]>;
  markTags(names: string[], at: number): Promise<void>;
}
export function createMemoryBackend(limitBytes?: number): PageBackend;
