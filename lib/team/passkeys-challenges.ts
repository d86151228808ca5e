import { randomBytes } from 'node:crypto';
import type { SharedStore } from '@/lib/shared-store/types';

/** What a challenge was issued for: adding a passkey (to one member) or signing in (anyone). */
export type ChallengePurpose = { kind: 'register'; memberKey: string } | { kind: 'sign-in' };

export interface StoredChallenge {
  challenge: string;
  purpose: ChallengePurpose;
}

/** Long enough to find the phone and touch its sensor, short enough that a stolen answer goes stale. */
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60_000;

const ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/**
 * The challenges the browser's authenticator signs. Each is kept under a random id handed to the
 * browser with the options, and taken once: an answer sent twice (or to another instance, the
 * store being shared) finds nothing the second time.
 */
export function passkeyChallenges(store: SharedStore<StoredChallenge>, ttlMs = PASSKEY_CHALLENGE_TTL_MS) {
  return {
    async issue(challenge: string, purpose: ChallengePurpose): Promise<string> {
      const id = randomBytes(16).toString('base64url');
      await store.set(id, { challenge, purpose }, ttlMs);
      return id;
    },
    /** The challenge under `id` if it was issued for `purpose`, removed whatever it was; null when none. */
    async take(id: string, purpose: ChallengePurpose): Promise<string | null> {
      if (!ID_PATTERN.test(id)) return null;
      // Where several instances share the store, only the first to claim the id may use it.
      if (store.claim && !(await store.claim(`taken:${id}`, ttlMs))) return null;
      const stored = await store.get(id);
      await store.delete(id);
      if (!stored || stored.purpose.kind !== purpose.kind) return null;
      if (
        purpose.kind === 'register' &&
        stored.purpose.kind === 'register' &&
        stored.purpose.memberKey !== purpose.memberKey
      ) {
        return null;
      }
      return stored.challenge;
    },
  };
}

export type PasskeyChallenges = ReturnType<typeof passkeyChallenges>;
