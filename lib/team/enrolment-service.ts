import 'server-only';
import { adminRead, adminWrite, mintCustomToken } from '@/lib/firebase/admin';
import { openSharedStore } from '@/lib/shared-store';
import { choosePassword } from './choose-password';
import { enrolmentTickets, type Enrolment } from './enrolment-tickets';
import { hashPassword, type StoredPassword } from './password-hash';

/** Where members' password hashes live: a node the database rules keep from every browser. */
export const secretPath = (memberKey: string) => `teamSecrets/${memberKey}`;

/** In Redis when REDIS_URL is set, so a ticket issued by one instance is taken by any other. */
export const teamEnrolmentTickets = () => enrolmentTickets(openSharedStore<Enrolment>('team-enrolment', 1000));

export const readTeamSecret = (memberKey: string) => adminRead(secretPath(memberKey));

export const teamChoosePassword = (input: { memberId: string; ticket: string; password: string }) =>
  choosePassword(input, {
    tickets: teamEnrolmentTickets(),
    readTeamMembers: () => adminRead('teamMembers'),
    readSecret: readTeamSecret,
    writeSecret: (memberKey: string, secret: StoredPassword) => adminWrite(secretPath(memberKey), secret),
    hashPassword: (password: string) => hashPassword(password),
    mintToken: mintCustomToken,
  });
