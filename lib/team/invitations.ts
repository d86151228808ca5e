import { invitationHash, looksLikeInvitationCode, newInvitationCode } from './invitation-codes';
import { INVITATION_TTL_MS } from './invitation-rules.mjs';

/** A member's pending invitation, at teamInvitations/<member key>: one at a time, the newest wins. */
export interface StoredInvitation {
  hash: string;
  createdAt: number;
  expiresAt: number;
  /** The member ID of the Coordinator who made it, or `command line` for the deployer's first one. */
  createdBy: string;
}

export const INVITATIONS_NODE = 'teamInvitations';
export const invitationPath = (memberKey: string) => `${INVITATIONS_NODE}/${memberKey}`;

export interface InvitationDatabase {
  write(path: string, value: unknown): Promise<void>;
  /**
   * Runs `update` on the node's value as a transaction and answers whether it committed: `update`
   * may be called more than once (first with a cached value, then with the stored one), and its
   * last call is the one committed; `undefined` aborts.
   */
  transaction(path: string, update: (current: unknown) => unknown): Promise<boolean>;
  now(): number;
}

const isInvitation = (value: unknown): value is StoredInvitation =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as StoredInvitation).hash === 'string' &&
  typeof (value as StoredInvitation).expiresAt === 'number';

/** Stores a new invitation for the member (replacing any earlier one) and answers its code, to be shown once. */
export async function issueInvitation(
  memberKey: string,
  createdBy: string,
  db: Pick<InvitationDatabase, 'write' | 'now'>,
): Promise<string> {
  const code = newInvitationCode();
  const now = db.now();
  const stored: StoredInvitation = {
    hash: invitationHash(code),
    createdAt: now,
    expiresAt: now + INVITATION_TTL_MS,
    createdBy,
  };
  await db.write(invitationPath(memberKey), stored);
  return code;
}

/**
 * Uses up the member's invitation if `typed` is its code and it has not expired. Atomic: of two
 * sign-ins with the same code at once, on any instances, one redeems it and the other finds none.
 */
export async function redeemInvitation(memberKey: string, typed: string, db: InvitationDatabase): Promise<boolean> {
  if (!looksLikeInvitationCode(typed)) return false;
  const hash = invitationHash(typed);
  let matched = false;
  const committed = await db.transaction(invitationPath(memberKey), (current) => {
    matched = isInvitation(current) && current.hash === hash && current.expiresAt > db.now();
    // A used or expired invitation is removed: it opens nothing any more.
    if (matched || (isInvitation(current) && current.expiresAt <= db.now())) return null;
    // Nothing known yet (a first call before the stored value is read): write nothing, and let the
    // database run the update again with what it holds.
    if (current === null || current === undefined) return null;
    return undefined;
  });
  return committed && matched;
}
