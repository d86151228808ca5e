import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { siteConfig } from '@/lib/site-config';
import type { SignedInMember } from './member';
import { teamMembersFrom, type TeamMemberRecord } from './members';
import type { PasskeyChallenges } from './passkeys-challenges';
import type { RelyingParty } from './passkeys-relying-party';
import type { AddPasskeyError, PasskeyListEntry, PasskeySignInError } from './passkeys-types';

/** A passkey as stored at teamPasskeys/<member key>/<credential id>, written by the server alone. */
export interface StoredPasskey {
  /** The credential's public key (COSE), base64url. */
  publicKey: string;
  counter: number;
  transports: string[];
  name: string;
  createdAt: number;
  lastUsedAt: number | null;
}

/** The member's passkeys in the database (see passkeys-service.ts). */
export interface PasskeyRecords {
  /** The node teamPasskeys/<memberKey> as read: an object keyed by credential id, or null. */
  list(memberKey: string): Promise<unknown>;
  get(memberKey: string, id: string): Promise<unknown>;
  put(memberKey: string, id: string, passkey: StoredPasskey): Promise<void>;
  /** Changes the named fields of a passkey that exists. */
  change(memberKey: string, id: string, fields: Partial<StoredPasskey>): Promise<void>;
  remove(memberKey: string, id: string): Promise<void>;
}

export interface PasskeyDeps {
  records: PasskeyRecords;
  challenges: PasskeyChallenges;
  now: () => number;
}

export interface PasskeySignInDeps extends PasskeyDeps {
  readTeamMembers: () => Promise<unknown>;
  /** Opens the member's session: what a password sign-in ends with. */
  startSession: (member: TeamMemberRecord) => Promise<{ token: string; member: SignedInMember }>;
}

/** A member needs a few (a phone, a laptop, a spare key); more would be a list nobody looks after. */
export const MAX_PASSKEYS_PER_MEMBER = 10;

/**
 * The member proves it is them on the device (fingerprint, face or screen lock), not only that
 * someone holds it: a passkey replaces a password, so it must be as personal as one.
 */
const USER_VERIFICATION = 'required';

export type PasskeyChangeError = 'notFound';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A stored passkey, or null when the value is not one (nothing stored, or a damaged record). */
export function storedPasskeyFrom(value: unknown): StoredPasskey | null {
  if (!isRecord(value)) return null;
  const { publicKey, counter, transports, name, createdAt, lastUsedAt } = value;
  if (typeof publicKey !== 'string' || typeof counter !== 'number' || typeof createdAt !== 'number') return null;
  return {
    publicKey,
    counter,
    // The database drops empty lists: no transports are stored as none.
    transports: Array.isArray(transports) ? transports.filter((t): t is string => typeof t === 'string') : [],
    name: typeof name === 'string' ? name : '',
    createdAt,
    lastUsedAt: typeof lastUsedAt === 'number' ? lastUsedAt : null,
  };
}

function passkeysFrom(node: unknown): [string, StoredPasskey][] {
  if (!isRecord(node)) return [];
  return Object.entries(node).flatMap(([id, raw]) => {
    const passkey = storedPasskeyFrom(raw);
    return passkey ? [[id, passkey] as [string, StoredPasskey]] : [];
  });
}

const entryOf = (id: string, { name, createdAt, lastUsedAt }: StoredPasskey): PasskeyListEntry => ({
  id,
  name,
  createdAt,
  lastUsedAt,
});

/** A member's passkeys, oldest first. */
export async function listPasskeys(member: TeamMemberRecord, { records }: Pick<PasskeyDeps, 'records'>) {
  return passkeysFrom(await records.list(member.key))
    .map(([id, passkey]) => entryOf(id, passkey))
    .sort((a, b) => a.createdAt - b.createdAt);
}

/**
 * The options the browser makes a passkey with. The passkey's user handle is the member's record
 * key, so a sign-in with it (which names no member) says whose it is; the member's own passkeys
 * are excluded, so one device is not added twice.
 */
export async function registrationOptions(
  member: TeamMemberRecord,
  rp: RelyingParty,
  { records, challenges }: Pick<PasskeyDeps, 'records' | 'challenges'>,
): Promise<{ challengeId: string; options: PublicKeyCredentialCreationOptionsJSON }> {
  const existing = passkeysFrom(await records.list(member.key));
  const options = await generateRegistrationOptions({
    rpName: siteConfig.name,
    rpID: rp.rpID,
    userID: new TextEncoder().encode(member.key),
    userName: member.memberId,
    userDisplayName: member.name,
    attestationType: 'none',
    excludeCredentials: existing.map(([id, passkey]) => ({ id, transports: passkey.transports })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: USER_VERIFICATION },
  });
  const challengeId = await challenges.issue(options.challenge, { kind: 'register', memberKey: member.key });
  return { challengeId, options };
}

