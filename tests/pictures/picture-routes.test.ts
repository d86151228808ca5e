// @vitest-environment node
// POST /api/team/pictures and GET /api/pictures/<name>: the routes with the real processing and
// the disk store in a folder of the test's own (UPLOADS_DIR); only the check of the caller's ID
// token is a fake (the team from the demo seed, tokens by name).
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_PICTURE_BYTES } from '@/lib/pictures/read-upload';
import { phonePhoto, SVG_PICTURE } from '../support/picture-fixtures';

vi.mock('server-only', () => ({}));
vi.mock('@/lib/team/authorised-member-service', async () => {
  const { authorisedMember } = await import('@/lib/team/authorised-member');
  const { default: seed } = await import('@/lib/firebase/seed/database.seed.json');
  const tokens: Record<string, { uid: string; role: string }> = {
    coordinator: { uid: 'team--demo-coordinator', role: 'Coordinator' },
    coach: { uid: 'team--demo-coach', role: 'RUFC Coach' },
    volunteer: { uid: 'team--demo-volunteer', role: 'Volunteer' },
  };
  const verifyIdToken = async (token: string) => {
    const decoded = tokens[token];
    if (!decoded) throw new Error('Decoding Firebase ID token failed');
    return { ...decoded, sid: 'open-session' };
  };
  return {
    checkMember: (idToken: string | null, allowed: (role: string) => boolean) =>
      authorisedMember(idToken, allowed, {
        verifyIdToken,
        readTeamMembers: async () => seed.teamMembers,
        sessionIsLive: async (_memberKey: string, sessionId: string) => sessionId === 'open-session',
      }),
  };
});

type UploadRoute = typeof import('@/app/api/team/pictures/route');
type PictureRoute = typeof import('@/app/api/pictures/[name]/route');

let uploads: string;
let upload: UploadRoute;
let served: PictureRoute;
let addressCount = 0;
const nextAddress = () => `198.51.100.${++addressCount % 250}`;
const pictures = () => join(uploads, 'pictures');
const storedFiles = () => {
  try {
    return readdirSync(pictures());
  } catch {
    return [];
  }
};

interface UploadOptions {
  token?: string;
  address?: string;
  headers?: Record<string, string>;
}

function uploadRequest(body: BodyInit, { token, address = nextAddress(), headers = {} }: UploadOptions = {}) {
  return new Request('http://site.test/api/team/pictures', {
    method: 'POST',
    headers: {
      'x-forwarded-for': address,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body,
    duplex: 'half',
  } as RequestInit);
}

const form = (bytes: Uint8Array, name = 'photo.jpg', type = 'image/jpeg', field = 'picture') => {
  const data = new FormData();
  data.append(field, new File([new Uint8Array(bytes)], name, { type }));
  return data;
};

async function post(body: BodyInit, options?: UploadOptions) {
  const response = await upload.POST(uploadRequest(body, options));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const nameIn = (answer: Record<string, unknown>) => (answer.picture as { src: string }).src.split('/').pop() ?? '';

/** Uploads a picture as the Coordinator; answers the stored picture's name. */
const uploadedName = async (bytes: Uint8Array) => nameIn((await post(form(bytes), { token: 'coordinator' })).body);

/** A body that notes whether anything read it. */
function watchedBody(bytes: Uint8Array) {
  const watch = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        watch.pulled++;
        controller.enqueue(bytes);
        controller.close();
      },
      // Nothing is pulled until someone reads.
    },
    { highWaterMark: 0 },
  );
  return { stream, watch };
}

const get = (name: string) =>
  served.GET(new Request(`http://site.test/api/pictures/${name}`, { headers: { 'x-forwarded-for': nextAddress() } }), {
    params: Promise.resolve({ name }),
  });

beforeAll(async () => {
  uploads = mkdtempSync(join(tmpdir(), 'picture-routes-'));
  process.env.UPLOADS_DIR = uploads;
  process.env.TRUST_PROXY_HOPS = '1';
  upload = await import('@/app/api/team/pictures/route');
  served = await import('@/app/api/pictures/[name]/route');
});

afterAll(() => {
  delete process.env.UPLOADS_DIR;
  delete process.env.TRUST_PROXY_HOPS;
  rmSync(uploads, { recursive: true, force: true });
});

beforeEach(() => rmSync(pictures(), { recursive: true, force: true }));

