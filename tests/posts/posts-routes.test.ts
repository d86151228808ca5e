// @vitest-environment node
// The team's post routes on the server side: the routes, the admin SDK and the embedded database
// with the real rules. Only the ID token check is stood in for (it needs the Auth emulator): a
// token here is "<member record key>", and its claims are those of that seed member.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import seed from '@/lib/firebase/seed/database.seed.json';
import { memberUid } from '@/lib/team/member-token';
import { canWritePosts, ROLES } from '@/lib/team/roles';
import type { PostContent, TeamPost } from '@/lib/posts/types';
import type { LocalDatabase } from '../../scripts/local-database.mjs';
import { startServerDatabase, stopServerDatabase } from '../support/server-database';
import { adminRestUrl } from '../support/database-rest';

vi.mock('server-only', () => ({}));
const revalidated = vi.hoisted(() => [] as string[]);
vi.mock('next/cache', () => ({
  revalidateTag: (tag: string, profile: unknown) => void revalidated.push(`${tag} ${JSON.stringify(profile)}`),
  // Outside Next, 'use cache' is a plain string: the cached functions run, and say their life and tag.
  cacheLife: () => {},
  cacheTag: () => {},
}));
vi.mock('@/lib/firebase/admin', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/firebase/admin')>()),
  verifyIdToken: async (token: string) => {
    const member = (seed.teamMembers as Record<string, { role: string }>)[token];
    if (!member) throw new Error('invalid token');
    const { TEST_SESSION_ID } = await import('../support/server-database');
    return { uid: memberUid(token), role: member.role, sid: TEST_SESSION_ID };
  },
}));

type Routes = {
  list: typeof import('@/app/api/team/posts/route');
  one: typeof import('@/app/api/team/posts/[id]/route');
  publish: typeof import('@/app/api/team/posts/[id]/publish/route');
  unpublish: typeof import('@/app/api/team/posts/[id]/unpublish/route');
};
let routes: Routes;
let database: LocalDatabase;
let addressCount = 0;

const keyOf = (role: string) => Object.entries(seed.teamMembers).find(([, m]) => m.role === role)?.[0] ?? '';
const COORDINATOR = keyOf('Coordinator');

