import { GENERIC_NEWS_ERROR, PAGE_NOT_FOUND_MESSAGE, RATE_LIMIT_MESSAGE } from './constants';

/** A news failure with the message the reader sees and the HTTP status our API answers. */
export class NewsError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'NewsError';
  }
}

export const rateLimitError = () => new NewsError(RATE_LIMIT_MESSAGE, 429);
export const genericNewsError = () => new NewsError(GENERIC_NEWS_ERROR, 502);
/** A page past the last one: answered without asking the provider. */
export const pageNotFoundError = () => new NewsError(PAGE_NOT_FOUND_MESSAGE, 404);
export const isPageNotFound = (error: unknown) => error instanceof NewsError && error.status === 404;

/** What kind of failure a news error message is, so the interface can say it in its language. */
export type NewsErrorKind = 'rateLimit' | 'generic' | 'provider';

export function newsErrorKind(message: string): NewsErrorKind {
  if (message === RATE_LIMIT_MESSAGE) return 'rateLimit';
  if (message === GENERIC_NEWS_ERROR) return 'generic';
  return 'provider';
}

/** The `message` field of an error body, when it has one. */
export function messageField(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('message' in body)) return null;
  const { message } = body as { message: unknown };
  return typeof message === 'string' && message.trim() ? message : null;
}
