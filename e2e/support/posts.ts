import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { signedInIdToken } from './team';

/** Calls a team post route as the member signed in on `page`; answers the status and body. */
export async function postsRoute(page: Page, path: string, method = 'GET', body?: unknown) {
  const token = await signedInIdToken(page);
  const response = await page.request.fetch(path, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    data: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status(), body: (await response.json()) as Record<string, unknown> };
}

/**
 * A new post's first save as the writing box makes it: under an id of 16 URL-safe characters
 * named before the save, on the site at `base` (this test's server when empty).
 */
export const createPost = (page: Page, content: unknown, base = '') =>
  postsRoute(page, `${base}/api/team/posts/${randomBytes(12).toString('base64url')}`, 'PUT', content);
