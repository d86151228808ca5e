import { teamRouteFailed } from '@/lib/team/member-caller';
import { NextResponse, type NextRequest } from 'next/server';
import { eventsCaller, NO_STORE } from '@/lib/events/team-events-request';
import { teamEvents } from '@/lib/events/team-events-service';
import { canCheckIn } from '@/lib/team/roles';

export const dynamic = 'force-dynamic';

/**
 * GET /api/team/events (Authorization: Bearer <ID token>) → every published event with where its
 * registration stands. For the roles at the door (the managers among them). A GET has no body.
 */
export async function GET(request: NextRequest) {
  const caller = await eventsCaller(request, canCheckIn);
  if (!caller.ok) return caller.response;
  try {
    return NextResponse.json({ ok: true, events: await teamEvents() }, { headers: NO_STORE });
  } catch (error) {
    return teamRouteFailed('Events list', error);
  }
}
