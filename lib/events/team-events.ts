import '@/lib/validation/jitless-zod';
import { z } from 'zod/mini';
import type { AgeBand } from './registration-fields';
import { MAX_ROSTER_ENTRIES, type RegistrationStatus } from './roster';

/**
 * What the team's event panel and the door's check-in exchange with the server: shared by the
 * routes (which check every body against these) and the workspace.
 */

/** The longest message the team can send with a cancelled event, per language. */
export const CANCEL_MESSAGE_MAX_LENGTH = 300;

/** A time the team types in the workspace: a datetime-local value, India time. */
export const INDIA_DATETIME = /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/;
export const indiaDateTimeToMs = (value: string) => Date.parse(`${value}:00+05:30`);

const settingsShape = {
  capacity: z.number().check(z.int(), z.gte(1), z.lte(MAX_ROSTER_ENTRIES)),
  closesAt: z.string().check(z.regex(INDIA_DATETIME)),
};

const message = z.optional(z.string().check(z.maxLength(CANCEL_MESSAGE_MAX_LENGTH)));

export const eventActionSchema = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('open'), ...settingsShape }),
  z.strictObject({ action: z.literal('change'), ...settingsShape }),
  z.strictObject({ action: z.literal('cancel'), message: z.strictObject({ en: message, hi: message }) }),
]);
export type EventAction = z.infer<typeof eventActionSchema>;

/** The most check-ins one sync carries: a phone that was offline for the whole door. */
export const MAX_CHECK_INS_PER_SYNC = 200;

export const checkInsSchema = z.strictObject({
  arrivals: z
    .array(
      z.strictObject({
        entryId: z.string().check(z.regex(/^[A-Za-z0-9_-]{32}$/)),
        at: z.number().check(z.int(), z.gte(0)),
      }),
    )
    .check(z.minLength(1), z.maxLength(MAX_CHECK_INS_PER_SYNC)),
});
export type CheckInsBody = z.infer<typeof checkInsSchema>;

/** Why the team's change was refused (Events.team.refusals). */
export type EventActionRefusal =
  'notEvent' | 'notOpen' | 'alreadyOpen' | 'closesAfterEvent' | 'closesInPast' | 'cancelled';

export const EVENT_REFUSAL_STATUS: Record<EventActionRefusal, number> = {
  notEvent: 404,
  notOpen: 409,
  alreadyOpen: 409,
  closesAfterEvent: 400,
  closesInPast: 400,
  cancelled: 409,
};

/** One event as the panel lists it. */
export interface TeamEventSummary {
  slug: string;
  title: string;
  date: string;
  time?: string;
  place?: string;
  registration: null | {
    capacity: number;
    closesAt: number;
    confirmed: number;
    waitlisted: number;
    checkedIn: number;
    cancelled: boolean;
  };
}

/** One registrant as the panel and the door see them. */
export interface TeamRegistrant {
  entryId: string;
  seq: number;
  name: string;
  mobile: string;
  ageBand: AgeBand;
  parentName?: string;
  parentMobile?: string;
  status: RegistrationStatus;
  /** On the waitlist: 1 for the first one waiting. */
  position?: number;
  registeredAt: number;
  checkedInAt?: number;
}
