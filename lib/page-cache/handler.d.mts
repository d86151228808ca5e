/** Next's cache handler over Redis or memory, with the pages' policies (see the .mjs file). */
export function keepMs(cacheControl?: { expire?: number }): number;
export default class PageCache {
  constructor(context?: { _requestHeaders?: Record<string, string | string[] | undefined>; serverDistDir?: string });
  get(key: string, ctx?: { kind?: string }): Promise<unknown>;
  set(
    key: string,
    data: unknown,
    ctx?: { cacheControl?: { revalidate?: number | false; expire?: number } },
  ): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
  resetRequestCache(): void;
}