/** Checks the new passkey against its challenge and keeps it under the member's name for it. */
export async function addPasskey(
  member: TeamMemberRecord,
  input: { challengeId: string; name: string; response: RegistrationResponseJSON },
  rp: RelyingParty,
  { records, challenges, now }: PasskeyDeps,
): Promise<{ ok: true; passkey: PasskeyListEntry } | { ok: false; code: AddPasskeyError }> {
  const challenge = await challenges.take(input.challengeId, { kind: 'register', memberKey: member.key });
  if (!challenge) return { ok: false, code: 'expired' };
  if (passkeysFrom(await records.list(member.key)).length >= MAX_PASSKEYS_PER_MEMBER) {
    return { ok: false, code: 'tooMany' };
  }
  const verification = await verifyRegistrationResponse({
    response: input.response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.rpID,
    requireUserVerification: true,
  }).catch(() => null);
  if (!verification?.verified) return { ok: false, code: 'rejected' };
  const { credential } = verification.registrationInfo;
  const passkey: StoredPasskey = {
    publicKey: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    transports: credential.transports ?? [],
    name: input.name.trim(),
    createdAt: now(),
    lastUsedAt: null,
  };
  await records.put(member.key, credential.id, passkey);
  return { ok: true, passkey: entryOf(credential.id, passkey) };
}

/** Renames one of the member's own passkeys; another member's id is not found. */
export async function renamePasskey(
  member: TeamMemberRecord,
  id: string,
  name: string,
  { records }: Pick<PasskeyDeps, 'records'>,
): Promise<{ ok: true } | { ok: false; code: PasskeyChangeError }> {
  if (!storedPasskeyFrom(await records.get(member.key, id))) return { ok: false, code: 'notFound' };
  await records.change(member.key, id, { name: name.trim() });
  return { ok: true };
}

/** Removes one of the member's own passkeys: it signs nobody in from then on. */
export async function removePasskey(
  member: TeamMemberRecord,
  id: string,
  { records }: Pick<PasskeyDeps, 'records'>,
): Promise<{ ok: true } | { ok: false; code: PasskeyChangeError }> {
  if (!storedPasskeyFrom(await records.get(member.key, id))) return { ok: false, code: 'notFound' };
  await records.remove(member.key, id);
  return { ok: true };
}

/**
 * The options for signing in with a passkey. No member is named: the browser offers the passkeys
 * it holds for this site (discoverable credentials), and the one chosen says whose it is.
 */
export async function authenticationOptions(
  rp: RelyingParty,
  { challenges }: Pick<PasskeyDeps, 'challenges'>,
): Promise<{ challengeId: string; options: PublicKeyCredentialRequestOptionsJSON }> {
  const options = await generateAuthenticationOptions({ rpID: rp.rpID, userVerification: USER_VERIFICATION });
  const challengeId = await challenges.issue(options.challenge, { kind: 'sign-in' });
  return { challengeId, options };
}

/** The member key a passkey's user handle carries (see registrationOptions), or null. */
function memberKeyOf(userHandle: string | undefined): string | null {
  if (!userHandle) return null;
  const key = Buffer.from(userHandle, 'base64url').toString('utf8');
  // A record key of the database: no path separators or the characters it refuses.
  return key && !/[./#$[\]]/.test(key) ? key : null;
}

/**
 * Signs a member in with a passkey: the challenge must be one this server issued and not yet
 * used, the passkey one the member added (and still has), the member still on the team, and the
 * signature right. Then, like a password sign-in, the member's session starts.
 */
export async function passkeySignIn(
  input: { challengeId: string; response: AuthenticationResponseJSON },
  rp: RelyingParty,
  { records, challenges, now, readTeamMembers, startSession }: PasskeySignInDeps,
  log: (message: string, error: unknown) => void = console.error,
): Promise<{ ok: true; token: string; member: SignedInMember } | { ok: false; code: PasskeySignInError }> {
  try {
    const challenge = await challenges.take(input.challengeId, { kind: 'sign-in' });
    if (!challenge) return { ok: false, code: 'passkeyExpired' };
    const memberKey = memberKeyOf(input.response.response.userHandle);
    if (!memberKey) return { ok: false, code: 'passkeyUnknown' };
    // A member removed from the team keeps no way in, whatever passkeys were left behind.
    const member = teamMembersFrom(await readTeamMembers()).find((m) => m.key === memberKey);
    if (!member) return { ok: false, code: 'passkeyUnknown' };
    const passkey = storedPasskeyFrom(await records.get(member.key, input.response.id));
    if (!passkey) return { ok: false, code: 'passkeyUnknown' };
    const verification = await verifyAuthenticationResponse({
      response: input.response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      credential: {
        id: input.response.id,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
        counter: passkey.counter,
        transports: passkey.transports,
      },
      requireUserVerification: true,
    }).catch(() => null);
    if (!verification?.verified) return { ok: false, code: 'passkeyUnknown' };
    await records.change(member.key, input.response.id, {
      counter: verification.authenticationInfo.newCounter,
      lastUsedAt: now(),
    });
    return { ok: true, ...(await startSession(member)) };
  } catch (error) {
    log('Passkey sign-in failed', error instanceof Error ? error.message : error);
    return { ok: false, code: 'failed' };
  }
}
