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
