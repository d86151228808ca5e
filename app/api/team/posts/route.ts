import type { NextRequest } from 'next/server';
import { bearerToken } from '@/lib/http/bearer-token';
import { readJsonBody } from '@/lib/http/json-body';
import { postContentSchema } from '@/lib/posts/content-schema';
import { POST_REQUEST_MAX_BYTES } from '@/lib/posts/limits';
import { postsAnswer } from '@/lib/posts/posts-response';
import { teamCreatePost, teamPosts } from '@/lib/posts/posts-service';
import { limitRequest } from '@/lib/rate-limit/limit-request';

export const dynamic = 'force-dynamic';

/** GET /api/team/posts (Authorization: Bearer <ID token>) → every post with its history, for a writer. */
export async function GET(request: NextRequest) {
  const limited = await limitRequest(request, 'teamPosts');
  if (limited) return limited;
  return postsAnswer(await teamPosts(bearerToken(request.headers)));
}

/** POST /api/team/posts {kind, text, …} → a new draft. */
export async function POST(request: NextRequest) {
  const limited = await limitRequest(request, 'teamPosts');
  if (limited) return limited;
  const body = await readJsonBody(request, postContentSchema, POST_REQUEST_MAX_BYTES);
  if (!body.ok) return postsAnswer({ ok: false, code: 'invalid' }, body.status);
  return postsAnswer(await teamCreatePost(bearerToken(request.headers), body.value));
}
