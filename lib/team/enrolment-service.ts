import 'server-only';
import { adminRead, adminTransaction } from '@/lib/firebase/admin';
import { openSharedStore } from '@/lib/shared-store';
import { openMemberSession } from './account-service';
import { choosePassword } from './choose-password';
import { enrolmentTickets, type Enrolment } from './enrolment-tickets';
import { hashPassword, type StoredPassword } from './password-hash';

/** Where members' password hashes live: a node the database rules keep from every browser. */
export const secretPath = (memberKey: string) => `teamSecrets/${memberKey}`;

/** In Redis when REDIS_URL is set, so a ticket issued by one instance is taken by any other. */
export const teamEnrolmentTickets = () => enrolmentTickets(openSharedStore<Enrolment>('team-enrolment', 1000));

export const readTeamSecret = (memberKey: string) => adminRead(secretPath(memberKey));

/** Writes the hash only where there is none, as one transaction (see choosePassword). */
const claimSecret = (memberKey: string, secret: StoredPassword) =>
  adminTransaction(secretPath(memberKey), (current) => (current === null ? secret : undefined));

export const teamChoosePassword = (input: { memberId: string; ticket: string; password: string }) =>
  choosePassword(input, {
    tickets: teamEnrolmentTickets(),
    readTeamMembers: () => adminRead('teamMembers'),
    claimSecret,
    hashPassword: (password: string) => hashPassword(password),
    openSession: openMemberSession,
  });
