import { serverPasswordProblem } from './common-passwords';
import type { EnrolmentTickets } from './enrolment-tickets';
import type { SignedInMember } from './member';
import { teamMembersFrom, type TeamMemberRecord } from './members';
import type { StoredPassword } from './password-hash';
import type { PasswordProblem } from './password-rules';

export interface ChoosePasswordDeps {
  tickets: Pick<EnrolmentTickets, 'read' | 'discard'>;
  readTeamMembers: () => Promise<unknown>;
  /** Stores the hash only if the member has none, in one step: false when one was there. */
  claimSecret: (memberKey: string, secret: StoredPassword) => Promise<boolean>;
  hashPassword: (password: string) => Promise<StoredPassword>;
  openSession: (member: TeamMemberRecord) => Promise<{ token: string; member: SignedInMember }>;
  log?: (message: string, error: unknown) => void;
}

/**
 * invalidTicket: expired, forged, for another member, or the member is gone; alreadyChosen: the
 * member has a password (chosen in another tab, or by whoever else held the code first).
 */
export type ChoosePasswordCode = 'invalidTicket' | 'alreadyChosen' | 'failed' | PasswordProblem;

export type ChoosePasswordResult =
  { ok: true; token: string; member: SignedInMember } | { ok: false; code: ChoosePasswordCode };

/**
 * Stores the password a member chose with an enrolment ticket and opens their first session. The
 * ticket stays valid while the password is refused (the member tries another), and is used up
 * once one is stored. Of two choices at once, on any instances, the first stored wins and the
 * other is told so: a password is never silently replaced.
 */
export async function choosePassword(
  { memberId, ticket, password }: { memberId: string; ticket: string; password: string },
  { tickets, readTeamMembers, claimSecret, hashPassword, openSession, log = console.error }: ChoosePasswordDeps,
): Promise<ChoosePasswordResult> {
  try {
    const enrolment = await tickets.read(ticket);
    if (!enrolment || enrolment.memberId !== memberId.trim()) return { ok: false, code: 'invalidTicket' };
    const member = teamMembersFrom(await readTeamMembers()).find(
      (m) => m.key === enrolment.memberKey && m.memberId === enrolment.memberId,
    );
    if (!member) return { ok: false, code: 'invalidTicket' };
    const problem = serverPasswordProblem(password, {
      memberId: member.memberId,
      phone: member.whatsapp,
      name: member.name,
    });
    if (problem) return { ok: false, code: problem };
    const stored = await claimSecret(member.key, await hashPassword(password));
    await tickets.discard(ticket);
    if (!stored) return { ok: false, code: 'alreadyChosen' };
    return { ok: true, ...(await openSession(member)) };
  } catch (error) {
    // The store's, the database's or the token service's error; never the password.
    log('Choosing a password failed', error instanceof Error ? error.message : error);
    return { ok: false, code: 'failed' };
  }
}
