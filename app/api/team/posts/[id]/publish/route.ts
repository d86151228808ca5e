import { postActionRoute } from '@/lib/posts/post-action-route';
import { teamPublishPost } from '@/lib/posts/posts-service';
import { announcePost } from '@/lib/push/announce';

export const dynamic = 'force-dynamic';

/**
 * POST /api/team/posts/<id>/publish → the stored draft is public at once (422 with the problems
 * when it is not ready); a first publication alerts its subscribers after the answer has gone.
 */
export const POST = postActionRoute((idToken, id) => teamPublishPost(idToken, id, announcePost));
