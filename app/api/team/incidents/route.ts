import { NextResponse, type NextRequest } from 'next/server';
import { bearerToken } from '@/lib/http/bearer-token';
import { readJsonBody } from '@/lib/http/json-body';
import { incidentChangeSchema, newIncidentSchema } from '@/lib/privacy/incidents';
import { changeIncident, IncidentError, listIncidents, logIncident } from '@/lib/privacy/incidents-store';
import { limitRequest } from '@/lib/rate-limit/limit-request';
import { MEMBER_REFUSAL_STATUS } from '@/lib/team/authorised-member';
import { checkMember } from '@/lib/team/authorised-member-service';
import type { TeamMemberRecord } from '@/lib/team/members';
import { refusalBeforeBody } from '@/lib/team/member-before-body';
import { canHandlePersonalData } from '@/lib/team/roles';

export const dynamic = 'force-dynamic';

const headers = { 'Cache-Control': 'no-store' };
const STATUS = { ...MEMBER_REFUSAL_STATUS, failed: 503, invalid: 400, notFound: 404, closed: 409 } as const;
/** Four texts of up to 2,000 characters each, in Devanagari (3 bytes a character), and the rest. */
const INCIDENT_BODY_BYTES = 32 * 1024;

const answer = (code: keyof typeof STATUS) => NextResponse.json({ ok: false, code }, { status: STATUS[code], headers });

/** The caller, when they handle personal data; else the answer that refuses them. */
async function coordinator(request: NextRequest): Promise<{ member: TeamMemberRecord } | { refused: Response }> {
  const caller = await checkMember(bearerToken(request.headers), canHandlePersonalData).catch(() => null);
  if (!caller) return { refused: answer('failed') };
  return caller.ok ? { member: caller.member } : { refused: answer(caller.code) };
}

/** Runs a change of the store, answering its known failures. */
async function stored(work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof IncidentError) return answer(error.code);
    console.error('Incidents: the database failed', error instanceof Error ? error.message : error);
    return answer('failed');
  }
}

/** GET /api/team/incidents → every logged incident, open ones first (Coordinator only). */
export async function GET(request: NextRequest) {
  const limited = await limitRequest(request, 'incidents');
  if (limited) return limited;
  const caller = await coordinator(request);
  if ('refused' in caller) return caller.refused;
  return stored(async () => NextResponse.json({ ok: true, incidents: await listIncidents() }, { headers }));
}

/** POST /api/team/incidents {discoveredAt, whatHappened, dataAffected, peopleAffected, measures} → {key}. */
export async function POST(request: NextRequest) {
  const limited = await limitRequest(request, 'incidents');
  if (limited) return limited;
  const refusal = await refusalBeforeBody(request, canHandlePersonalData);
  if (refusal) return answer(refusal);
  const body = await readJsonBody(request, newIncidentSchema, INCIDENT_BODY_BYTES);
  if (!body.ok) return NextResponse.json({ ok: false, code: 'invalid' }, { status: body.status, headers });
  const caller = await coordinator(request);
  if ('refused' in caller) return caller.refused;
  return stored(async () =>
    NextResponse.json({ ok: true, key: await logIncident(body.value, caller.member) }, { status: 201, headers }),
  );
}

/** PATCH /api/team/incidents {change: 'told', key, whom} | {change: 'close', key} → 204. */
export async function PATCH(request: NextRequest) {
  const limited = await limitRequest(request, 'incidents');
  if (limited) return limited;
  const refusal = await refusalBeforeBody(request, canHandlePersonalData);
  if (refusal) return answer(refusal);
  const body = await readJsonBody(request, incidentChangeSchema);
  if (!body.ok) return NextResponse.json({ ok: false, code: 'invalid' }, { status: body.status, headers });
  const caller = await coordinator(request);
  if ('refused' in caller) return caller.refused;
  return stored(async () => {
    await changeIncident(body.value, caller.member);
    return new NextResponse(null, { status: 204, headers });
  });
}
