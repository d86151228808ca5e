import { NextResponse, type NextRequest } from 'next/server';
import { bearerToken } from '@/lib/http/bearer-token';
import { retentionPreview } from '@/lib/privacy/retention-run/preview';
import { limitRequest } from '@/lib/rate-limit/limit-request';
import { MEMBER_REFUSAL_STATUS } from '@/lib/team/authorised-member';
import { checkMember } from '@/lib/team/authorised-member-service';
import { canHandlePersonalData } from '@/lib/team/roles';

export const dynamic = 'force-dynamic';

const headers = { 'Cache-Control': 'no-store' };

/**
 * GET /api/team/retention (Authorization: Bearer <ID token>) → the dry run: per retention rule,
 * how many records the next run would remove and their references, and the last run's counts.
 * For the roles that handle personal data. A GET has no body to limit.
 */
export async function GET(request: NextRequest) {
  const limited = await limitRequest(request, 'retentionPreview');
  if (limited) return limited;
  const caller = await checkMember(bearerToken(request.headers), canHandlePersonalData);
  if (!caller.ok) return NextResponse.json(caller, { status: MEMBER_REFUSAL_STATUS[caller.code], headers });
  try {
    return NextResponse.json({ ok: true, preview: await retentionPreview() }, { headers });
  } catch (error) {
    console.error('Retention preview failed', error instanceof Error ? error.message : error);
    return NextResponse.json({ ok: false, code: 'failed' }, { status: 503, headers });
  }
}
