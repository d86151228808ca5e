import { teamRouteFailed } from '@/lib/team/member-caller';
import { NextResponse, type NextRequest } from 'next/server';
import { inBackground } from '@/lib/async/in-background';
import { tellRegistrants } from '@/lib/events/registration-alerts';
import { readJsonBody } from '@/lib/http/json-body';
import {
  eventsCaller,
  eventSlugOf,
  invalidAnswer,
  NO_STORE,
  notFoundAnswer,
  type EventRouteContext,
} from '@/lib/events/team-events-request';
import { EVENT_REFUSAL_STATUS, eventActionSchema } from '@/lib/events/team-events';
import { teamEventAction, teamRoster } from '@/lib/events/team-events-service';
import { canCheckIn, canManageEvents } from '@/lib/team/roles';

export const dynamic = 'force-dynamic';

/** GET /api/team/events/<slug> → the event's registrants (in, waiting, cancelled), for the door and the panel. */
export async function GET(request: NextRequest, context: EventRouteContext) {
  const caller = await eventsCaller(request, canCheckIn);
  if (!caller.ok) return caller.response;
  const slug = await eventSlugOf(context);
  if (!slug) return notFoundAnswer();
  try {
    const registrants = await teamRoster(slug, caller.member);
    return registrants ? NextResponse.json({ ok: true, registrants }, { headers: NO_STORE }) : notFoundAnswer();
  } catch (error) {
    return teamRouteFailed('Event roster', error);
  }
}

/** POST /api/team/events/<slug>: `open` for registration, `change` capacity or closing time, `cancel` with a message. */
export async function POST(request: NextRequest, context: EventRouteContext) {
  const caller = await eventsCaller(request, canManageEvents);
  if (!caller.ok) return caller.response;
  const slug = await eventSlugOf(context);
  if (!slug) return notFoundAnswer();
  const body = await readJsonBody(request, eventActionSchema);
  if (!body.ok) return invalidAnswer(body.status);
  try {
    const { result, told } = await teamEventAction(slug, body.value);
    if (!result.ok) return NextResponse.json(result, { status: EVENT_REFUSAL_STATUS[result.code], headers: NO_STORE });
    // Who got a place from the waitlist, or lost theirs to a cancellation, hears of it once the
    // answer has gone (those who asked for alerts).
    const action = body.value;
    inBackground(`Registrants of ${slug}: told`, () =>
      action.action === 'cancel'
        ? tellRegistrants(slug, told, 'cancelled', action.message)
        : tellRegistrants(slug, told, 'promoted'),
    );
    return NextResponse.json(result, { headers: NO_STORE });
  } catch (error) {
    return teamRouteFailed('Event change', error);
  }
}
