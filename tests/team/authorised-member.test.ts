// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import seed from '@/lib/firebase/seed/database.seed.json';
import { anyRole, authorisedMember, type AuthorisedMemberDeps } from '@/lib/team/authorised-member';
import { canManageTeam } from '@/lib/team/roles';

const SID = 'S'.repeat(22);
const TOKENS: Record<string, { uid: string; role: string; sid?: string }> = {
  coordinator: { uid: 'team--demo-coordinator', role: 'Coordinator', sid: SID },
  coach: { uid: 'team--demo-coach', role: 'RUFC Coach', sid: SID },
  // Issued before sessions existed, or forged without one.
  noSession: { uid: 'team--demo-coordinator', role: 'Coordinator' },
  numberSession: { uid: 'team--demo-coordinator', role: 'Coordinator', sid: 42 as unknown as string },
};

function deps(live = true) {
  return {
    verifyIdToken: vi.fn(async (token: string) => {
      const decoded = TOKENS[token];
      if (!decoded) throw new Error('Decoding Firebase ID token failed');
      return decoded;
    }),
    readTeamMembers: vi.fn(async (): Promise<unknown> => seed.teamMembers),
    sessionIsLive: vi.fn(async () => live),
  } satisfies AuthorisedMemberDeps;
}

describe('the caller of a team route', () => {
  it('is let in with an open session, and told which session is theirs', async () => {
    const d = deps();
    const result = await authorisedMember('coordinator', canManageTeam, d);
    expect(result).toMatchObject({
      ok: true,
      sessionId: SID,
      member: { key: '-demo-coordinator', memberId: 'RYF001' },
    });
    expect(d.sessionIsLive).toHaveBeenCalledWith('-demo-coordinator', SID);
  });

  it.each([
    ['no token', null],
    ['a token that does not verify', 'forged'],
    ['a token naming no session', 'noSession'],
    ['a token whose session is not text', 'numberSession'],
  ])('is unauthenticated with %s', async (_, token) => {
    const d = deps();
    expect(await authorisedMember(token, anyRole, d)).toEqual({ ok: false, code: 'unauthenticated' });
    expect(d.sessionIsLive).not.toHaveBeenCalled();
  });

  it('is unauthenticated once the session has ended (logout, idle, reset), whatever the role', async () => {
    const d = deps(false);
    expect(await authorisedMember('coordinator', anyRole, d)).toEqual({ ok: false, code: 'unauthenticated' });
    expect(await authorisedMember('coach', canManageTeam, d)).toEqual({ ok: false, code: 'unauthenticated' });
  });

  it('is forbidden, with an open session, a role the route does not take', async () => {
    expect(await authorisedMember('coach', canManageTeam, deps())).toEqual({ ok: false, code: 'forbidden' });
    expect(await authorisedMember('coach', anyRole, deps())).toMatchObject({ ok: true, sessionId: SID });
  });
});
