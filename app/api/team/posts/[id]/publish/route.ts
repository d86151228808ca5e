import { postActionRoute } from '@/lib/posts/post-action-route';
import { teamPublishPost } from '@/lib/posts/posts-service';

export const dynamic = 'force-dynamic';

/** POST /api/team/posts/<id>/publish → the stored draft is public at once (422 with the problems when it is not ready). */
export const POST = postActionRoute(teamPublishPost);
