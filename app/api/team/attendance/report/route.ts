import { teamRouteFailed } from '@/lib/team/member-caller';
import { NextResponse, type NextRequest } from 'next/server';
import { MONTH_PATTERN } from '@/lib/attendance/model';
import { monthlyReport } from '@/lib/attendance/report';
import { attendanceCaller, logAttendanceAccess, NO_STORE } from '@/lib/attendance/request';
import { readMonthSessions, readPlayerNames } from '@/lib/attendance/store';

export const dynamic = 'force-dynamic';

/** GET /api/team/attendance/report?month=YYYY-MM → the month's attendance per player and per session. */
export async function GET(request: NextRequest) {
  const caller = await attendanceCaller(request);
  if (!caller.ok) return caller.response;
  const month = request.nextUrl.searchParams.get('month') ?? '';
  if (!MONTH_PATTERN.test(month)) {
    return NextResponse.json({ ok: false, code: 'invalid' }, { status: 400, headers: NO_STORE });
  }
  try {
    const [sessions, names] = await Promise.all([readMonthSessions(month), readPlayerNames()]);
    const report = monthlyReport(month, sessions, names);
    await logAttendanceAccess(caller.member, 'attendanceReport', report.players.length);
    return NextResponse.json({ ok: true, report }, { headers: NO_STORE });
  } catch (error) {
    return teamRouteFailed('Attendance report', error);
  }
}