describe('POST /api/team/pictures', () => {
  it.each([
    ['no token', undefined, 401, 'unauthenticated'],
    ['a token that does not check out', 'forged', 401, 'unauthenticated'],
    ['a Volunteer', 'volunteer', 403, 'forbidden'],
    ['a RUFC Coach', 'coach', 403, 'forbidden'],
  ])('refuses %s before reading or storing anything', async (_, token, status, code) => {
    const multipart = new Response(form(await phonePhoto({ width: 64, height: 48 })));
    const bytes = new Uint8Array(await multipart.arrayBuffer());
    const { stream, watch } = watchedBody(bytes);
    const headers = { 'content-type': multipart.headers.get('content-type') ?? '' };
    expect(await post(stream, { token, headers })).toEqual({ status, body: { ok: false, code } });
    expect(watch.pulled).toBe(0);
    expect(storedFiles()).toEqual([]);
  });

  it("stores a Coordinator's photo resized, and answers its address and size", async () => {
    const { status, body } = await post(form(await phonePhoto()), { token: 'coordinator' });
    expect(status).toBe(200);
    expect(body).toEqual({
      ok: true,
      picture: { src: expect.stringMatching(/^\/api\/pictures\/[0-9a-f]{32}\.jpg$/), width: 1600, height: 1200 },
    });
    const name = nameIn(body);
    // Beside the original, its copies at each offered width narrower than 1600.
    const hash = name.replace('.jpg', '');
    const files = [name, ...[480, 720, 1080, 1280].map((width) => `${hash}-${width}w.jpg`)];
    expect(storedFiles().sort()).toEqual(files.flatMap((file) => [file, `${file}.content-type`]).sort());
  });

  it('makes no copy as wide as the picture or wider', async () => {
    const name = await uploadedName(await phonePhoto({ width: 720, height: 480 }));
    const hash = name.replace('.jpg', '');
    expect(
      storedFiles()
        .filter((file) => !file.endsWith('.content-type'))
        .sort(),
    ).toEqual([`${hash}-480w.jpg`, name]);
  });

  it('stores the same picture once, however often it is uploaded', async () => {
    const photo = await phonePhoto({ width: 900, height: 600 });
    const first = await post(form(photo), { token: 'coordinator' });
    const again = await post(form(photo, 'same-photo-again.jpg'), { token: 'coordinator' });
    expect(again).toEqual(first);
    // The original and its 480 and 720 copies, each with its type.
    expect(storedFiles()).toHaveLength(6);
  });

  it.each([
    ['a text file', new TextEncoder().encode('Not a photo at all'), 'notes.txt', 'text/plain'],
    ['a text file renamed .jpg', new TextEncoder().encode('Not a photo at all'), 'photo.jpg', 'image/jpeg'],
    ['an SVG', SVG_PICTURE, 'drawing.svg', 'image/svg+xml'],
  ])('answers 415 for %s', async (_, bytes, name, type) => {
    expect(await post(form(bytes, name, type), { token: 'coordinator' })).toEqual({
      status: 415,
      body: { ok: false, code: 'unsupportedType' },
    });
    expect(storedFiles()).toEqual([]);
  });

  it('answers 413 for a body whose Content-Length is over the limit, without reading it', async () => {
    const { stream, watch } = watchedBody(new Uint8Array(10));
    const headers = {
      'content-type': 'multipart/form-data; boundary=x',
      'content-length': String(MAX_PICTURE_BYTES * 2),
    };
    expect(await post(stream, { token: 'coordinator', headers })).toEqual({
      status: 413,
      body: { ok: false, code: 'tooLarge' },
    });
    expect(watch.pulled).toBe(0);
  });

  it('answers 413 for a body that declares no length, once it passes the limit, and reads no further', async () => {
    const chunk = new Uint8Array(256 * 1024);
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const headers = { 'content-type': 'multipart/form-data; boundary=x' };
    expect(await post(endless, { token: 'coordinator', headers })).toEqual({
      status: 413,
      body: { ok: false, code: 'tooLarge' },
    });
    expect(sent).toBeLessThan(MAX_PICTURE_BYTES + 4 * chunk.byteLength);
  });

  it('answers 413 for a picture file over 10 MB', async () => {
    const big = new Uint8Array(MAX_PICTURE_BYTES + 1);
    expect((await post(form(big), { token: 'coordinator' })).status).toBe(413);
  });

  it('answers 400 for a body that is not a form, or a form without the picture', async () => {
    const json = { 'content-type': 'application/json' };
    expect(await post('{"picture":"x"}', { token: 'coordinator', headers: json })).toEqual({
      status: 400,
      body: { ok: false, code: 'invalid' },
    });
    const other = form(await phonePhoto({ width: 40, height: 30 }), 'p.jpg', 'image/jpeg', 'photo');
    expect((await post(other, { token: 'coordinator' })).status).toBe(400);
  });

  it('answers 503 when the picture cannot be stored', async () => {
    const notAFolder = join(uploads, 'a-file');
    writeFileSync(notAFolder, 'x');
    process.env.UPLOADS_DIR = notAFolder;
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(await post(form(await phonePhoto({ width: 40, height: 30 })), { token: 'coordinator' })).toEqual({
        status: 503,
        body: { ok: false, code: 'unavailable' },
      });
    } finally {
      process.env.UPLOADS_DIR = uploads;
      quiet.mockRestore();
    }
  });
});

