import { teamRouteFailed } from '@/lib/team/member-caller';
import { NextResponse, type NextRequest } from 'next/server';
import { indiaMidnight } from '@/lib/privacy/access-log-types';
import { attendanceCaller, logAttendanceAccess, NO_STORE } from '@/lib/attendance/request';
import { readDayMarks, readRoster } from '@/lib/attendance/store';

export const dynamic = 'force-dynamic';

/**
 * GET /api/team/attendance/roster?date=YYYY-MM-DD (Authorization: Bearer <ID token>) → the
 * register's players on that day (first name, member reference and age group, nothing more), and
 * the marks the day's sessions already hold.
 */
export async function GET(request: NextRequest) {
  const caller = await attendanceCaller(request);
  if (!caller.ok) return caller.response;
  const date = request.nextUrl.searchParams.get('date') ?? '';
  if (Number.isNaN(indiaMidnight(date))) {
    return NextResponse.json({ ok: false, code: 'invalid' }, { status: 400, headers: NO_STORE });
  }
  try {
    const [players, marks] = await Promise.all([readRoster(date), readDayMarks(date)]);
    await logAttendanceAccess(caller.member, 'attendanceRoster', players.length);
    return NextResponse.json({ ok: true, players, marks }, { headers: NO_STORE });
  } catch (error) {
    return teamRouteFailed('Attendance roster', error);
  }
}
