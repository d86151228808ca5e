import { postActionRoute } from '@/lib/posts/post-action-route';
import { teamUnpublishPost } from '@/lib/posts/posts-service';

export const dynamic = 'force-dynamic';

/** POST /api/team/posts/<id>/unpublish → the post is off the site; its draft stays. */
export const POST = postActionRoute(teamUnpublishPost);
