import { NextResponse } from 'next/server';

/** How the post routes answer each refusal or failure. */
const POSTS_STATUS = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  notFound: 404,
  notReady: 422,
  failed: 503,
} as const;

export type PostsRefusal = keyof typeof POSTS_STATUS;

/** A post route's answer: 200 with the result, or the refusal's status; never cached. */
export function postsAnswer(result: { ok: true } | { ok: false; code: PostsRefusal }, status?: number) {
  const headers = { 'Cache-Control': 'no-store' };
  return NextResponse.json(result, { status: status ?? (result.ok ? 200 : POSTS_STATUS[result.code]), headers });
}
