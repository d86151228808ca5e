import { withIdToken } from '@/lib/team/id-token';
import type { EventAction, EventActionRefusal, TeamEventSummary, TeamRegistrant } from './team-events';

/** The events panel talking to /api/team/events; a failure it cannot name throws. */

const eventPath = (slug: string) => `/api/team/events/${encodeURIComponent(slug)}`;

export async function fetchTeamEvents(idToken: string): Promise<TeamEventSummary[]> {
  const response = await fetch('/api/team/events', withIdToken(idToken, { cache: 'no-store' }));
  const body = (await response.json()) as { ok?: boolean; events?: TeamEventSummary[] };
  if (!response.ok || !body.ok || !Array.isArray(body.events)) throw new Error(`Events: ${response.status}`);
  return body.events;
}

export async function fetchRegistrants(idToken: string, slug: string): Promise<TeamRegistrant[]> {
  const response = await fetch(eventPath(slug), withIdToken(idToken, { cache: 'no-store' }));
  const body = (await response.json()) as { ok?: boolean; registrants?: TeamRegistrant[] };
  if (!response.ok || !body.ok || !Array.isArray(body.registrants)) throw new Error(`Registrants: ${response.status}`);
  return body.registrants;
}

export type EventActionAnswer = { ok: true } | { ok: false; code: EventActionRefusal | 'invalid' | 'failed' };

export async function sendEventAction(idToken: string, slug: string, action: EventAction): Promise<EventActionAnswer> {
  const response = await fetch(
    eventPath(slug),
    withIdToken(idToken, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(action),
    }),
  );
  const body = (await response.json().catch(() => ({}))) as { ok?: boolean; code?: EventActionRefusal | 'invalid' };
  if (response.ok && body.ok) return { ok: true };
  return { ok: false, code: body.code ?? 'failed' };
}
