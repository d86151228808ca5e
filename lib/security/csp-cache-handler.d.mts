/** Next's file-system cache with the pages' policies (see the .mjs file). */
export default class PrerenderedPageCspCache {
  constructor(context: { _requestHeaders?: Record<string, string | string[] | undefined> });
  get(key: string, ...rest: unknown[]): Promise<unknown>;
  set(key: string, data: unknown, ...rest: unknown[]): Promise<void>;
}
