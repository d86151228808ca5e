import type { NextRequest } from 'next/server';
import { bearerToken } from '@/lib/http/bearer-token';
import { readJsonBody } from '@/lib/http/json-body';
import { postContentSchema } from '@/lib/posts/content-schema';
import { POST_REQUEST_MAX_BYTES } from '@/lib/posts/limits';
import { postActionRoute } from '@/lib/posts/post-action-route';
import { postIdOf, type PostRouteContext } from '@/lib/posts/post-route-params';
import { postsAnswer } from '@/lib/posts/posts-response';
import { teamDeletePost, teamSaveDraft } from '@/lib/posts/posts-service';
import { limitRequest } from '@/lib/rate-limit/limit-request';
import { refusalBeforeBody } from '@/lib/team/member-before-body';
import { canWritePosts } from '@/lib/team/roles';

export const dynamic = 'force-dynamic';

/** PUT /api/team/posts/<id> {kind, text, …} → the draft saved (sanitised; the post created when new); the public copy is unchanged. */
export async function PUT(request: NextRequest, context: PostRouteContext) {
  const limited = await limitRequest(request, 'teamPosts');
  if (limited) return limited;
  const id = await postIdOf(context);
  if (!id) return postsAnswer({ ok: false, code: 'notFound' });
  const refusal = await refusalBeforeBody(request, canWritePosts);
  if (refusal) return postsAnswer({ ok: false, code: refusal });
  const body = await readJsonBody(request, postContentSchema, POST_REQUEST_MAX_BYTES);
  if (!body.ok) return postsAnswer({ ok: false, code: 'invalid' }, body.status);
  return postsAnswer(await teamSaveDraft(bearerToken(request.headers), id, body.value));
}

/** DELETE /api/team/posts/<id> → the post is gone (from the site too); its history stays. */
export const DELETE = postActionRoute(teamDeletePost);
