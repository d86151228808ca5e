import type { EnrolmentTickets } from './enrolment-tickets';
import type { SignedInMember } from './member';
import { memberToken, type MintToken } from './member-token';
import { teamMembersFrom } from './members';
import type { StoredPassword } from './password-hash';
import { passwordProblem, type PasswordProblem } from './password-rules';

export interface ChoosePasswordDeps {
  tickets: Pick<EnrolmentTickets, 'read' | 'discard'>;
  readTeamMembers: () => Promise<unknown>;
  readSecret: (memberKey: string) => Promise<unknown>;
  writeSecret: (memberKey: string, secret: StoredPassword) => Promise<void>;
  hashPassword: (password: string) => Promise<StoredPassword>;
  mintToken: MintToken;
  log?: (message: string, error: unknown) => void;
}

/**
 * invalidTicket: expired, forged, for another member, or the member is gone; alreadyChosen: the
 * member has a password (chosen in another tab, or by whoever else knew the number first).
 */
export type ChoosePasswordCode = 'invalidTicket' | 'alreadyChosen' | 'failed' | PasswordProblem;

export type ChoosePasswordResult =
  { ok: true; token: string; member: SignedInMember } | { ok: false; code: ChoosePasswordCode };

/**
 * Stores the password a member chose with an enrolment ticket and mints their first token. The
 * ticket stays valid while the password is refused (the member tries another), and is used up
 * once one is stored.
 */
export async function choosePassword(
  { memberId, ticket, password }: { memberId: string; ticket: string; password: string },
  {
    tickets,
    readTeamMembers,
    readSecret,
    writeSecret,
    hashPassword,
    mintToken,
    log = console.error,
  }: ChoosePasswordDeps,
): Promise<ChoosePasswordResult> {
  try {
    const enrolment = await tickets.read(ticket);
    if (!enrolment || enrolment.memberId !== memberId.trim()) return { ok: false, code: 'invalidTicket' };
    const member = teamMembersFrom(await readTeamMembers()).find(
      (m) => m.key === enrolment.memberKey && m.memberId === enrolment.memberId,
    );
    if (!member) return { ok: false, code: 'invalidTicket' };
    const problem = passwordProblem(password, { memberId: member.memberId, phone: member.whatsapp });
    if (problem) return { ok: false, code: problem };
    // Only a member without a password enrols: a ticket is no way to replace a chosen one.
    const existing = await readSecret(member.key);
    if (existing !== null && existing !== undefined) {
      await tickets.discard(ticket);
      return { ok: false, code: 'alreadyChosen' };
    }
    await writeSecret(member.key, await hashPassword(password));
    await tickets.discard(ticket);
    return { ok: true, ...(await memberToken(member, mintToken)) };
  } catch (error) {
    // The store's, the database's or the token service's error; never the password.
    log('Choosing a password failed', error instanceof Error ? error.message : error);
    return { ok: false, code: 'failed' };
  }
}
