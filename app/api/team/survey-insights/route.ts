import { NextResponse, type NextRequest } from 'next/server';
import { bearerToken } from '@/lib/http/bearer-token';
import { limitRequest } from '@/lib/rate-limit/limit-request';
import { insightsFilterFrom } from '@/lib/survey-insights/insights-query';
import { readSurveyInsights } from '@/lib/survey-insights/insights-service';
import { MEMBER_REFUSAL_STATUS } from '@/lib/team/authorised-member';
import { checkMember } from '@/lib/team/authorised-member-service';
import { canReadSurvey } from '@/lib/team/roles';

export const dynamic = 'force-dynamic';

const headers = { 'Cache-Control': 'no-store' };

/**
 * GET /api/team/survey-insights?from=YYYY-MM-DD&to=YYYY-MM-DD&block=<block> (Authorization: Bearer
 * <ID token>) → the survey's answers counted, for a member who reads the survey. Counts only.
 */
export async function GET(request: NextRequest) {
  const limited = await limitRequest(request, 'surveyInsights');
  if (limited) return limited;
  const caller = await checkMember(bearerToken(request.headers), canReadSurvey);
  if (!caller.ok) return NextResponse.json(caller, { status: MEMBER_REFUSAL_STATUS[caller.code], headers });
  const filter = insightsFilterFrom(request.nextUrl.searchParams);
  if (!filter) return NextResponse.json({ ok: false, code: 'invalid' }, { status: 400, headers });
  try {
    return NextResponse.json({ ok: true, insights: await readSurveyInsights(filter) }, { headers });
  } catch (error) {
    console.error('Survey insights failed', error instanceof Error ? error.message : error);
    return NextResponse.json({ ok: false, code: 'failed' }, { status: 503, headers });
  }
}
