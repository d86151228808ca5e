// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import seed from '@/lib/firebase/seed/database.seed.json';
import { listTeam, resetMemberPassword, type ManageTeamDeps } from '@/lib/team/manage-team';

const TOKENS: Record<string, { uid: string; role: string; sid: string }> = {
  coordinator: { uid: 'team--demo-coordinator', role: 'Coordinator', sid: 'open' },
  coach: { uid: 'team--demo-coach', role: 'RUFC Coach', sid: 'open' },
  // The coach's token, with a Coordinator claim the stored record does not back.
  promotedCoach: { uid: 'team--demo-coach', role: 'Coordinator', sid: 'open' },
  removed: { uid: 'team--removed-member', role: 'Coordinator', sid: 'open' },
  // The Coordinator's token after her session ended (logout, idle, reset).
  endedSession: { uid: 'team--demo-coordinator', role: 'Coordinator', sid: 'ended' },
};

function deps() {
  const secrets: Record<string, unknown> = { '-demo-coach': { algorithm: 'scrypt' } };
  return {
    secrets,
    verifyIdToken: vi.fn(async (token: string) => {
      const decoded = TOKENS[token];
      if (!decoded) throw new Error('Decoding Firebase ID token failed');
      return decoded;
    }),
    readTeamMembers: vi.fn(async (): Promise<unknown> => seed.teamMembers),
    readSecrets: vi.fn(async (): Promise<unknown> => secrets),
    sessionIsLive: vi.fn(async (_key: string, sessionId: string) => sessionId === 'open'),
    deleteSecret: vi.fn(async (key: string) => void delete secrets[key]),
    removePasskeys: vi.fn(async () => {}),
    endSessions: vi.fn(async () => {}),
    revokeSessions: vi.fn(async () => {}),
    issueInvitation: vi.fn(async () => 'ABCDE-FGHJK'),
    log: vi.fn(),
  } satisfies ManageTeamDeps & { secrets: unknown };
}

describe('resetting a member’s password', () => {
  it('for a Coordinator: ends the member’s password, passkeys and sessions, then answers a new invitation code', async () => {
    const d = deps();
    const order: string[] = [];
    for (const step of ['deleteSecret', 'removePasskeys', 'endSessions', 'revokeSessions'] as const) {
      d[step].mockImplementationOnce(async () => void order.push(step));
    }
    d.issueInvitation.mockImplementationOnce(async () => {
      order.push('issueInvitation');
      return 'ABCDE-FGHJK';
    });
    expect(await resetMemberPassword({ idToken: 'coordinator', memberId: 'RYF002' }, d)).toEqual({
      ok: true,
      code: 'ABCDE-FGHJK',
    });
    expect(d.verifyIdToken).toHaveBeenCalledWith('coordinator');
    expect(d.deleteSecret).toHaveBeenCalledWith('-demo-coach');
    expect(d.removePasskeys).toHaveBeenCalledWith('-demo-coach');
    expect(d.endSessions).toHaveBeenCalledWith('-demo-coach');
    expect(d.revokeSessions).toHaveBeenCalledWith('team--demo-coach');
    // The invitation names who made it; the old ways in are shut before the new one exists.
    expect(d.issueInvitation).toHaveBeenCalledWith('-demo-coach', 'RYF001');
    expect(order).toEqual(['deleteSecret', 'removePasskeys', 'endSessions', 'revokeSessions', 'issueInvitation']);
  });

  it.each([
    ['no token', null, 'unauthenticated'],
    ['an invalid or revoked token', 'forged', 'unauthenticated'],
    ['a RUFC Coach', 'coach', 'forbidden'],
    ['a coach whose token claims Coordinator', 'promotedCoach', 'forbidden'],
    ['a Coordinator removed from the team', 'removed', 'forbidden'],
    ['a Coordinator whose session has ended', 'endedSession', 'unauthenticated'],
  ])('refuses %s', async (_, idToken, code) => {
    const d = deps();
    expect(await resetMemberPassword({ idToken, memberId: 'RYF001' }, d)).toEqual({ ok: false, code });
    expect(d.deleteSecret).not.toHaveBeenCalled();
    expect(d.revokeSessions).not.toHaveBeenCalled();
    expect(d.issueInvitation).not.toHaveBeenCalled();
  });

  it('answers unknownMember for an ID not on the team', async () => {
    const d = deps();
    expect(await resetMemberPassword({ idToken: 'coordinator', memberId: 'RYF999' }, d)).toEqual({
      ok: false,
      code: 'unknownMember',
    });
  });

  it('answers "failed" when sessions cannot be ended', async () => {
    const d = deps();
    d.revokeSessions.mockRejectedValue(new Error('auth down'));
    expect(await resetMemberPassword({ idToken: 'coordinator', memberId: 'RYF002' }, d)).toEqual({
      ok: false,
      code: 'failed',
    });
    expect(d.log).toHaveBeenCalledWith('Managing the team failed', 'auth down');
    // No code is shown for a reset that did not finish.
    expect(d.issueInvitation).not.toHaveBeenCalled();
  });
});

describe('listing the team', () => {
  it('shows a Coordinator each member, whether they have a password, and no number or hash', async () => {
    const result = await listTeam('coordinator', deps());
    expect(result).toMatchObject({ ok: true });
    const members = result.ok ? result.members : [];
    expect(members.map((m) => [m.memberId, m.hasPassword])).toEqual([
      ['RYF001', false],
      ['RYF002', true],
      ['RYF003', false],
      ['RYF009', false],
    ]);
    const text = JSON.stringify(result);
    for (const m of Object.values(seed.teamMembers)) expect(text).not.toContain(m.whatsapp);
    expect(text).not.toContain('scrypt');
  });

  it('refuses anyone else', async () => {
    expect(await listTeam('coach', deps())).toEqual({ ok: false, code: 'forbidden' });
    expect(await listTeam(null, deps())).toEqual({ ok: false, code: 'unauthenticated' });
  });
});
