import { teamRouteFailed } from '@/lib/team/member-caller';
import { NextResponse, type NextRequest } from 'next/server';
import { readJsonBody } from '@/lib/http/json-body';
import {
  eventsCaller,
  eventSlugOf,
  invalidAnswer,
  NO_STORE,
  notFoundAnswer,
  type EventRouteContext,
} from '@/lib/events/team-events-request';
import { checkInsSchema } from '@/lib/events/team-events';
import { teamCheckIns } from '@/lib/events/team-events-service';
import { canCheckIn } from '@/lib/team/roles';

export const dynamic = 'force-dynamic';

/** A sync of a whole offline door: up to 200 arrivals of about 60 bytes each. */
const BODY_LIMIT = 16 * 1024;

/**
 * POST /api/team/events/<slug>/check-ins { arrivals: [{ entryId, at }] } → the ones now checked in.
 * Sent again after a lost connection, it changes nothing: each person's first check-in stays.
 */
export async function POST(request: NextRequest, context: EventRouteContext) {
  const caller = await eventsCaller(request, canCheckIn);
  if (!caller.ok) return caller.response;
  const slug = await eventSlugOf(context);
  if (!slug) return notFoundAnswer();
  const body = await readJsonBody(request, checkInsSchema, BODY_LIMIT);
  if (!body.ok) return invalidAnswer(body.status);
  try {
    const answer = await teamCheckIns(slug, body.value.arrivals, caller.member);
    return answer ? NextResponse.json({ ok: true, ...answer }, { headers: NO_STORE }) : notFoundAnswer();
  } catch (error) {
    return teamRouteFailed('Check-ins', error);
  }
}
