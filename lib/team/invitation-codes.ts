import { createHash, randomInt } from 'node:crypto';
import { INVITATION_ALPHABET, INVITATION_LENGTH } from './invitation-rules.mjs';

/** The code as shown: ABCDE-FGHJK. */
export function newInvitationCode(): string {
  const chars = Array.from(
    { length: INVITATION_LENGTH },
    () => INVITATION_ALPHABET[randomInt(INVITATION_ALPHABET.length)],
  );
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** The code as typed, reduced to its characters: case, spaces and dashes do not matter. */
export const normaliseInvitationCode = (typed: string): string => typed.toUpperCase().replace(/[\s-]/g, '');

/** Whether what was typed could be an invitation code at all (else it is checked as a password). */
export const looksLikeInvitationCode = (typed: string): boolean => {
  const code = normaliseInvitationCode(typed);
  return code.length === INVITATION_LENGTH && [...code].every((c) => INVITATION_ALPHABET.includes(c));
};

/** Only this is stored: a copy of the database gives no code away. */
export const invitationHash = (typed: string) =>
  createHash('sha256')
    .update(`team-invitation:${normaliseInvitationCode(typed)}`)
    .digest('hex');
