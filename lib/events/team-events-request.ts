import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { isSlug } from '@/lib/posts/limits';
import { memberCaller, NO_STORE } from '@/lib/team/member-caller';

export { NO_STORE };

/** The per-address limit of the team's event routes, then a member whose role `allowed` accepts. */
export const eventsCaller = (request: NextRequest, allowed: (role: string) => boolean) =>
  memberCaller(request, 'teamEvents', allowed);

export interface EventRouteContext {
  params: Promise<{ slug: string }>;
}

/** The event's slug in the address, or null when it cannot be one. */
export async function eventSlugOf({ params }: EventRouteContext): Promise<string | null> {
  const { slug } = await params;
  return isSlug(slug) ? slug : null;
}

export const notFoundAnswer = () =>
  NextResponse.json({ ok: false, code: 'notFound' }, { status: 404, headers: NO_STORE });
export const invalidAnswer = (status: number) =>
  NextResponse.json({ ok: false, code: 'invalid' }, { status, headers: NO_STORE });
