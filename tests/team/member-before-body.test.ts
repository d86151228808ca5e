// @vitest-environment node
// Every team route that takes a body asks who is sending it before reading a byte: a stranger's
// large body is refused from its headers alone. Only the ID token check is a fake (the demo seed's
// team, tokens by name).
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';

vi.mock('server-only', () => ({}));
vi.mock('next/cache', () => ({ revalidateTag: () => {}, cacheLife: () => {}, cacheTag: () => {} }));
vi.mock('@/lib/team/authorised-member-service', async () => {
  const { authorisedMember } = await import('@/lib/team/authorised-member');
  const { default: seed } = await import('@/lib/firebase/seed/database.seed.json');
  const tokens: Record<string, { uid: string; role: string }> = {
    volunteer: { uid: 'team--demo-volunteer', role: 'Volunteer' },
  };
  const verifyIdToken = async (token: string) => {
    const decoded = tokens[token];
    if (!decoded) throw new Error('Decoding Firebase ID token failed');
    return { ...decoded, sid: 'open-session' };
  };
  const memberCheckDeps = {
    verifyIdToken,
    readTeamMembers: async () => seed.teamMembers,
    sessionIsLive: async (_memberKey: string, sessionId: string) => sessionId === 'open-session',
  };
  return {
    memberCheckDeps,
    checkMember: (idToken: string | null, allowed: (role: string) => boolean) =>
      authorisedMember(idToken, allowed, memberCheckDeps),
  };
});

const CHUNK = new Uint8Array(256 * 1024).fill(0x20);
let addressCount = 0;

/** A 256 KB-per-read body that counts how often it was read from. */
function countedRequest(path: string, method: string, token: string | null) {
  const reads = { count: 0 };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      reads.count += 1;
      controller.enqueue(CHUNK);
    },
  });
  const request = new NextRequest(`http://site.test${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `198.51.100.${++addressCount % 250}`,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body,
    duplex: 'half',
  } as ConstructorParameters<typeof NextRequest>[1]);
  return { request, reads };
}

type Handler = (request: NextRequest, context: { params: Promise<{ id: string }> }) => Promise<Response>;
const postContext = { params: Promise.resolve({ id: 'testPost00000001' }) };

let routes: { name: string; path: string; method: string; handler: Handler }[];

beforeAll(async () => {
  const one = await import('@/app/api/team/posts/[id]/route');
  const publish = await import('@/app/api/team/posts/[id]/publish/route');
  const unpublish = await import('@/app/api/team/posts/[id]/unpublish/route');
  const pictures = await import('@/app/api/team/pictures/route');
  const reset = await import('@/app/api/team/members/reset/route');
  routes = [
    { name: 'PUT /api/team/posts/<id>', path: '/api/team/posts/testPost00000001', method: 'PUT', handler: one.PUT },
    {
      name: 'DELETE /api/team/posts/<id>',
      path: '/api/team/posts/testPost00000001',
      method: 'DELETE',
      handler: one.DELETE,
    },
    {
      name: 'POST /api/team/posts/<id>/publish',
      path: '/api/team/posts/testPost00000001/publish',
      method: 'POST',
      handler: publish.POST,
    },
    {
      name: 'POST /api/team/posts/<id>/unpublish',
      path: '/api/team/posts/testPost00000001/unpublish',
      method: 'POST',
      handler: unpublish.POST,
    },
    { name: 'POST /api/team/pictures', path: '/api/team/pictures', method: 'POST', handler: pictures.POST },
    { name: 'POST /api/team/members/reset', path: '/api/team/members/reset', method: 'POST', handler: reset.POST },
  ];
});

describe('a team route with a large body', () => {
  it.each([
    ['no token', null, 401],
    ['a token that is not valid', 'forged', 401],
    ['a member whose role may not do it', 'volunteer', 403],
  ])('from %s is refused without reading the body', async (_, token, status) => {
    for (const route of routes) {
      const { request, reads } = countedRequest(route.path, route.method, token);
      const response = await route.handler(request, postContext);
      expect(response.status, route.name).toBe(status);
      // A stream asks for its first chunk as soon as it is made; any read past that was the route's.
      expect(reads.count, route.name).toBeLessThanOrEqual(1);
    }
  });
});

describe('a team route that takes no body', () => {
  it('refuses a caller with no token', async () => {
    const { GET: posts } = await import('@/app/api/team/posts/route');
    const { GET: members } = await import('@/app/api/team/members/route');
    const { GET: insights } = await import('@/app/api/team/survey-insights/route');
    for (const [name, handler, path] of [
      ['GET /api/team/posts', posts, '/api/team/posts'],
      ['GET /api/team/members', members, '/api/team/members'],
      ['GET /api/team/survey-insights', insights, '/api/team/survey-insights'],
    ] as const) {
      const request = new NextRequest(`http://site.test${path}`, {
        headers: { 'x-forwarded-for': `198.51.100.${++addressCount % 250}` },
      });
      expect((await handler(request)).status, name).toBe(401);
    }
  });
});
