import sharp from 'sharp';
import { baseURL } from '../playwright.config';
import { phonePhoto } from '../tests/support/picture-fixtures';
import { demoTeam, signedInIdToken, signInToInbox } from './support/team';
import { expect, nextTestAddress, test } from './support/test';
import { en } from './routes';

/**
 * Pictures for posts through the production build: a post writer's upload, resized and stripped
 * of its metadata on the server, then served from our own address and shown in the page under
 * its Content-Security-Policy (a violation fails the test).
 */
async function uploadPicture(idToken: string | null, photo: Uint8Array) {
  const body = new FormData();
  body.append('picture', new File([new Uint8Array(photo)], 'IMG_20261120_0915.jpg', { type: 'image/jpeg' }));
  const response = await fetch(`${baseURL}/api/team/pictures`, {
    method: 'POST',
    headers: { 'x-forwarded-for': nextTestAddress(), ...(idToken ? { authorization: `Bearer ${idToken}` } : {}) },
    body,
  });
  return { status: response.status, answer: (await response.json()) as Record<string, unknown> };
}

test("the Coordinator's phone photo is stored resized, without its location, and served for a year", async ({
  page,
}) => {
  await signInToInbox(page, en, demoTeam.coordinator);
  const idToken = await signedInIdToken(page);
  const photo = await phonePhoto({ width: 4000, height: 3000 });

  const { status, answer } = await uploadPicture(idToken, photo);
  expect(status).toBe(200);
  expect(answer).toEqual({
    ok: true,
    picture: { src: expect.stringMatching(/^\/api\/pictures\/[0-9a-f]{32}\.jpg$/), width: 1600, height: 1200 },
  });
  const { src } = answer.picture as { src: string };

  const served = await fetch(`${baseURL}${src}`, { headers: { 'x-forwarded-for': nextTestAddress() } });
  expect(served.status).toBe(200);
  expect(served.headers.get('content-type')).toBe('image/jpeg');
  expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
  expect(metadata).toMatchObject({ format: 'jpeg', width: 1600, height: 1200, isProgressive: true });
  expect(metadata.exif).toBeUndefined();

  // The page can show it: our own address is allowed by its policy.
  const shownWidth = await page.evaluate(
    (address) =>
      new Promise<number>((resolve, reject) => {
        const image = new Image();
        image.onload = () => resolve(image.naturalWidth);
        image.onerror = () => reject(new Error(`${address} did not load`));
        image.src = address;
        document.body.append(image);
      }),
    src,
  );
  expect(shownWidth).toBe(1600);

  // The same photo again is the same picture.
  expect((await uploadPicture(idToken, photo)).answer).toEqual(answer);
});

test('a Volunteer, and a caller without a token, cannot upload a picture', async ({ page }) => {
  const photo = await phonePhoto({ width: 400, height: 300 });
  expect(await uploadPicture(null, photo)).toEqual({ status: 401, answer: { ok: false, code: 'unauthenticated' } });
  await signInToInbox(page, en, demoTeam.volunteer);
  expect(await uploadPicture(await signedInIdToken(page), photo)).toEqual({
    status: 403,
    answer: { ok: false, code: 'forbidden' },
  });
});

test('an address that is no stored picture answers 404', async () => {
  for (const name of [`${'a'.repeat(32)}.jpg`, 'logo.svg', '..%2F..%2Fpackage.json']) {
    const response = await fetch(`${baseURL}/api/pictures/${name}`, {
      headers: { 'x-forwarded-for': nextTestAddress() },
    });
    expect(response.status, name).toBe(404);
  }
});
