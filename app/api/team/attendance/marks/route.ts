import { teamRouteFailed } from '@/lib/team/member-caller';
import { NextResponse, type NextRequest } from 'next/server';
import { readJsonBody } from '@/lib/http/json-body';
import { CLOCK_SKEW_MS, markRequestSchema } from '@/lib/attendance/model';
import { attendanceCaller, logAttendanceAccess, NO_STORE } from '@/lib/attendance/request';
import { recordMark } from '@/lib/attendance/store';

export const dynamic = 'force-dynamic';

/**
 * POST /api/team/attendance/marks {id, date, ageGroup, player, present, markedAt}: one mark from a
 * coach's outbox. Idempotent by `id`; of two marks for a player in a session the later (by the
 * phone's `markedAt`) stays. Answers `applied` or `unchanged` (200), 422 for someone who is not a
 * player of that group.
 */
export async function POST(request: NextRequest) {
  const caller = await attendanceCaller(request);
  if (!caller.ok) return caller.response;
  const body = await readJsonBody(request, markRequestSchema);
  if (!body.ok) return NextResponse.json({ ok: false, code: 'invalid' }, { status: body.status, headers: NO_STORE });
  // A mark from the future is a phone's clock gone wrong: it would win over every honest mark.
  if (body.value.markedAt > Date.now() + CLOCK_SKEW_MS) {
    return NextResponse.json({ ok: false, code: 'invalid' }, { status: 400, headers: NO_STORE });
  }
  try {
    const outcome = await recordMark(body.value, caller.member.memberId);
    if (outcome === 'notPlayer') {
      return NextResponse.json({ ok: false, code: 'notPlayer' }, { status: 422, headers: NO_STORE });
    }
    if (outcome === 'applied') await logAttendanceAccess(caller.member, 'attendanceMarked', 1, body.value.player);
    return NextResponse.json({ ok: true, outcome }, { headers: NO_STORE });
  } catch (error) {
    return teamRouteFailed('Attendance mark', error);
  }
}
