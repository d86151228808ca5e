import 'server-only';
import { adminWrite } from '@/lib/firebase/admin';
import { sessions } from './account-service';
import { changeOwnPassword } from './change-password';
import { readTeamSecret, secretPath } from './enrolment-service';
import type { TeamMemberRecord } from './members';
import { hashPassword } from './password-hash';
import { addressKey, memberKey } from './sign-in';
import { passwordGuessLimiter } from './sign-in-service';

export const teamChangePassword = (input: {
  member: TeamMemberRecord;
  sessionId: string;
  currentPassword: string;
  newPassword: string;
  address: string;
}) =>
  changeOwnPassword(
    { ...input, limitKeys: { target: memberKey(input.member.memberId), source: addressKey(input.address) } },
    {
      readSecret: readTeamSecret,
      writeSecret: (key, secret) => adminWrite(secretPath(key), secret),
      hashPassword: (password) => hashPassword(password),
      endOtherSessions: (key, keep) => sessions().endAll(key, keep),
      limiter: passwordGuessLimiter(),
    },
  );

/** The member is at work: their session's idle limit starts again. */
export const keepSessionOpen = (member: TeamMemberRecord, sessionId: string) => sessions().touch(member.key, sessionId);

/** Logout: this session ends on the server, so its tokens open nothing, wherever they were copied. */
export const endSession = (member: TeamMemberRecord, sessionId: string) => sessions().end(member.key, sessionId);
