import { NextResponse, type NextRequest } from 'next/server';
import { bearerToken } from '@/lib/http/bearer-token';
import { readJsonBody } from '@/lib/http/json-body';
import { teamActionSchema } from '@/lib/privacy/data-requests/model';
import {
  answerRequest,
  closeRequest,
  eraseForRequest,
  listRequests,
  recordWithdrawal,
} from '@/lib/privacy/data-requests/requests';
import { teamDeps } from '@/lib/privacy/data-requests/service';
import { limitRequest } from '@/lib/rate-limit/limit-request';
import { MEMBER_REFUSAL_STATUS } from '@/lib/team/authorised-member';
import { checkMember } from '@/lib/team/authorised-member-service';
import { canHandlePersonalData } from '@/lib/team/roles';

export const dynamic = 'force-dynamic';

const headers = { 'Cache-Control': 'no-store' };
const failed = (error: unknown) => {
  console.error('Data requests failed', error instanceof Error ? error.message : error);
  return NextResponse.json({ ok: false, code: 'failed' }, { status: 503, headers });
};

/** GET /api/team/data-requests (Authorization: Bearer <ID token>) → every request, open first. */
export async function GET(request: NextRequest) {
  const limited = await limitRequest(request, 'teamDataRequests');
  if (limited) return limited;
  const caller = await checkMember(bearerToken(request.headers), canHandlePersonalData);
  if (!caller.ok) return NextResponse.json(caller, { status: MEMBER_REFUSAL_STATUS[caller.code], headers });
  try {
    const { store } = await teamDeps();
    return NextResponse.json({ ok: true, requests: await listRequests(store) }, { headers });
  } catch (error) {
    return failed(error);
  }
}

/** POST /api/team/data-requests {action: answer | close | erase | withdraw, requestKey, answer?} → the request. */
export async function POST(request: NextRequest) {
  const limited = await limitRequest(request, 'teamDataRequests');
  if (limited) return limited;
  const caller = await checkMember(bearerToken(request.headers), canHandlePersonalData);
  if (!caller.ok) return NextResponse.json(caller, { status: MEMBER_REFUSAL_STATUS[caller.code], headers });
  const body = await readJsonBody(request, teamActionSchema);
  if (!body.ok) return NextResponse.json({ ok: false, code: 'invalid' }, { status: body.status, headers });
  const member = { memberId: caller.member.memberId, name: caller.member.name };
  try {
    const deps = await teamDeps();
    const action = body.value;
    const result =
      action.action === 'answer'
        ? await answerRequest(action.requestKey, action.answer, member, deps)
        : action.action === 'close'
          ? await closeRequest(action.requestKey, member, deps)
          : action.action === 'erase'
            ? await eraseForRequest(action.requestKey, member, deps)
            : await recordWithdrawal(action.requestKey, member, deps);
    if (!result.ok) return NextResponse.json(result, { status: result.code === 'notFound' ? 404 : 409, headers });
    return NextResponse.json({ ok: true }, { headers });
  } catch (error) {
    return failed(error);
  }
}