describe('GET /api/pictures/<name>', () => {
  it('serves a stored picture as a JPEG, cached for a year, never sniffed', async () => {
    const name = await uploadedName(await phonePhoto({ width: 1000, height: 750 }));
    const response = await get(name);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(response.headers.get('content-length')).toBe(String(bytes.length));
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'jpeg', width: 1000, height: 750 });
  });

  it.each([480, 720, 1080, 1280])('serves the copy %i wide, cached for a year', async (width) => {
    const name = await uploadedName(await phonePhoto({ width: 4000, height: 3000 }));
    const response = await get(name.replace('.jpg', `-${width}w.jpg`));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'jpeg', width, height: (width * 3) / 4 });
    expect(bytes.length).toBeLessThan(Buffer.from(await (await get(name)).arrayBuffer()).length);
  });

  it('makes a copy on request for a picture stored before copies were made, once, and keeps it', async () => {
    const name = await uploadedName(await phonePhoto({ width: 1600, height: 1200 }));
    const hash = name.replace('.jpg', '');
    // As an upload before this change left it: the original alone.
    for (const file of storedFiles()) if (file.startsWith(`${hash}-`)) rmSync(join(pictures(), file));
    expect(storedFiles().sort()).toEqual([name, `${name}.content-type`]);

    const [first, second] = await Promise.all([get(`${hash}-720w.jpg`), get(`${hash}-720w.jpg`)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await sharp(Buffer.from(await first.arrayBuffer())).metadata()).toMatchObject({ width: 720, height: 540 });
    expect(storedFiles()).toContain(`${hash}-720w.jpg`);
    expect(storedFiles()).not.toContain(`${hash}-480w.jpg`);
  });

  it('answers an offered width not narrower than the picture with the original', async () => {
    const name = await uploadedName(await phonePhoto({ width: 600, height: 400 }));
    const response = await get(name.replace('.jpg', '-1080w.jpg'));
    expect(response.status).toBe(200);
    expect(await sharp(Buffer.from(await response.arrayBuffer())).metadata()).toMatchObject({ width: 600 });
  });

  it('answers 404 for a copy of a picture nothing is stored under', async () => {
    expect((await get(`${'0'.repeat(32)}-720w.jpg`)).status).toBe(404);
  });

  it('answers 404 for a width it does not offer, and makes nothing', async () => {
    const name = await uploadedName(await phonePhoto({ width: 1600, height: 1200 }));
    const before = storedFiles().sort();
    for (const width of ['500', '1600', '0720', '7200', '64', '1080.5']) {
      expect((await get(name.replace('.jpg', `-${width}w.jpg`))).status, width).toBe(404);
    }
    expect(storedFiles().sort()).toEqual(before);
  });

  it('answers 404 for a well-formed name nothing is stored under', async () => {
    const response = await get(`${'0'.repeat(32)}.jpg`);
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 404 for any other name, even one of a file in the folder', async () => {
    const name = await uploadedName(await phonePhoto({ width: 80, height: 60 }));
    for (const bad of [
      `${name}.content-type`,
      name.toUpperCase(),
      name.replace('.jpg', '.png'),
      `../pictures/${name}`,
      '..%2F..%2Fetc%2Fpasswd',
      `${name.slice(0, 31)}.jpg`,
      `${name}/`,
    ]) {
      expect((await get(bad)).status, bad).toBe(404);
    }
  });
});
