import '@/lib/validation/jitless-zod';
import { z } from 'zod/mini';
import { DATABASE_KEY_PATTERN } from './access-log-types';

/**
 * A personal-data breach the team has logged. The Data Protection Board of India is to be told
 * within 72 hours of its discovery; the people on INFORM_WHOM are told without delay. Shared by the
 * server (which stores it) and the workspace (which shows the clock).
 */

export const BOARD_REPORT_HOURS = 72;
const HOUR_MS = 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/** Who is told of a breach, in the order the runbook (docs/security.md) tells them. */
export const INFORM_WHOM = ['board', 'affected', 'guardians', 'police', 'trustees'] as const;
export type InformWhom = (typeof INFORM_WHOM)[number];

export const INCIDENT_TEXT_MAX = 2000;
export const MAX_PEOPLE = 10_000_000;

/** A date and time as a datetime-local field gives it (YYYY-MM-DDTHH:MM), read as India's time. */
const LOCAL_TIME_PATTERN = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/;

/** The moment a datetime-local value names in India (UTC+05:30), or NaN when it names none. */
export function indiaTime(value: string): number {
  const match = LOCAL_TIME_PATTERN.exec(value);
  if (!match) return NaN;
  const [, day = '', hours = '', minutes = ''] = match;
  const utc = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(utc) || new Date(utc).toISOString().slice(0, 10) !== day) return NaN;
  if (Number(hours) > 23 || Number(minutes) > 59) return NaN;
  return Date.parse(`${value}:00+05:30`);
}

const text = z.string().check(z.trim(), z.minLength(1), z.maxLength(INCIDENT_TEXT_MAX));

/** POST /api/team/incidents: a new incident. Who logs it and when come from the server. */
export const newIncidentSchema = z.strictObject({
  discoveredAt: z.string().check(z.refine((value) => !Number.isNaN(indiaTime(value)), 'Not a date and time')),
  whatHappened: text,
  dataAffected: text,
  peopleAffected: z.int().check(z.minimum(0), z.maximum(MAX_PEOPLE)),
  measures: text,
});
export type NewIncident = z.infer<typeof newIncidentSchema>;

/** PATCH /api/team/incidents: someone was told, or the incident is closed. */
const key = z.string().check(z.regex(DATABASE_KEY_PATTERN));
export const incidentChangeSchema = z.discriminatedUnion('change', [
  z.strictObject({
    change: z.literal('told'),
    key,
    whom: z.enum(INFORM_WHOM),
  }),
  z.strictObject({ change: z.literal('close'), key }),
]);
export type IncidentChange = z.infer<typeof incidentChangeSchema>;

/** An incident as stored and as shown. Times are the database's (ms). */
export interface Incident {
  key: string;
  discoveredAt: number;
  whatHappened: string;
  dataAffected: string;
  peopleAffected: number;
  measures: string;
  loggedAt: number;
  by: string;
  byName: string;
  /** When each was told, as recorded by the team. */
  told: Partial<Record<InformWhom, number>>;
  closedAt?: number;
}

/** When the Board's report is due. */
export const boardReportDue = (discoveredAt: number) => discoveredAt + BOARD_REPORT_HOURS * HOUR_MS;

/** The clock to the Board's report: hours and minutes left, or by how much it is overdue. */
export type ReportCountdown =
  { kind: 'left'; hours: number; minutes: number } | { kind: 'overdue'; hours: number; minutes: number };

/**
 * What is left until the Board's report, in whole minutes. Time left is rounded down (a clock must
 * never promise a minute that is not there); from the due moment on, it is overdue.
 */
export function reportCountdown(discoveredAt: number, now: number): ReportCountdown {
  const rest = boardReportDue(discoveredAt) - now;
  const minutes = Math.floor(Math.abs(rest) / MINUTE_MS);
  const split = { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
  return rest > 0 ? { kind: 'left', ...split } : { kind: 'overdue', ...split };
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const str = (value: unknown) => (typeof value === 'string' ? value : '');
const num = (value: unknown) => (typeof value === 'number' ? value : undefined);

/** The stored node as incidents, open ones first, each group newest discovery first. */
export function incidentsFrom(raw: unknown): Incident[] {
  if (!isObject(raw)) return [];
  const incidents = Object.entries(raw).flatMap(([key, value]): Incident[] => {
    if (!isObject(value)) return [];
    const discoveredAt = num(value.discoveredAt);
    const loggedAt = num(value.loggedAt);
    if (discoveredAt === undefined || loggedAt === undefined) return [];
    const toldRaw = isObject(value.told) ? value.told : {};
    const told = Object.fromEntries(
      INFORM_WHOM.flatMap((whom) => {
        const at = num(toldRaw[whom]);
        return at === undefined ? [] : [[whom, at]];
      }),
    );
    const closedAt = num(value.closedAt);
    return [
      {
        key,
        discoveredAt,
        whatHappened: str(value.whatHappened),
        dataAffected: str(value.dataAffected),
        peopleAffected: num(value.peopleAffected) ?? 0,
        measures: str(value.measures),
        loggedAt,
        by: str(value.by),
        byName: str(value.byName),
        told,
        ...(closedAt !== undefined && { closedAt }),
      },
    ];
  });
  return incidents.sort(
    (a, b) => Number(a.closedAt !== undefined) - Number(b.closedAt !== undefined) || b.discoveredAt - a.discoveredAt,
  );
}