const request = (path: string, token: string | null, init: { method?: string; body?: unknown } = {}) =>
  new NextRequest(`http://site.test${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `198.51.100.${++addressCount % 250}`,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body),
  });
const context = (id: string) => ({ params: Promise.resolve({ id }) });

async function answer(response: Response) {
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
const save = async (token: string | null, id: string, content: unknown) =>
  answer(await routes.one.PUT(request(`/api/team/posts/${id}`, token, { method: 'PUT', body: content }), context(id)));
let postCount = 0;
/** A new post's first save, under an id as a writer's device makes one (16 URL-safe characters). */
const create = (token: string | null, content: unknown) =>
  save(token, `testPost${String(++postCount).padStart(8, '0')}`, content);
const publish = async (token: string | null, id: string) =>
  answer(await routes.publish.POST(request(`/api/team/posts/${id}/publish`, token, { method: 'POST' }), context(id)));
const unpublish = async (token: string | null, id: string) =>
  answer(
    await routes.unpublish.POST(request(`/api/team/posts/${id}/unpublish`, token, { method: 'POST' }), context(id)),
  );
const remove = async (token: string | null, id: string) =>
  answer(await routes.one.DELETE(request(`/api/team/posts/${id}`, token, { method: 'DELETE' }), context(id)));
const stored = async (path: string): Promise<unknown> => (await fetch(adminRestUrl(database.port, path))).json();

const notice: PostContent = {
  kind: 'notice',
  text: {
    en: {
      title: 'Football trials on Sunday',
      description: 'Under-15 trials at Sasaram.',
      body: '<p>Bring water.</p>',
      place: 'Sasaram stadium',
    },
    hi: {
      title: 'रविवार को फ़ुटबॉल ट्रायल',
      description: 'सासाराम में अंडर-15 ट्रायल।',
      body: '<p>पानी साथ लाएँ।</p>',
      place: 'सासाराम स्टेडियम',
    },
  },
  event: { date: '2026-12-06', time: '07:30' },
};

beforeAll(async () => {
  database = await startServerDatabase();
  vi.resetModules();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  routes = {
    list: await import('@/app/api/team/posts/route'),
    one: await import('@/app/api/team/posts/[id]/route'),
    publish: await import('@/app/api/team/posts/[id]/publish/route'),
    unpublish: await import('@/app/api/team/posts/[id]/unpublish/route'),
  };
});

afterAll(async () => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  await stopServerDatabase(database);
});

beforeEach(() => void revalidated.splice(0));

describe('who may write posts, as lib/team/roles.ts says', () => {
  it.each(ROLES)('%s', async (role) => {
    const token = keyOf(role);
    const allowed = canWritePosts(role);
    const listed = await answer(await routes.list.GET(request('/api/team/posts', token)));
    expect(listed.status).toBe(allowed ? 200 : 403);
    const created = await create(token, notice);
    expect(created.status).toBe(allowed ? 200 : 403);
    // Nor may they act on a post someone allowed made.
    if (!allowed) {
      const { body } = await create(COORDINATOR, notice);
      const id = (body.post as TeamPost).id;
      expect((await publish(token, id)).status).toBe(403);
      expect((await save(token, id, notice)).status).toBe(403);
      expect((await remove(token, id)).status).toBe(403);
      expect(await stored(`posts/${id}/live`)).toBeNull();
    }
  });

  it('answers 401 without a token or with a forged one, and stores nothing', async () => {
    const before = await stored('posts');
    expect((await create(null, notice)).status).toBe(401);
    expect((await create('not-a-member', notice)).status).toBe(401);
    expect(await stored('posts')).toEqual(before);
  });
});

describe('a post from draft to deletion', () => {
  it('is created as a draft, saved, published, edited without changing the public copy, unpublished and deleted', async () => {
    const created = await create(COORDINATOR, { ...notice, text: { en: { title: '', description: '', body: '' } } });
    expect(created.status).toBe(200);
    const id = (created.body.post as TeamPost).id;
    expect(id).toMatch(/^[\w-]{16}$/);
    expect(revalidated).toEqual([]);

    // An unfinished draft is kept, but cannot be published.
    const early = await publish(COORDINATOR, id);
    expect(early).toMatchObject({
      status: 422,
      body: { ok: false, code: 'notReady', problems: [{ rule: 'noTitle' }] },
    });

    const saved = await save(COORDINATOR, id, notice);
    expect(saved.status).toBe(200);
    const published = await publish(COORDINATOR, id);
    expect(published.status).toBe(200);
    const post = published.body.post as TeamPost;
    expect(post.slug).toBe('football-trials-on-sunday');
    expect(post.live).toEqual(post.draft);
    // The posts every public page reads expire at once, on every instance.
    expect(revalidated).toEqual(['posts {"expire":0}']);
    expect(post.history.map((entry) => [entry.action, entry.by, entry.byName])).toEqual([
      ['published', 'RYF001', 'Priya Kumari'],
      ['created', 'RYF001', 'Priya Kumari'],
    ]);

    // An edit of a published post waits for the next publish, and is noted once while the writer types on.
    const edited = await save(COORDINATOR, id, {
      ...notice,
      text: { ...notice.text, en: { ...notice.text.en!, title: 'Trials moved' } },
    });
    const afterEdit = edited.body.post as TeamPost;
    expect(afterEdit.draft.text.en?.title).toBe('Trials moved');
    expect(afterEdit.live?.text.en?.title).toBe('Football trials on Sunday');
    expect(afterEdit.history.map((entry) => entry.action)).toEqual(['edited', 'published', 'created']);
    const typedOn = await save(COORDINATOR, id, edited.body.post ? (edited.body.post as TeamPost).draft : notice);
    expect((typedOn.body.post as TeamPost).history).toHaveLength(3);

    // Publishing again keeps the address, so shared links keep working.
    expect(((await publish(COORDINATOR, id)).body.post as TeamPost).slug).toBe('football-trials-on-sunday');

    const off = await unpublish(COORDINATOR, id);
    expect(off.status).toBe(200);
    expect((off.body.post as TeamPost).live).toBeUndefined();
    expect(await stored(`posts/${id}/draft/text/en/title`)).toBe('Trials moved');

    revalidated.splice(0);
    expect((await remove(COORDINATOR, id)).status).toBe(200);
    expect(revalidated).toEqual([]); // it was not public any more
    expect(await stored(`posts/${id}`)).toBeNull();
    const history = Object.values((await stored(`postHistory/${id}`)) as Record<string, { action: string }>);
    expect(history.map((entry) => entry.action).sort()).toEqual(
      ['created', 'deleted', 'edited', 'published', 'published', 'unpublished'].sort(),
    );
    expect((await remove(COORDINATOR, id)).status).toBe(404);
  });

  it('gives a second post with the same title an address of its own', async () => {
    const twin = { ...notice, text: { en: { ...notice.text.en!, title: 'Cultural evening at Nokha' } } };
    const ids = await Promise.all([1, 2].map(async () => ((await create(COORDINATOR, twin)).body.post as TeamPost).id));
    const slugs = [];
    for (const id of ids) slugs.push(((await publish(COORDINATOR, id)).body.post as TeamPost).slug);
    expect(slugs).toEqual(['cultural-evening-at-nokha', 'cultural-evening-at-nokha-2']);
  });
});

describe('what is stored is safe to show', () => {
  it('keeps a post with <script> and onerror= harmless, in the draft and in the public copy', async () => {
    const attack =
      '<p>Hi<script>alert(1)</script></p><img src="/api/pictures/0123456789abcdef0123456789abcdef.jpg" alt="Camp" onerror="alert(2)"><a href="javascript:alert(3)">x</a><iframe src="https://evil.example"></iframe>';
    const { body } = await create(COORDINATOR, {
      kind: 'blog',
      category: 'social',
      text: { en: { title: 'Health camp', description: 'd', body: attack } },
    });
    const id = (body.post as TeamPost).id;
    await publish(COORDINATOR, id);
    for (const copy of ['draft', 'live']) {
      const html = (await stored(`posts/${id}/${copy}/text/en/body`)) as string;
      expect(html).toBe('<p>Hi</p><img src="/api/pictures/0123456789abcdef0123456789abcdef.jpg" alt="Camp" /><a>x</a>');
    }
  });
});

describe('bad requests', () => {
  it('refuses an unknown field, a wrong kind, a bad date, a title too long (400) and a body too large (413)', async () => {
    expect((await create(COORDINATOR, { ...notice, extra: 1 })).status).toBe(400);
    expect((await create(COORDINATOR, { ...notice, kind: 'page' })).status).toBe(400);
    expect((await create(COORDINATOR, { ...notice, event: { date: '6 Dec' } })).status).toBe(400);
    expect(
      (await create(COORDINATOR, { ...notice, text: { en: { ...notice.text.en!, title: 'x'.repeat(151) } } })).status,
    ).toBe(400);
    expect((await create(COORDINATOR, 'x'.repeat(300_000))).status).toBe(413);
  });

  it('answers 404 for an id the server could not have made, or a post that does not exist', async () => {
    expect((await publish(COORDINATOR, '../teamSecrets')).status).toBe(404);
    expect((await save(COORDINATOR, '../teamSecrets', notice)).status).toBe(404);
    expect((await publish(COORDINATOR, 'abcdefghijklmnop')).status).toBe(404);
  });

  it('creates a post on the first save under the id the writer’s device gave it, and only once', async () => {
    const id = 'deviceMadeId0001';
    const first = await save(COORDINATOR, id, notice);
    expect(first.status).toBe(200);
    expect((first.body.post as TeamPost).history.map((entry) => entry.action)).toEqual(['created']);
    // The same save again (its answer was lost, or the tab closed before it came): the same post.
    expect((await save(COORDINATOR, id, notice)).status).toBe(200);
    const listed = await answer(await routes.list.GET(request('/api/team/posts', COORDINATOR)));
    expect((listed.body.posts as TeamPost[]).filter((post) => post.id === id)).toHaveLength(1);
    expect((await remove(COORDINATOR, id)).status).toBe(200);
  });
});
