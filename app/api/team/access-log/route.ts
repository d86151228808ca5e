import { NextResponse, type NextRequest } from 'next/server';
import { bearerToken } from '@/lib/http/bearer-token';
import { readJsonBody } from '@/lib/http/json-body';
import { appendAccessEntry, readAccessLog } from '@/lib/privacy/access-log';
import { accessLogQueryFrom, accessReportSchema } from '@/lib/privacy/access-log-types';
import { limitRequest } from '@/lib/rate-limit/limit-request';
import { logReportedAccess } from '@/lib/privacy/access-report';
import { anyRole, MEMBER_REFUSAL_STATUS } from '@/lib/team/authorised-member';
import { checkMember } from '@/lib/team/authorised-member-service';
import { refusalBeforeBody } from '@/lib/team/member-before-body';
import { canHandlePersonalData } from '@/lib/team/roles';

export const dynamic = 'force-dynamic';

const headers = { 'Cache-Control': 'no-store' };
const STATUS = { ...MEMBER_REFUSAL_STATUS, failed: 503 } as const;

/**
 * POST /api/team/access-log {action, form, recordKey?, reference?, count} (Authorization: Bearer
 * <ID token>) → 204 once the workspace's read, export or status change is in the record of who
 * looked. Who did it is the session's member, never the body's.
 */
export async function POST(request: NextRequest) {
  const limited = await limitRequest(request, 'accessLog');
  if (limited) return limited;
  const refusal = await refusalBeforeBody(request, anyRole);
  if (refusal) return NextResponse.json({ ok: false, code: refusal }, { status: STATUS[refusal], headers });
  const body = await readJsonBody(request, accessReportSchema);
  if (!body.ok) return NextResponse.json({ ok: false, code: 'invalid' }, { status: body.status, headers });
  const caller = await checkMember(bearerToken(request.headers), anyRole).catch(() => null);
  if (!caller) return NextResponse.json({ ok: false, code: 'failed' }, { status: 503, headers });
  const outcome = await logReportedAccess(caller, body.value, appendAccessEntry);
  if (!outcome.ok) return NextResponse.json(outcome, { status: STATUS[outcome.code], headers });
  return new NextResponse(null, { status: 204, headers });
}

/**
 * GET /api/team/access-log?member=&action=&form=&from=&to=&page= → a page of the record, newest
 * first, for a member who handles personal data (403 for anyone else).
 */
export async function GET(request: NextRequest) {
  const limited = await limitRequest(request, 'accessLog');
  if (limited) return limited;
  const caller = await checkMember(bearerToken(request.headers), canHandlePersonalData).catch(() => null);
  if (!caller) return NextResponse.json({ ok: false, code: 'failed' }, { status: 503, headers });
  if (!caller.ok) return NextResponse.json(caller, { status: MEMBER_REFUSAL_STATUS[caller.code], headers });
  const query = accessLogQueryFrom(request.nextUrl.searchParams);
  if (!query) return NextResponse.json({ ok: false, code: 'invalid' }, { status: 400, headers });
  try {
    return NextResponse.json({ ok: true, log: await readAccessLog(query.filter, query.page) }, { headers });
  } catch (error) {
    console.error('The record of who looked could not be read', error instanceof Error ? error.message : error);
    return NextResponse.json({ ok: false, code: 'failed' }, { status: 503, headers });
  }
}
