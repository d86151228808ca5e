import type { NextRequest } from 'next/server';
import { bearerToken } from '@/lib/http/bearer-token';
import { limitRequest } from '@/lib/rate-limit/limit-request';
import { postIdOf, type PostRouteContext } from './post-route-params';
import { postsAnswer, type PostsRefusal } from './posts-response';

type PostAction = (idToken: string | null, id: string) => Promise<{ ok: true } | { ok: false; code: PostsRefusal }>;

/** A route that does one thing to one post (publish, unpublish, delete): limit, id, member, answer. */
export const postActionRoute =
  (action: PostAction) =>
  async (request: NextRequest, context: PostRouteContext): Promise<Response> => {
    const limited = await limitRequest(request, 'teamPosts');
    if (limited) return limited;
    const id = await postIdOf(context);
    if (!id) return postsAnswer({ ok: false, code: 'notFound' });
    return postsAnswer(await action(bearerToken(request.headers), id));
  };
