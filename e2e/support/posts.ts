import type { Page } from '@playwright/test';

/**
 * The signed-in member's Firebase ID token, as the workspace sends it: Firebase keeps the session
 * (with its current ID token) in this tab's session storage.
 */
export async function idTokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('firebase:authUser'));
    const user = key
      ? (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { stsTokenManager?: { accessToken?: string } })
      : {};
    return user.stsTokenManager?.accessToken ?? null;
  });
  if (!token) throw new Error('No signed-in member in this tab');
  return token;
}

/** Calls a team post route as the member signed in on `page`; answers the status and body. */
export async function postsRoute(page: Page, path: string, method = 'GET', body?: unknown) {
  const token = await idTokenOf(page);
  const response = await page.request.fetch(path, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    data: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status(), body: (await response.json()) as Record<string, unknown> };
}
