import type { NextRequest } from 'next/server';
import { bearerToken } from '@/lib/http/bearer-token';
import { postsAnswer } from '@/lib/posts/posts-response';
import { teamPosts } from '@/lib/posts/posts-service';
import { limitRequest } from '@/lib/rate-limit/limit-request';

export const dynamic = 'force-dynamic';

/** GET /api/team/posts (Authorization: Bearer <ID token>) → every post with its history, for a writer. */
export async function GET(request: NextRequest) {
  const limited = await limitRequest(request, 'teamPosts');
  if (limited) return limited;
  return postsAnswer(await teamPosts(bearerToken(request.headers)));
}
