import { NextResponse, type NextRequest } from 'next/server';
import { bearerToken } from '@/lib/http/bearer-token';
import { readJsonBody } from '@/lib/http/json-body';
import { appendAccessEntry } from '@/lib/privacy/access-log';
import { adminGuardianLinkKey, adminGuardianStore } from '@/lib/privacy/form-saving';
import { confirmInPerson } from '@/lib/privacy/guardian-consent';
import { inPersonConsentSchema } from '@/lib/privacy/in-person-consent';
import { limitRequest } from '@/lib/rate-limit/limit-request';
import { MEMBER_REFUSAL_STATUS } from '@/lib/team/authorised-member';
import { checkMember } from '@/lib/team/authorised-member-service';
import { canChangeStatus } from '@/lib/team/roles';

export const dynamic = 'force-dynamic';

const headers = { 'Cache-Control': 'no-store' };

/**
 * POST /api/team/guardian-consent {form, recordKey} (Authorization: Bearer <ID token>): a member
 * who may change the form's status records a parent's consent taken in person; the held record
 * joins the inbox. 409 when the record is not waiting (gone, or confirmed already).
 */
export async function POST(request: NextRequest) {
  const limited = await limitRequest(request, 'teamGuardianConsent');
  if (limited) return limited;
  const body = await readJsonBody(request, inPersonConsentSchema);
  if (!body.ok) return NextResponse.json({ ok: false, code: 'invalid' }, { status: body.status, headers });
  const { form, recordKey } = body.value;
  const caller = await checkMember(bearerToken(request.headers), (role) => canChangeStatus(role, form));
  if (!caller.ok) return NextResponse.json(caller, { status: MEMBER_REFUSAL_STATUS[caller.code], headers });
  try {
    const { memberId, name } = caller.member;
    const outcome = await confirmInPerson(form, recordKey, { memberId, name }, Date.now(), {
      store: adminGuardianStore,
      linkKey: adminGuardianLinkKey,
    });
    if (outcome === 'notWaiting') return NextResponse.json({ ok: false, code: 'notWaiting' }, { status: 409, headers });
    // Releasing a child's record is an act on their data: the record of who looked keeps it.
    await appendAccessEntry({
      by: memberId,
      byName: name,
      role: caller.member.role,
      action: 'consent',
      form,
      recordKey,
      count: 1,
    });
    return NextResponse.json({ ok: true }, { headers });
  } catch (error) {
    console.error('In-person consent not saved', error instanceof Error ? error.message : error);
    return NextResponse.json({ ok: false, code: 'failed' }, { status: 503, headers });
  }
}
