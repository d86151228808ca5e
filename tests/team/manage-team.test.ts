// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import seed from '@/lib/firebase/seed/database.seed.json';
import { listTeam, resetMemberPassword, type ManageTeamDeps } from '@/lib/team/manage-team';

const TOKENS: Record<string, { uid: string; role: string }> = {
  coordinator: { uid: 'team--demo-coordinator', role: 'Coordinator' },
  coach: { uid: 'team--demo-coach', role: 'RUFC Coach' },
  // The coach's token, with a Coordinator claim the stored record does not back.
  promotedCoach: { uid: 'team--demo-coach', role: 'Coordinator' },
  removed: { uid: 'team--removed-member', role: 'Coordinator' },
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
    deleteSecret: vi.fn(async (key: string) => void delete secrets[key]),
    revokeSessions: vi.fn(async () => {}),
    log: vi.fn(),
  } satisfies ManageTeamDeps & { secrets: unknown };
}

describe('resetting a member’s password', () => {
  it('for a Coordinator: deletes the member’s password and ends their sessions', async () => {
    const d = deps();
    expect(await resetMemberPassword({ idToken: 'coordinator', memberId: 'RYF002' }, d)).toEqual({ ok: true });
    expect(d.verifyIdToken).toHaveBeenCalledWith('coordinator');
    expect(d.deleteSecret).toHaveBeenCalledWith('-demo-coach');
    expect(d.revokeSessions).toHaveBeenCalledWith('team--demo-coach');
    expect(d.secrets).toEqual({});
  });

  it.each([
    ['no token', null, 'unauthenticated'],
    ['an invalid or revoked token', 'forged', 'unauthenticated'],
    ['a RUFC Coach', 'coach', 'forbidden'],
    ['a coach whose token claims Coordinator', 'promotedCoach', 'forbidden'],
    ['a Coordinator removed from the team', 'removed', 'forbidden'],
  ])('refuses %s', async (_, idToken, code) => {
    const d = deps();
    expect(await resetMemberPassword({ idToken, memberId: 'RYF001' }, d)).toEqual({ ok: false, code });
    expect(d.deleteSecret).not.toHaveBeenCalled();
    expect(d.revokeSessions).not.toHaveBeenCalled();
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
