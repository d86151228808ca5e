import { createHash, randomBytes } from 'node:crypto';
import type { SharedStore } from '@/lib/shared-store/types';

/** Who a ticket lets choose a password: the member whose WhatsApp number was just checked. */
export interface Enrolment {
  memberKey: string;
  memberId: string;
}

/**
 * Short-lived proof that the member ID and WhatsApp number were right, exchanged for choosing a
 * password. The ticket is 256 random bits handed to the browser once; the store keeps only its
 * SHA-256, so a copy of the store cannot be replayed. Kept in the shared store, so any instance
 * can take a ticket another issued.
 */
export interface EnrolmentTickets {
  issue(enrolment: Enrolment): Promise<string>;
  /** The ticket's enrolment, or null when it is unknown, expired or malformed. */
  read(ticket: string): Promise<Enrolment | null>;
  /** Used up: a chosen password ends the ticket. */
  discard(ticket: string): Promise<void>;
}

/** Long enough to think of a password, short enough that a forgotten tab is no open door. */
export const ENROLMENT_TTL_MS = 10 * 60_000;

const TICKET_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const storeKey = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

export function enrolmentTickets(store: SharedStore<Enrolment>, ttlMs = ENROLMENT_TTL_MS): EnrolmentTickets {
  return {
    async issue(enrolment) {
      const ticket = randomBytes(32).toString('base64url');
      await store.set(storeKey(ticket), enrolment, ttlMs);
      return ticket;
    },
    async read(ticket) {
      if (!TICKET_PATTERN.test(ticket)) return null;
      return (await store.get(storeKey(ticket))) ?? null;
    },
    async discard(ticket) {
      if (TICKET_PATTERN.test(ticket)) await store.delete(storeKey(ticket));
    },
  };
}
