/** Next's cache handler over Redis or memory, with the pages' policies (see the .mjs file). */
export function keepMs(cacheControl?: { expire?: number }): number;
export default class PageCache {
  /** `context`: what Next passes a cache handler (read in lib/next-internals/cache-handler-context.mjs). */
  constructor(context?: { serverDistDir?: string } & Record<string, unknown>);
  get(key: string, ctx?: { kind?: string }): Promise<unknown>;
  set(
    key: string,
    data: unknown,
    ctx?: { cacheControl?: { revalidate?: number | false; expire?: number } },
  ): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
  resetRequestCache(): void;
}
export function isAbsentPage(value: unknown): boolean;
export function isOutOfMemory(error: unknown): boolean;
