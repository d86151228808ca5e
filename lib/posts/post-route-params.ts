import { POST_ID_PATTERN } from './limits';

export interface PostRouteContext {
  params: Promise<{ id: string }>;
}

/** The post id of a route's address, or null when it cannot be one (the server makes every id). */
export async function postIdOf({ params }: PostRouteContext): Promise<string | null> {
  const { id } = await params;
  return POST_ID_PATTERN.test(id) ? id : null;
}
