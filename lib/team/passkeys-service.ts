import 'server-only';
import { publicEnv } from '@/lib/env/public';
import { adminRead, adminRemove, adminWrite } from '@/lib/firebase/admin';
import { openSharedStore } from '@/lib/shared-store';
import { openMemberSession } from './account-service';
import { passkeyChallenges, type StoredChallenge } from './passkeys-challenges';
import { relyingParty } from './passkeys-relying-party';
import type { PasskeyRecords, PasskeySignInDeps } from './passkeys';

/** Where a member's passkeys live: a node the database rules keep from every browser. */
export const passkeysPath = (memberKey: string) => `teamPasskeys/${memberKey}`;
const passkeyPath = (memberKey: string, id: string) => `${passkeysPath(memberKey)}/${id}`;

const records: PasskeyRecords = {
  list: (memberKey) => adminRead(passkeysPath(memberKey)),
  get: (memberKey, id) => adminRead(passkeyPath(memberKey, id)),
  put: (memberKey, id, passkey) => adminWrite(passkeyPath(memberKey, id), passkey),
  async change(memberKey, id, fields) {
    await Promise.all(
      Object.entries(fields).map(([field, value]) => adminWrite(`${passkeyPath(memberKey, id)}/${field}`, value)),
    );
  },
  remove: (memberKey, id) => adminRemove(passkeyPath(memberKey, id)),
};

/** In Redis when REDIS_URL is set, so the instance that checks an answer need not be the one that asked. */
const challenges = () => passkeyChallenges(openSharedStore<StoredChallenge>('team-passkey-challenges', 1000));

export const passkeyDeps = (): PasskeySignInDeps => ({
  records,
  challenges: challenges(),
  now: Date.now,
  readTeamMembers: () => adminRead('teamMembers'),
  // The same session as a password opens: its idle and absolute limits, ended by logout or reset.
  startSession: openMemberSession,
});

/** This site as the relying party of a request from `origin` (its Origin header), or null. */
export const requestRelyingParty = (origin: string | null) => relyingParty(origin, publicEnv.NEXT_PUBLIC_SITE_URL);
